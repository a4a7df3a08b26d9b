import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  TMDB_SEARCH_TEXT,
  TmdbSearchDialog,
  type TmdbSearchDialogProps,
  type TmdbSearchResult,
} from "./TmdbSearchDialog";

/** Posters are left out: stories run without a network, and cards then show their placeholder. */
const RESULTS: TmdbSearchResult[] = [
  {
    key: "movie:438631",
    title: "Dune: Çöl Gezegeni",
    originalTitle: "Dune",
    year: "2021",
    mediaType: "movie",
    posterUrl: null,
  },
  {
    key: "tv:90228",
    title: "Dune: Kehanet",
    originalTitle: "Dune: Prophecy",
    year: "2024",
    mediaType: "tv",
    posterUrl: null,
  },
  {
    key: "movie:693134",
    title: "Dune: Çöl Gezegeni Bölüm İki",
    originalTitle: "Dune: Part Two",
    year: "",
    mediaType: "movie",
    posterUrl: null,
  },
];

/** The dialog with its own field state, as the admin drives it. */
function Harness(
  props: Omit<TmdbSearchDialogProps, "query" | "onQueryChange"> & { initial?: string },
) {
  const { initial = "", ...rest } = props;
  const [query, setQuery] = useState(initial);
  return <TmdbSearchDialog {...rest} query={query} onQueryChange={setQuery} />;
}

const meta = {
  title: "Admin/TmdbSearchDialog",
  component: Harness,
  args: {
    defaultOpen: true,
    status: "idle",
    results: [],
    onSearch: fn(),
    onPick: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: TMDB_SEARCH_TEXT.title });

/** Nothing searched yet: the field says what it takes; sending it searches. */
export const Empty: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(box.getByText(TMDB_SEARCH_TEXT.empty)).toBeVisible());
    const field = box.getByRole("searchbox", { name: TMDB_SEARCH_TEXT.label });
    await userEvent.type(field, "tt1160419{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("tt1160419");
  },
};

/** A search on its way. */
export const Loading: Story = {
  args: { status: "loading", initial: "dune" },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(TMDB_SEARCH_TEXT.searching);
    await expect(box.queryByRole("list")).toBeNull();
  },
};

/** Cards with poster, title, original title, year and type; the arrow keys move between them, Enter picks. */
export const Results: Story = {
  args: { status: "ready", results: RESULTS, initial: "dune" },
  play: async ({ args }) => {
    const box = within(await dialog());
    const list = box.getByRole("list", { name: TMDB_SEARCH_TEXT.results });
    const cards = within(list).getAllByRole("button");
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent("Dune: Çöl Gezegeni");
    await expect(cards[0]).toHaveTextContent("Dune");
    await expect(cards[0]).toHaveTextContent("2021");
    await expect(cards[0]).toHaveTextContent("Film");
    await expect(cards[1]).toHaveTextContent("Dizi");
    await expect(cards[2]).toHaveTextContent(TMDB_SEARCH_TEXT.noYear);
    // From the field: down to the first card, down again, Enter picks the second.
    box.getByRole("searchbox").focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(cards[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(cards[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith(RESULTS[1]);
    // Up from the first card goes back to the field.
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(box.getByRole("searchbox")).toHaveFocus();
  },
};

/** A pick being loaded: that card says so and no other pick starts meanwhile. */
export const Picking: Story = {
  args: { status: "ready", results: RESULTS, initial: "dune", picking: "tv:90228" },
  play: async ({ args }) => {
    const box = within(await dialog());
    const cards = within(box.getByRole("list")).getAllByRole("button");
    await expect(cards[1]).toHaveTextContent(TMDB_SEARCH_TEXT.picking);
    await expect(cards[0]).toBeDisabled();
    await userEvent.click(cards[0]!, { pointerEventsCheck: 0 });
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** Nothing matched. */
export const NoResult: Story = {
  args: { status: "ready", results: [], initial: "zzzz" },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(TMDB_SEARCH_TEXT.noResults);
  },
};

/** A result already in the catalogue says so and links to its editor instead of being picked. */
export const AlreadyInCatalogue: Story = {
  args: {
    status: "ready",
    initial: "dune",
    results: [{ ...RESULTS[0]!, existingHref: "/admin/movies?duzenle=m-dune" }, RESULTS[1]!],
  },
  play: async ({ args }) => {
    const box = within(await dialog());
    const list = within(box.getByRole("list"));
    await waitFor(() => expect(list.getByText(TMDB_SEARCH_TEXT.existing)).toBeVisible());
    const edit = list.getByRole("link", { name: `${TMDB_SEARCH_TEXT.edit}: Dune: Çöl Gezegeni` });
    await expect(edit).toHaveAttribute("href", "/admin/movies?duzenle=m-dune");
    // Only the other result can be picked.
    await expect(list.getAllByRole("button")).toHaveLength(1);
    box.getByRole("searchbox").focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(edit).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith(RESULTS[1]);
  },
};

/** No key on the server: the dialog says what to set instead of failing. */
export const NoKey: Story = {
  args: {
    unavailable: true,
    error:
      "TMDB bağlantısı kurulmamış. Sunucuda TMDB_API_KEY ortam değişkenini ayarlayıp servisi yeniden başlatın.",
  },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("TMDB_API_KEY");
    await expect(box.getByRole("searchbox")).toBeDisabled();
    await expect(box.getByRole("button", { name: TMDB_SEARCH_TEXT.search })).toBeDisabled();
    await expect(box.queryByRole("button", { name: TMDB_SEARCH_TEXT.retry })).toBeNull();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A refused key: 'Anahtar geçersiz', no trace. */
export const InvalidKey: Story = {
  args: { status: "error", initial: "dune", error: "Anahtar geçersiz" },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent(/^Anahtar geçersiz$/);
  },
};

/** The service failed: said, with a retry. */
export const UpstreamError: Story = {
  args: {
    status: "error",
    initial: "dune",
    error: "TMDB yanıt vermedi; biraz sonra tekrar deneyin.",
    onRetry: fn(),
  },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("TMDB yanıt vermedi");
    await userEvent.click(box.getByRole("button", { name: TMDB_SEARCH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An answer that breaks the contract. */
export const UnexpectedAnswer: Story = {
  args: { status: "error", initial: "bozuk", error: "Beklenmeyen yanıt", onRetry: fn() },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("Beklenmeyen yanıt");
  },
};

/** A long Turkish title wraps inside its card. */
export const LongContent: Story = {
  args: {
    status: "ready",
    initial: "uzun",
    results: [
      {
        ...RESULTS[0]!,
        key: "movie:1",
        title:
          "Bir Zamanlar Anadolu'da Çok Uzun Bir Gecenin Sabahında Şehre Dönen Yorgun Savcının Hikâyesi",
        originalTitle: "Once Upon a Time in Anatolia: The Very Long Night and the Tired Prosecutor",
      },
    ],
  },
  play: async () => {
    const box = within(await dialog());
    const card = within(box.getByRole("list")).getByRole("button");
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** On a phone. */
export const Mobile: Story = {
  ...Results,
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const box = within(await dialog());
    await expect(within(box.getByRole("list")).getAllByRole("button")).toHaveLength(3);
  },
};
