import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AXIS_LABEL_CHARS, shortLabel, TopTitlesChart, type TopTitle } from "./TopTitlesChart";

const TITLES = [
  "Kış Uykusu",
  "Şahsiyet",
  "Bir Zamanlar Anadolu'da",
  "Ayla",
  "Müslüm",
  "Babam ve Oğlum",
  "Ahlat Ağacı",
  "Mucize",
  "Kurtlar Vadisi",
  "Çöl",
];

const items = (titles: readonly string[]): TopTitle[] =>
  titles.map((label, i) => ({
    id: `/movie/m-${i}`,
    label,
    value: 240 - i * 21,
    detail: 610 - i * 40,
  }));

const meta = {
  title: "Admin/Charts/TopTitlesChart",
  component: TopTitlesChart,
  args: {
    title: "En Çok İzlenen 10 Yapım",
    items: items(TITLES),
    valueLabel: "Oynatma",
    detailLabel: "Ziyaret",
    status: "ready",
    onRetry: fn(),
  },
} satisfies Meta<typeof TopTitlesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten bars, the most played on top; the table says the same with views beside. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "En Çok İzlenen 10 Yapım" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent("Kış Uykusu240610");
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(10),
    );
    const ticks = [
      ...canvasElement.querySelectorAll(
        ".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value",
      ),
    ];
    await expect(ticks[0]).toHaveTextContent("Kış Uykusu");
  },
};

/** Long Turkish titles: cut on the axis, whole in the table. */
export const LongContent: Story = {
  args: {
    items: items([
      "Bir Zamanlar Anadolu'da: Uzun Bir Gecenin Hikâyesi ve Sabahı",
      "Şahsiyet — Yönetmenin Kurgusu, Genişletilmiş Özel Bölümler",
      ...TITLES.slice(2),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("rowheader", {
        name: "Bir Zamanlar Anadolu'da: Uzun Bir Gecenin Hikâyesi ve Sabahı",
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll(
          ".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value",
        ),
      ).toHaveLength(10),
    );
    const first = canvasElement.querySelector(
      ".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value",
    );
    // The axis may wrap a cut title onto two lines: compare its letters.
    const letters = (text: string | null | undefined) => (text ?? "").replace(/\s/g, "");
    await expect(letters(first?.textContent)).toBe(
      letters(shortLabel("Bir Zamanlar Anadolu'da: Uzun Bir Gecenin Hikâyesi ve Sabahı")),
    );
    await expect([...(first?.textContent ?? "")].length).toBeLessThanOrEqual(AXIS_LABEL_CHARS);
  },
};

export const Loading: Story = {
  args: { status: "loading", loadingText: "İstatistikler yükleniyor..." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("İstatistikler yükleniyor...");
  },
};

export const Error: Story = {
  args: { status: "error" },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Veriler yüklenirken bir hata oluştu");
    await userEvent.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: "Bu dönemde izlenen yapım yok" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bu dönemde izlenen yapım yok")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure").getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(10),
    );
  },
};
