import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LONG_OVERVIEW, LONG_TITLE, posterImage } from "../../fixtures";
import { Hero } from "./Hero";

const meta = {
  title: "Catalogue/Hero",
  component: Hero,
  args: {
    title: "Kuruluş Osman",
    overview: LONG_OVERVIEW.slice(0, 180),
    backdrop: posterImage(2, true),
    rating: "8.1",
    year: 2024,
    type: "tv",
    watchHref: "/tv/1000",
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Kuruluş Osman" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Şimdi İzle" })).toHaveAttribute(
      "href",
      "/tv/1000",
    );
  },
};

export const WithButton: Story = {
  args: { watchHref: undefined, onWatch: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Şimdi İzle" }));
    await expect(args.onWatch).toHaveBeenCalledTimes(1);
  },
};

export const NoBackdrop: Story = {
  args: { backdrop: null, rating: null, year: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("N/A")).toBeVisible();
    await expect(canvasElement.querySelector("[data-placeholder]")).not.toBeNull();
  },
};

export const LongContent: Story = {
  args: { title: LONG_TITLE, overview: LONG_OVERVIEW },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Şimdi İzle" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole("region", { name: "Kuruluş Osman" });
    await expect(hero.getBoundingClientRect().height).toBeGreaterThanOrEqual(360);
  },
};
