import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  TMDB_BULK_TEXT,
  TmdbBulkDialog,
  type TmdbBulkCandidate,
  type TmdbBulkDialogProps,
  type TmdbBulkFilterValues,
} from "./TmdbBulkDialog";

const CANDIDATES: TmdbBulkCandidate[] = [
  {
    key: "movie:1",
    title: "Babam ve Oğlum",
    originalTitle: "Babam ve Oğlum",
    year: "2005",
    mediaType: "movie",
    posterUrl: null,
  },
  {
    key: "movie:2",
    title: "Eşkıya",
    originalTitle: "Eşkıya",
    year: "1996",
    mediaType: "movie",
    posterUrl: null,
    existingHref: "/admin/movies?duzenle=m-eskiya",
  },
  {
    key: "movie:3",
    title: "Kış Uykusu",
    originalTitle: "Winter Sleep",
    year: "2014",
    mediaType: "movie",
    posterUrl: null,
  },
  {
    key: "movie:4",
    title: "Düğün Dernek",
    originalTitle: "Düğün Dernek",
    year: "",
    mediaType: "movie",
    posterUrl: null,
  },
];

const FILTERS: TmdbBulkFilterValues = {
  list: "discover",
  mediaType: "movie",
  language: "tr",
  yearFrom: "1990",
  yearTo: "2015",
  genre: "",
  count: "40",
};

const addable = (candidates: readonly TmdbBulkCandidate[]) =>
  new Set(candidates.filter((c) => !c.existingHref).map((c) => c.key));

/** The dialog with its own filters and choices, as the admin drives it. */
function Harness(
  props: Omit<TmdbBulkDialogProps, "filters" | "onFiltersChange" | "chosen"> & {
    initialFilters?: TmdbBulkFilterValues;
    initialChosen?: readonly string[];
    onFiltersChange?: TmdbBulkDialogProps["onFiltersChange"];
  },
) {
  const [filters, setFilters] = useState(props.initialFilters ?? FILTERS);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(props.initialChosen ?? addable(props.candidates)),
  );
  return (
    <TmdbBulkDialog
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange?.(next);
        setFilters(next);
      }}
      chosen={chosen}
      onChosenChange={(key, on) => {
        props.onChosenChange(key, on);
        setChosen((current) => {
          const next = new Set(current);
          if (on) next.add(key);
          else next.delete(key);
          return next;
        });
      }}
      onChooseAll={(on) => {
        props.onChooseAll(on);
        setChosen(on ? addable(props.candidates) : new Set());
      }}
    />
  );
}

const meta = {
  title: "Admin/TmdbBulkDialog",
  component: Harness,
  args: {
    defaultOpen: true,
    genres: ["Aksiyon", "Drama", "Komedi"],
    counts: [20, 40, 60, 100],
    listStatus: "ready",
    candidates: CANDIDATES,
    phase: "choose",
    onList: fn(),
    onFiltersChange: fn(),
    onChosenChange: fn(),
    onChooseAll: fn(),
    onAsk: fn(),
    onConfirm: fn(),
    onBack: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has made it visible. */
async function dialog() {
  const found = await screen.findByRole("dialog", { name: TMDB_BULK_TEXT.title });
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

/** Before a list: the filters, discover's own shown only for discover. */
export const Default: Story = {
  args: { listStatus: "idle", candidates: [] },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByText(TMDB_BULK_TEXT.idle)).toBeVisible();
    await expect(box.getByRole("textbox", { name: TMDB_BULK_TEXT.language })).toHaveValue("tr");
    await userEvent.clear(box.getByRole("textbox", { name: TMDB_BULK_TEXT.yearTo }));
    await userEvent.type(box.getByRole("textbox", { name: TMDB_BULK_TEXT.yearTo }), "2011");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...FILTERS, yearTo: "2011" });
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.listButton }));
    await expect(args.onList).toHaveBeenCalledOnce();
    // The service's own lists take no filters: the fields go.
    await userEvent.selectOptions(
      box.getByRole("combobox", { name: TMDB_BULK_TEXT.list }),
      TMDB_BULK_TEXT.lists.popular,
    );
    await expect(box.queryByRole("textbox", { name: TMDB_BULK_TEXT.language })).toBeNull();
    await expect(box.queryByRole("combobox", { name: TMDB_BULK_TEXT.genre })).toBeNull();
  },
};

/** The list: new titles chosen, the catalogue's marked with a link and not choosable. */
export const Listed: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    const list = within(box.getByRole("list", { name: TMDB_BULK_TEXT.candidates }));
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(4));
    await expect(box.getByRole("status")).toHaveTextContent(
      "4 içerik listelendi; 1 tanesi zaten katalogda, atlanacak.",
    );
    await expect(list.queryByRole("checkbox", { name: /Eşkıya/ })).toBeNull();
    await expect(list.getByText(TMDB_BULK_TEXT.existing)).toBeVisible();
    await expect(list.getByRole("link", { name: "Düzenle: Eşkıya" })).toHaveAttribute(
      "href",
      "/admin/movies?duzenle=m-eskiya",
    );
    await expect(box.getByText("3 içerik seçildi")).toBeVisible();
    await userEvent.click(list.getByRole("checkbox", { name: "Kış Uykusu (2014)" }));
    await expect(args.onChosenChange).toHaveBeenCalledWith("movie:3", false);
    await expect(box.getByText("2 içerik seçildi")).toBeVisible();
    await expect(box.getByRole("checkbox", { name: TMDB_BULK_TEXT.chooseAll })).not.toBeChecked();
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.add }));
    await expect(args.onAsk).toHaveBeenCalledOnce();
  },
};

/** Nothing chosen: nothing to add. */
export const NothingChosen: Story = {
  args: { initialChosen: [] },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByText("0 içerik seçildi")).toBeVisible();
    await expect(box.getByRole("button", { name: TMDB_BULK_TEXT.add })).toBeDisabled();
  },
};

/** The one confirmation: how many, as what; the choices are frozen. */
export const Confirm: Story = {
  args: { phase: "confirm" },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(
      box.getByText("3 içerik Pasif taslak olarak eklenecek. Onaylıyor musunuz?"),
    ).toBeVisible();
    await expect(box.getByRole("checkbox", { name: "Kış Uykusu (2014)" })).toBeDisabled();
    await expect(box.getByRole("button", { name: TMDB_BULK_TEXT.listButton })).toBeDisabled();
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.confirmButton }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Adding: '23 / 40', the counts so far, and 'İptal'. */
export const Running: Story = {
  args: { phase: "running", progress: { done: 23, total: 40, added: 21, skipped: 1, failed: 1 } },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent("Ekleniyor: 23 / 40");
    await expect(box.getByRole("progressbar", { name: TMDB_BULK_TEXT.progress })).toHaveAttribute(
      "aria-valuetext",
      "23 / 40",
    );
    await expect(box.getByText("Eklendi: 21 · Zaten katalogda: 1 · Eklenemedi: 1")).toBeVisible();
    await expect(box.queryByRole("list", { name: TMDB_BULK_TEXT.candidates })).toBeNull();
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Cancelled: the titles on their way finish. */
export const Cancelling: Story = {
  args: {
    phase: "running",
    cancelling: true,
    progress: { done: 23, total: 40, added: 23, skipped: 0, failed: 0 },
  },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("button", { name: TMDB_BULK_TEXT.cancelling })).toBeDisabled();
  },
};

/** The summary, naming what could not be added and why. */
export const Done: Story = {
  args: {
    phase: "done",
    summary: "8 taslak eklendi, 1 zaten katalogdaydı, 1 eklenemedi.",
    failures: [
      {
        key: "movie:9",
        title: "Vizontele",
        reason: "TMDB yanıt vermedi; biraz sonra tekrar deneyin.",
      },
    ],
  },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(
      "8 taslak eklendi, 1 zaten katalogdaydı, 1 eklenemedi.",
    );
    const failures = within(box.getByRole("region", { name: TMDB_BULK_TEXT.failures }));
    await expect(failures.getByRole("listitem")).toHaveTextContent(
      "Vizontele — TMDB yanıt vermedi; biraz sonra tekrar deneyin.",
    );
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.again }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** 'Tamam' closes the summary (no picture: it ends on a closed dialog). */
export const DoneCloses: Story = {
  ...Done,
  tags: ["no-visual"],
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** The service's list on its way. */
export const Loading: Story = {
  args: { listStatus: "loading", candidates: [] },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByText(TMDB_BULK_TEXT.loading)).toBeInTheDocument();
    await expect(box.queryByRole("list")).toBeNull();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { candidates: [] },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(TMDB_BULK_TEXT.empty);
  },
};

/** Filters the page refused, each said beside its field. */
export const FilterErrors: Story = {
  args: {
    listStatus: "idle",
    candidates: [],
    initialFilters: { ...FILTERS, language: "Türkçe", yearFrom: "2012", yearTo: "2005" },
    filterErrors: {
      language: "Dil iki harfli bir kod olmalıdır (ör. tr).",
      yearTo: "Başlangıç yılı bitiş yılından sonra olamaz.",
    },
  },
  play: async () => {
    const box = within(await dialog());
    await expect(
      box.getByRole("textbox", { name: TMDB_BULK_TEXT.yearTo }),
    ).toHaveAccessibleDescription(/Başlangıç yılı bitiş yılından sonra olamaz/);
    await expect(box.getByRole("textbox", { name: TMDB_BULK_TEXT.language })).toBeInvalid();
  },
};

/** A refused key or a failing service. */
export const Error: Story = {
  args: { listStatus: "error", candidates: [], error: "Anahtar geçersiz", onRetry: fn() },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("Anahtar geçersiz");
    await userEvent.click(box.getByRole("button", { name: TMDB_BULK_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No key on the server: what to set, and nothing to press. */
export const NoKey: Story = {
  args: {
    listStatus: "idle",
    candidates: [],
    unavailable: true,
    error:
      "TMDB bağlantısı kurulmamış. Sunucuda TMDB_API_KEY ortam değişkenini ayarlayıp servisi yeniden başlatın.",
  },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("TMDB_API_KEY");
    await expect(box.getByRole("button", { name: TMDB_BULK_TEXT.listButton })).toBeDisabled();
    await expect(box.getByRole("combobox", { name: TMDB_BULK_TEXT.list })).toBeDisabled();
  },
};

const LONG_TITLE =
  "Bir Zamanlar Anadolu'da Çok Uzun Bir Gecenin Sabahında Şehre Dönen Yorgun Savcının Hikâyesi";

/** 100 titles, one with a very long name: the list scrolls, nothing spills out. */
export const LongContent: Story = {
  args: {
    candidates: Array.from({ length: 100 }, (_, index) => ({
      ...CANDIDATES[index % 4]!,
      key: `movie:${index + 1}`,
      title: index === 0 ? LONG_TITLE : `${CANDIDATES[index % 4]!.title} ${index + 1}`,
    })),
  },
  play: async () => {
    const box = within(await dialog());
    const list = box.getByRole("list", { name: TMDB_BULK_TEXT.candidates });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(100));
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    await expect(box.getByText("75 içerik seçildi")).toBeVisible();
  },
};

/** A phone: the filters in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const box = within(await dialog());
    const from = box.getByRole("textbox", { name: TMDB_BULK_TEXT.yearFrom });
    const to = box.getByRole("textbox", { name: TMDB_BULK_TEXT.yearTo });
    await waitFor(() => expect(from).toBeVisible());
    await expect(to.getBoundingClientRect().top).toBeGreaterThan(from.getBoundingClientRect().top);
  },
};
