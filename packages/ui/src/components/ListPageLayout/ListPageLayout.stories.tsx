import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { catalogueItems, LONG_TITLE } from "../../fixtures";
import { ContentCard } from "../ContentCard";
import { FilterTabs } from "../FilterTabs";
import {
  LIST_EMPTY_MESSAGES,
  ListPageLayout,
  type ListPageLayoutProps,
  type ListSort,
} from "./ListPageLayout";

const ITEMS = catalogueItems(24);

/** Plays the route's part: filters the fixtures by the search box. */
function Stateful(props: ListPageLayoutProps & { total?: number }) {
  const [search, setSearch] = useState(props.search);
  const [genre, setGenre] = useState(props.genre);
  const [year, setYear] = useState(props.year);
  const [sort, setSort] = useState<ListSort>(props.sort);
  const source = catalogueItems(props.total ?? ITEMS.length);
  const shown = source.filter(
    (i) =>
      i.title.toLocaleLowerCase("tr").includes(search.trim().toLocaleLowerCase("tr")) &&
      (!year || String(i.year) === year),
  );
  return (
    <ListPageLayout
      {...props}
      count={props.count === 0 ? 0 : shown.length}
      search={search}
      onSearchChange={(v) => {
        setSearch(v);
        props.onSearchChange(v);
      }}
      genre={genre}
      onGenreChange={(g) => {
        setGenre(g);
        props.onGenreChange(g);
      }}
      year={year}
      onYearChange={(y) => {
        setYear(y);
        props.onYearChange(y);
      }}
      sort={sort}
      onSortChange={(s) => {
        setSort(s);
        props.onSortChange(s);
      }}
    >
      {shown.map((item) => (
        <ContentCard key={item.id} item={item} headingLevel={2} />
      ))}
    </ListPageLayout>
  );
}

const meta = {
  title: "Lists/ListPageLayout",
  component: ListPageLayout,
  args: {
    title: "Öne Çıkanlar",
    count: ITEMS.length,
    search: "",
    onSearchChange: fn(),
    genre: "",
    onGenreChange: fn(),
    year: "",
    onYearChange: fn(),
    years: ["2024", "2023", "2022", "2021"],
    sort: "rating",
    onSortChange: fn(),
    status: "ready",
  },
  render: (args) => <Stateful {...args} />,
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ListPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Öne Çıkanlar" })).toBeVisible();
    await expect(canvas.getByText("24 icerik bulundu")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Sırala" })).toHaveValue("rating");
    const genre = canvas.getByRole("combobox", { name: "Tür" });
    await expect([...(genre as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Tumu",
      "Aksiyon",
      "Komedi",
      "Drama",
      "Gerilim",
      "Bilim Kurgu",
      "Korku",
      "Romantik",
      "Animasyon",
      "Belgesel",
    ]);
    await userEvent.selectOptions(genre, "action");
    await expect(args.onGenreChange).toHaveBeenCalledWith("action");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sırala" }), "title");
    await expect(args.onSortChange).toHaveBeenCalledWith("title");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Yıl" }), "2024");
    await expect(args.onYearChange).toHaveBeenCalledWith("2024");
    await expect(canvas.getByText("2 icerik bulundu")).toBeVisible();
  },
};

export const Searching: Story = {
  args: { category: "Aksiyon" },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Ara" }), "yargı");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("yargı");
    await expect(canvas.getByText('2 icerik bulundu - Aksiyon - "yargı" icin')).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
  },
};

export const WithFilterTabs: Story = {
  args: {
    toolbar: (
      <FilterTabs value="all" onValueChange={() => {}} counts={{ all: 24, movie: 16, tv: 8 }} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Tümü (24)" })).toBeVisible();
  },
};

/** Issue 15: the 'Dil' select (`?dil=`), shown when the page can filter by language. */
export const WithLanguageFilter: Story = {
  args: { language: "", onLanguageChange: fn() },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Dil" });
    await expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Tüm diller",
      "Türkçe Dublaj",
      "Türkçe Altyazı",
    ]);
    await userEvent.selectOptions(select, "dublaj");
    await expect(args.onLanguageChange).toHaveBeenCalledWith("dublaj");
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
    await expect(canvas.queryByText(/icerik bulundu/)).toBeNull();
  },
};

export const Error: Story = {
  args: {
    status: "error",
    errorMessage: "One cikan icerikler yuklenirken bir hata olustu",
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "One cikan icerikler yuklenirken bir hata olustu",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 icerik bulundu")).toBeVisible();
    await expect(canvas.getByText(LIST_EMPTY_MESSAGES.content)).toBeVisible();
  },
};

export const EmptyFilms: Story = {
  args: { title: "Yeni Filmler", count: 0, emptyMessage: LIST_EMPTY_MESSAGES.movie },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Arama kriterlerinize uygun film bulunamadi.")).toBeVisible();
  },
};

export const EmptyRecommended: Story = {
  args: { title: "Önerilenler", count: 0, emptyMessage: LIST_EMPTY_MESSAGES.recommended },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Henuz onerilen icerik bulunmuyor.")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { title: LONG_TITLE, count: 200 },
  render: (args) => <Stateful {...args} total={200} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("200 icerik bulundu")).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(200);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole("searchbox", { name: "Ara" });
    const genre = canvas.getByRole("combobox", { name: "Tür" });
    // The search box takes the full row; the selects sit two by two below it.
    await expect(genre.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
