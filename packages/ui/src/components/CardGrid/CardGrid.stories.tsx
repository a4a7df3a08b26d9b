import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { catalogueItems, LONG_TITLE } from "../../fixtures";
import { ContentCard } from "../ContentCard";
import { CardGrid } from "./CardGrid";

const meta = {
  title: "Catalogue/CardGrid",
  component: CardGrid,
  args: { label: "Öne Çıkanlar", children: null },
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (n: number) =>
  catalogueItems(n).map((item, i) => <ContentCard key={item.id} item={item} priority={i < 6} />);

export const Default: Story = {
  args: { children: cards(12) },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(12);
    for (const item of items)
      await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    // 1248 px of room fits five 200 px columns with their gaps.
    const tops = new Set(items.slice(0, 6).map((i) => Math.round(i.getBoundingClientRect().top)));
    await expect(tops.size).toBe(2);
  },
};

export const Mobile: Story = {
  args: { children: cards(6) },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    // Under 768 px the minimum drops to 150 px: two columns on a 375 px phone.
    for (const item of items)
      await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
    await expect(Math.round(items[0]!.getBoundingClientRect().top)).toBe(
      Math.round(items[1]!.getBoundingClientRect().top),
    );
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
  },
};

export const One: Story = {
  args: { children: cards(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
  },
};

export const LongContent: Story = {
  args: {
    children: catalogueItems(200).map((item, i) => (
      <ContentCard key={item.id} item={i % 10 === 0 ? { ...item, title: LONG_TITLE } : item} />
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(200);
    // Long titles never widen the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
