import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { catalogueItems, LONG_TITLE } from "../../fixtures";
import {
  SearchSuggestions,
  type SearchSuggestion,
  type SearchSuggestionsProps,
} from "./SearchSuggestions";

const CATALOGUE: SearchSuggestion[] = catalogueItems(24).map((item) => ({
  id: item.id,
  type: item.type,
  title: item.title,
  poster: item.poster,
  year: item.year,
}));

/** Plays the caller: answers each query with matching titles, as the site's search call would. */
function Stateful(props: SearchSuggestionsProps & { source?: SearchSuggestion[] }) {
  const [value, setValue] = useState(props.value);
  const [results, setResults] = useState<readonly SearchSuggestion[]>([]);
  return (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <SearchSuggestions
        {...props}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          props.onValueChange(v);
        }}
        suggestions={results}
        onQueryChange={(q) => {
          props.onQueryChange(q);
          const needle = q.toLocaleLowerCase("tr");
          setResults(
            (props.source ?? CATALOGUE).filter((s) =>
              s.title.toLocaleLowerCase("tr").includes(needle),
            ),
          );
        }}
      />
    </div>
  );
}

const meta = {
  title: "Chrome/SearchSuggestions",
  component: SearchSuggestions,
  args: { value: "", onValueChange: fn(), onQueryChange: fn(), suggestions: [], onSelect: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SearchSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ara" });
    await expect(input).toHaveAttribute("placeholder", "Film, dizi veya oyuncu ara...");
    await userEvent.type(input, "ka");
    await waitFor(() => expect(canvas.getByRole("listbox", { name: "Öneriler" })).toBeVisible());
    await expect(args.onQueryChange).toHaveBeenCalledWith("ka");
    const options = canvas.getAllByRole("option");
    await expect(options.length).toBeGreaterThan(0);
    await expect(options[0]).toHaveTextContent("Karanlık Şehir");
    await expect(options[0]).toHaveTextContent("Film");
  },
};

export const TwoCharactersAndAPause: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ara" });
    // One character (spaces do not count): never asked.
    await userEvent.type(input, " y ");
    await sleep(400);
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    // A second character: asked once, only after typing pauses for 300 ms.
    await userEvent.type(input, "a");
    const typed = performance.now();
    await sleep(150);
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(1), { interval: 10 });
    // The clock starts a moment after the keystroke's timer did, hence the small allowance.
    await expect(performance.now() - typed).toBeGreaterThanOrEqual(280);
    await expect(args.onQueryChange).toHaveBeenCalledWith("y a");
    // Fast typing restarts the pause: one call for the whole burst.
    await userEvent.type(input, "rgı", { delay: 50 });
    await sleep(450);
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("y argı");
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ara" });
    await userEvent.type(input, "ka");
    await waitFor(() => expect(canvas.getByRole("listbox")).toBeVisible());
    const options = canvas.getAllByRole("option");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await expect(options[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    // Wraps from the first to the last.
    await expect(input).toHaveAttribute("aria-activedescendant", options[options.length - 1]!.id);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Karanlık Şehir" }),
    );
    await expect(canvas.getByRole("listbox", { hidden: true })).not.toBeVisible();
    // Escape closes an open list; typing opens it again.
    await userEvent.type(input, "r");
    await waitFor(() => expect(canvas.getByRole("listbox")).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("listbox", { hidden: true })).not.toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

export const Click: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ara" }), "yarg");
    const [option] = await canvas.findAllByRole("option", { name: /Yargı/ });
    await userEvent.click(option!);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: "1001", type: "tv", title: "Yargı" }),
    );
  },
};

export const NoResults: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Ara" }), "zzz");
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith("zzz"));
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Stateful
      {...args}
      source={Array.from({ length: 200 }, (_, i) => ({
        id: String(i),
        type: "movie",
        title: `${LONG_TITLE} ${i}`,
        year: 2020,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ara" });
    await userEvent.type(input, "çağ");
    // Issue 17: at most eight of the 200 found.
    await waitFor(() => expect(canvas.getAllByRole("option")).toHaveLength(8));
    const list = canvas.getByRole("listbox");
    // The list scrolls inside its box and follows the highlighted option.
    await userEvent.keyboard("{ArrowUp}");
    await expect(list.scrollTop).toBeGreaterThan(0);
  },
};

/**
 * Issue 17: the matching part of each title is marked, and the list ends with
 * 'Tüm sonuçlar (n)' leading to the full search.
 */
export const HighlightAndShowAll: Story = {
  args: {
    value: "du",
    total: 75,
    onShowAll: fn(),
    suggestions: [
      { id: "1", type: "movie", title: "Dune: Çöl Gezegeni", year: 2021, highlight: [0, 2] },
      { id: "2", type: "tv", title: "Kurtuluş Dublörü", year: 2019, highlight: [9, 11] },
      ...CATALOGUE.slice(0, 10).map((s) => ({ ...s, highlight: null })),
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 520 }}>
      <SearchSuggestions {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Ara" });
    await userEvent.click(input);
    await waitFor(() => expect(canvas.getByRole("listbox")).toBeVisible());
    const options = canvas.getAllByRole("option");
    // Eight suggestions and the way to all of them.
    await expect(options).toHaveLength(9);
    await expect(options[8]).toHaveTextContent("Tüm sonuçlar (75)");
    const marks = canvas.getAllByText((_, el) => el?.tagName === "MARK");
    await expect(marks.map((m) => m.textContent)).toEqual(["Du", "Du"]);
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
