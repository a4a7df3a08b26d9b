import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DailyChart, type DailyChartPoint } from "./DailyChart";

const SERIES = [
  { key: "views", label: "Ziyaret" },
  { key: "plays", label: "Oynatma" },
];

const MONTHS = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];

/** Days from 1 March with figures that rise and fall like a real month (no randomness). */
function days(count: number): DailyChartPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 1 + i));
    const views = 120 + ((i * 37) % 90) + (date.getUTCDay() === 0 ? 80 : 0);
    return {
      label: `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`,
      values: { views, plays: Math.round(views * 0.45) },
    };
  });
}

const meta = {
  title: "Admin/Charts/DailyChart",
  component: DailyChart,
  args: {
    title: "Ziyaret ve Oynatma",
    series: SERIES,
    points: days(14),
    status: "ready",
    onRetry: fn(),
  },
} satisfies Meta<typeof DailyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, a legend, and the same figures as a table for screen readers. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const figure = canvas.getByRole("figure", { name: "Ziyaret ve Oynatma" });
    const legend = within(figure).getAllByRole("listitem");
    await expect(legend.map((item) => item.textContent)).toEqual(["Ziyaret", "Oynatma"]);
    const table = within(figure).getByRole("table", { name: "Ziyaret ve Oynatma" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(args.points.length + 1);
    await expect(rows[1]).toHaveTextContent(
      `1 Mar${args.points[0]!.values.views}${args.points[0]!.values.plays}`,
    );
    // Drawn: one line per series.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".recharts-line-curve")).toHaveLength(2),
    );
  },
};

/** A quarter's days: the axis skips labels instead of overlapping them, the dots go. */
export const LongContent: Story = {
  args: { points: days(90), title: "Son 90 günün ziyaretleri ve oynatmaları (günlük)" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(91);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".recharts-line-curve")).toHaveLength(2),
    );
    const ticks = canvasElement.querySelectorAll(
      ".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value",
    );
    await expect(ticks.length).toBeGreaterThan(3);
    await expect(ticks.length).toBeLessThan(30);
    await expect(canvasElement.querySelectorAll(".recharts-line-dots")).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: "loading", loadingText: "İstatistikler yükleniyor..." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("İstatistikler yükleniyor...");
    await expect(canvas.getByRole("figure")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Error: Story = {
  args: { status: "error", errorText: "İstatistikler yüklenirken bir hata oluştu" },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("İstatistikler yüklenirken bir hata oluştu");
    await userEvent.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Days with nothing counted: said in words, not drawn as a flat line. */
export const Empty: Story = {
  args: {
    points: days(7).map((point) => ({ ...point, values: { views: 0, plays: 0 } })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Bu dönemde kayıt yok")).toBeVisible();
    await expect(canvasElement.querySelector(".recharts-surface")).toBeNull();
    await expect(canvas.queryByRole("listitem")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { points: days(30) },
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole("figure");
    await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await waitFor(() => {
      const surface = canvasElement.querySelector(".recharts-surface");
      return expect(surface?.getBoundingClientRect().width ?? 0).toBeGreaterThan(200);
    });
    await expect(
      canvasElement.querySelector(".recharts-surface")!.getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
  },
};
