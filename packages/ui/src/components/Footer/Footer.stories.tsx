import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import {
  FOOTER_GENRE_FIXTURES,
  FOOTER_LIST_FIXTURES,
  FOOTER_PLATFORM_FIXTURES,
  inertLink,
} from "../../fixtures";
import { Footer } from "./Footer";

const meta = {
  title: "Chrome/Footer",
  component: Footer,
  args: {
    contactEmail: "iletisim@example.com",
    genres: FOOTER_GENRE_FIXTURES,
    lists: FOOTER_LIST_FIXTURES,
    platforms: FOOTER_PLATFORM_FIXTURES,
    linkComponent: inertLink(fn()),
  },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

export const Default: Story = {
  play: async ({ canvas }) => {
    // The genres and lists it is given, in order (the site's lists: packages/api siteLinks).
    await expect(hrefs(canvas.getByRole("navigation", { name: "Popüler Türler" }))).toEqual(
      FOOTER_GENRE_FIXTURES.map((link) => link.href),
    );
    await expect(canvas.getByRole("link", { name: "Drama" })).toHaveAttribute("href", "/tur/18");
    await expect(hrefs(canvas.getByRole("navigation", { name: "Listeler" }))).toEqual(
      FOOTER_LIST_FIXTURES.map((link) => link.href),
    );
    await expect(canvas.getByRole("link", { name: "Disney+ dizileri" })).toHaveAttribute(
      "href",
      "/platform/disneyplus",
    );
    await expect(canvas.getByRole("link", { name: "iletisim@example.com" })).toHaveAttribute(
      "href",
      "mailto:iletisim@example.com",
    );
    const socials = within(canvas.getByRole("list", { name: "Sosyal medya" })).getAllByRole("link");
    await expect(socials).toHaveLength(5);
    for (const social of socials)
      await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByText(/© 2024/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const genres = canvas.getByRole("heading", { name: "Popüler Türler" });
    const lists = canvas.getByRole("heading", { name: "Listeler" });
    // One column: sections stack.
    await expect(lists.getBoundingClientRect().top).toBeGreaterThan(
      genres.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
