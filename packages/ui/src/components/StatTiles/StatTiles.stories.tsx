import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatTiles } from "./StatTiles";

const TILES = [
  { label: "Toplam İçerik", value: 128 },
  { label: "Filmler", value: 96 },
  { label: "Diziler", value: 32 },
  { label: "Aktif", value: 120 },
  { label: "Öne Çıkan", value: 12 },
  { label: "Trend", value: 18 },
];

const meta = {
  title: "Admin/StatTiles",
  component: StatTiles,
  args: { tiles: TILES },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six counters in one row on a desktop. */
export const Default: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole("term");
    await expect(terms.map((t) => t.textContent)).toEqual(TILES.map((t) => t.label));
    const tops = new Set(terms.map((t) => Math.round(t.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const Empty: Story = {
  args: { tiles: TILES.map((t) => ({ ...t, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("definition").every((d) => d.textContent === "0")).toBe(true);
  },
};

/** Two per row on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const tops = new Set(
      canvas.getAllByRole("term").map((t) => Math.round(t.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(3);
  },
};
