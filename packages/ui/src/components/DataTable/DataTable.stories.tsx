import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
import { sampleFilms, type SampleFilm } from "./DataTable.fixtures";

const columns: DataTableColumn<SampleFilm>[] = [
  { id: "title", header: "Başlık", render: (f) => <strong>{f.title}</strong>, wrap: true },
  { id: "genres", header: "Türler", render: (f) => f.genres.slice(0, 2).join(", ") },
  { id: "year", header: "Yıl", render: (f) => f.year, align: "end" },
  { id: "duration", header: "Süre", render: (f) => f.duration, align: "end" },
  { id: "type", header: "Tür", render: (f) => f.type },
  { id: "status", header: "Durum", render: (f) => f.status },
];

/** The typed table as the film management page uses it. */
function FilmTable(props: Omit<DataTableProps<SampleFilm>, "columns" | "getRowId" | "caption">) {
  return <DataTable caption="Filmler" columns={columns} getRowId={(f) => f.id} {...props} />;
}

const meta = {
  title: "Admin/DataTable",
  component: FilmTable,
  args: {
    rows: sampleFilms(6),
    status: "ready",
    loadingText: "Film verileri yukleniyor...",
    errorText: "Film verileri yuklenirken hata olustu",
    emptyText: "Film bulunamadı",
    onRetry: fn(),
    rowActions: {
      getLabel: (f: SampleFilm) => f.title,
      onView: fn(),
      onEdit: fn(),
      onDelete: fn(),
    },
  },
} satisfies Meta<typeof FilmTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with view/edit/delete, each named after its film. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole("table", { name: "Filmler" });
    await expect(within(table).getAllByRole("row")).toHaveLength(7);
    await expect(within(table).getByRole("columnheader", { name: "İşlemler" })).toBeInTheDocument();
    const film = args.rows[1];
    await userEvent.click(canvas.getByRole("button", { name: `Görüntüle: ${film?.title}` }));
    await expect(args.rowActions?.onView).toHaveBeenCalledWith(film);
    await userEvent.click(canvas.getByRole("button", { name: `Düzenle: ${film?.title}` }));
    await expect(args.rowActions?.onEdit).toHaveBeenCalledWith(film);
    await userEvent.click(canvas.getByRole("button", { name: `Sil: ${film?.title}` }));
    await expect(args.rowActions?.onDelete).toHaveBeenCalledWith(film);
  },
};

export const Loading: Story = {
  args: { status: "loading", rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Film verileri yukleniyor...");
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

/** The rows shown are about to be replaced (a new search on its way): still drawn, announced as busy. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getAllByRole("row").length).toBeGreaterThan(1);
  },
};

export const Error: Story = {
  args: { status: "error", rows: [] },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Film verileri yuklenirken hata olustu");
    await userEvent.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell", { name: "Film bulunamadı" })).toBeInTheDocument();
  },
};

export const OneRow: Story = {
  args: { rows: sampleFilms(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
  },
};

/** 200 rows, the first with a very long Turkish title that wraps in its cell. */
export const LongContent: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: {
    rows: [
      {
        ...sampleFilms(1)[0]!,
        id: "long",
        title:
          "Yüzüklerin Efendisi: Kralın Dönüşü — Genişletilmiş Özel Sürüm ve Türkçe Dublajlı Çağdaş Restorasyon",
      },
      ...sampleFilms(200).slice(1),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(201);
    const cell = canvas.getByRole("cell", { name: /Yüzüklerin Efendisi/ });
    // Wrapped onto several lines rather than widening the table past the page.
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(canvas.getByRole("region").scrollWidth).toBeLessThanOrEqual(
      canvas.getByRole("region").clientWidth,
    );
  },
};

/** On a phone the table scrolls sideways inside its box; the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Filmler" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Keyboard users reach the scroller with Tab (then scroll it with the arrow keys).
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

/** Without row actions there is no actions column. */
export const ReadOnly: Story = {
  args: { rowActions: undefined, rows: sampleFilms(3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("columnheader", { name: "İşlemler" })).toBeNull();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

/** Tables with many columns (the admin's ad and user lists) take narrower cell padding. */
export const Compact: Story = {
  args: { density: "compact", rows: sampleFilms(4) },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole("cell", { name: sampleFilms(1)[0]!.title });
    const header = canvas.getByRole("columnheader", { name: "Başlık" });
    await expect(getComputedStyle(cell).paddingLeft).toBe("8px");
    await expect(getComputedStyle(header).paddingLeft).toBe("8px");
    await expect(getComputedStyle(cell).paddingTop).toBe("12px");
  },
};
