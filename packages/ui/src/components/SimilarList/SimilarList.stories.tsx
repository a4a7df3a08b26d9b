import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { catalogueItems } from "../../fixtures";
import { SimilarList } from "./SimilarList";

const meta = {
  title: "Detail/SimilarList",
  component: SimilarList,
  args: { items: catalogueItems(8) },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof SimilarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Benzer Filmler" })).toBeVisible();
    // Eight candidates, six shown, each leading to its page.
    await expect(canvas.getAllByRole("article")).toHaveLength(6);
    await expect(canvas.getAllByRole("link")).toHaveLength(6);
  },
};

/** Issue 17: the fixed samples as the fallback have no pages, so their cards are not links. */
export const SamplesFallback: Story = {
  args: {
    items: catalogueItems(3).map((item) => ({ ...item, href: undefined, poster: null })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

export const One: Story = {
  args: { items: catalogueItems(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole("article");
    await expect(Math.round(cards[0]!.getBoundingClientRect().top)).toBe(
      Math.round(cards[1]!.getBoundingClientRect().top),
    );
  },
};
