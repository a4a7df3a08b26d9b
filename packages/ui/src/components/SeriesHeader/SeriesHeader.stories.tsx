import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { catalogueItems, LONG_TITLE } from "../../fixtures";
import { SeriesHeader, type SeriesHeaderItem } from "./SeriesHeader";

const series = (n: number): SeriesHeaderItem[] =>
  catalogueItems(n).map((item) => ({
    id: item.id,
    title: item.title,
    href: `/shows/${item.id}`,
    poster: item.poster,
    year: item.year,
  }));

const meta = {
  title: "Catalogue/SeriesHeader",
  component: SeriesHeader,
  args: { items: series(9), onRefresh: fn() },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof SeriesHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Son Yüklenen Diziler" })).toBeVisible();
    // Six series, however many are passed.
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    await expect(canvas.getByRole("link", { name: "Tüm Diziler" })).toHaveAttribute(
      "href",
      "/all-series",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Yenile" }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // One row of six on desktop.
    const tops = new Set(
      canvas.getAllByRole("listitem").map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const tops = new Set(
      canvas.getAllByRole("listitem").map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(2);
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
    await expect(canvas.getByRole("button", { name: "Yenile" })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Henüz dizi bulunmuyor.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Yenile" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { items: series(6).map((s) => ({ ...s, title: LONG_TITLE })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("heading", { name: LONG_TITLE })).toHaveLength(6);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
