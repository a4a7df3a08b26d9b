import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PageSkeleton } from "./PageSkeleton";

const meta = {
  title: "Basics/PageSkeleton",
  component: PageSkeleton,
  args: { shape: "list" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page loading: heading, count line and a grid of card shapes. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
    const cards = canvasElement.querySelectorAll("[data-skeleton='list'] [aria-hidden] > span");
    await expect(cards).toHaveLength(8);
    // Poster-shaped: taller than wide, like the cards to come.
    const poster = cards[0]!.firstElementChild!.getBoundingClientRect();
    await expect(poster.height).toBeGreaterThan(poster.width);
  },
};

/** A film or series page loading: hero with poster and text lines, then sections. */
export const Detail: Story = {
  args: { shape: "detail", message: "Film yükleniyor..." },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Film yükleniyor...");
    await expect(canvasElement.querySelector("[data-skeleton='detail']")).not.toBeNull();
  },
};

export const Mobile: Story = {
  args: { shape: "list" },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = [
      ...canvasElement.querySelectorAll("[data-skeleton='list'] [aria-hidden] > span"),
    ];
    // SPEC.md §9: 150 px cards under 768 px, two to a row on a phone.
    await expect(Math.round(cards[0]!.getBoundingClientRect().top)).toBe(
      Math.round(cards[1]!.getBoundingClientRect().top),
    );
  },
};
