import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LanguageBadges } from "./LanguageBadges";

const meta = {
  title: "Player/LanguageBadges",
  component: LanguageBadges,
  args: { dubbed: true, subtitled: true },
} satisfies Meta<typeof LanguageBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title with both: detail pages and the player show the full words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Türkçe Dublaj")).toBeVisible();
    await expect(canvas.getByText("Türkçe Altyazı")).toBeVisible();
    // Two kinds, two colours.
    const dubbed = getComputedStyle(canvas.getByText("Türkçe Dublaj")).color;
    const subtitled = getComputedStyle(canvas.getByText("Türkçe Altyazı")).color;
    await expect(dubbed).not.toBe(subtitled);
  },
};

export const DubbedOnly: Story = {
  args: { subtitled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Türkçe Dublaj")).toBeVisible();
    await expect(canvas.queryByText("Türkçe Altyazı")).toBeNull();
  },
};

export const SubtitledOnly: Story = {
  args: { dubbed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Türkçe Altyazı")).toBeVisible();
    await expect(canvas.queryByText("Türkçe Dublaj")).toBeNull();
  },
};

/** Cards: 'TR Dublaj', 'TR Altyazı'; a screen reader hears the full words, once. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("TR Dublaj")).toBeVisible();
    await expect(canvas.getByText("TR Altyazı")).toBeVisible();
    await expect(canvas.getByText("TR Dublaj")).toHaveAttribute("aria-hidden", "true");
    // The full words are there for screen readers but not drawn.
    const full = canvas.getByText("Türkçe Dublaj");
    await expect(full.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const badges = canvasElement.querySelectorAll("[data-language]");
    await expect(badges).toHaveLength(2);
    await expect(badges[0]?.textContent).toBe("TR DublajTürkçe Dublaj");
  },
};

export const CompactDubbedOnly: Story = {
  args: { compact: true, subtitled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("TR Dublaj")).toBeVisible();
    await expect(canvas.queryByText("TR Altyazı")).toBeNull();
  },
};

/** Original language only: no badge at all, and no empty box. */
export const None: Story = {
  args: { dubbed: false, subtitled: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-language]")).toBeNull();
    await expect(canvasElement.textContent).toBe("");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const right = canvas.getByText("Türkçe Altyazı").getBoundingClientRect().right;
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};
