import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { LONG_OVERVIEW, LONG_TITLE, posterImage } from "../../fixtures";
import { ActionBar } from "../ActionBar";
import { DetailHero } from "./DetailHero";

const actions = (kind: "movie" | "series") => (
  <ActionBar
    kind={kind}
    inList={false}
    watched={false}
    liked={false}
    watchHref="/movie/m-demo/izle"
    onWatch={fn()}
    onToggleList={fn()}
    onToggleWatched={fn()}
    onToggleLike={fn()}
    onShare={fn()}
  />
);

const meta = {
  title: "Detail/DetailHero",
  component: DetailHero,
  args: {
    variant: "movie",
    title: "Ayla",
    originalTitle: "Ayla: The Daughter of War",
    backdrop: posterImage(11, true),
    poster: posterImage(11),
    rating: "8.4",
    year: 2017,
    duration: "2s 5dk",
    views: 1284503,
    genres: ["Dram", "Savaş", "Tarih"],
    overview: LONG_OVERVIEW.slice(0, 220),
    actions: actions("movie"),
  },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof DetailHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movie: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Ayla" })).toBeVisible();
    await expect(canvas.getByText("Film")).toBeVisible();
    await expect(canvas.getByText("2s 5dk")).toBeVisible();
    await expect(canvas.getByText("1.284.503 görüntülenme")).toBeVisible();
    const chips = canvas.getByRole("list", { name: "Türler" });
    await expect(chips.children).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: "İndir" })).toBeVisible();
  },
};

export const Series: Story = {
  args: {
    variant: "series",
    title: "Yargı",
    originalTitle: undefined,
    status: "ongoing",
    seasonCount: 3,
    episodeCount: 95,
    duration: "2s 20dk",
    actions: actions("series"),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Dizi")).toBeVisible();
    await expect(canvas.getByText("Devam Ediyor")).toBeVisible();
    await expect(canvas.getByText("3 sezon, 95 bölüm")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "İndir" })).toBeNull();
  },
};

export const MissingData: Story = {
  args: {
    backdrop: null,
    poster: null,
    rating: null,
    year: null,
    duration: null,
    views: null,
    genres: [],
    overview: undefined,
    originalTitle: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("N/A")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Türler" })).toBeNull();
    await expect(canvas.getByRole("img", { name: "Ayla afişi" })).toHaveAttribute(
      "data-placeholder",
    );
  },
};

export const LongContent: Story = {
  args: {
    title: LONG_TITLE,
    overview: LONG_OVERVIEW,
    genres: ["Bilim Kurgu", "Gerilim", "Dram", "Aksiyon", "Macera", "Gizem", "Fantastik", "Suç"],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * A phone held upright (issue 31): no poster (the backdrop shows the art), and
 * the title, its facts and 'İzle' fit the first screen, before the genres and
 * the description.
 */
export const Mobile: Story = {
  args: { title: LONG_TITLE, overview: LONG_OVERVIEW },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("img", { name: `${LONG_TITLE} afişi` })).toBeNull();
    const title = canvas.getByRole("heading", { level: 1 });
    const watch = canvas.getByRole("link", { name: "İzle" }).getBoundingClientRect();
    await expect(title.getBoundingClientRect().top).toBeLessThan(watch.top);
    await expect(watch.bottom).toBeLessThanOrEqual(window.innerHeight);
    const overview = canvas.getByText(LONG_OVERVIEW).getBoundingClientRect();
    await expect(overview.top).toBeGreaterThan(watch.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Issue 15: 'Türkçe Dublaj' and 'Türkçe Altyazı' beside the type badge. */
export const WithLanguages: Story = {
  args: { dubbed: true, subtitled: true },
  play: async ({ canvas }) => {
    const tags = canvas.getByRole("list", { name: "Etiketler" });
    await expect(tags).toHaveTextContent("Türkçe Dublaj");
    await expect(tags).toHaveTextContent("Türkçe Altyazı");
  },
};
