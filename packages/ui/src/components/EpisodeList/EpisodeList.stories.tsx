import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { episodeFixtures, LONG_OVERVIEW, LONG_TITLE } from "../../fixtures";
import { EpisodeList } from "./EpisodeList";

const episodes = episodeFixtures;

const meta = {
  title: "Detail/EpisodeList",
  component: EpisodeList,
  args: {
    episodes: episodes(2, 4),
    watchHref: (episode) => `/tv/s-demo/izle/${episode.seasonNumber}/${episode.number}`,
    onPlay: fn(),
  },
} satisfies Meta<typeof EpisodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("S2 B1")).toBeVisible();
    await expect(canvas.getByText("10 Ocak 2024")).toBeVisible();
    await expect(canvas.getByText("2s 10dk")).toBeVisible();
    // A link to the episode's watch page (it plays without script), opened in place by the page.
    const watch = canvas.getByRole("link", { name: "İzle: S2 B3 3. Bölüm" });
    await expect(watch).toHaveAttribute("href", "/tv/s-demo/izle/2/3");
    await userEvent.click(watch);
    await expect(args.onPlay).toHaveBeenCalledWith(
      expect.objectContaining({ seasonNumber: 2, number: 3 }),
    );
  },
};

/** Issue 14: the viewer's progress per episode: finished, half way, never played. */
export const WithProgress: Story = {
  args: {
    episodes: episodes(1, 3).map((episode, index) =>
      index === 0
        ? { ...episode, progress: { value: 1, text: "İzlendi" } }
        : index === 1
          ? { ...episode, progress: { value: 0.4, text: "33dk kaldı" } }
          : episode,
    ),
  },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole("progressbar");
    await expect(bars).toHaveLength(2);
    await expect(
      canvas.getByRole("progressbar", { name: "İzlenme durumu: S1 B2" }),
    ).toHaveAttribute("aria-valuenow", "40");
    await expect(canvas.getByText("33dk kaldı")).toBeVisible();
    await expect(canvas.getByText("İzlendi")).toBeVisible();
  },
};

export const MissingData: Story = {
  args: { episodes: [{ seasonNumber: 1, number: 1, code: "S1 B1", title: "Pilot" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("S1 B1")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /İzle/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { episodes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bu sezon için bölüm bulunamadı.")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    episodes: Array.from({ length: 200 }, (_, i) => ({
      seasonNumber: 1,
      number: i + 1,
      code: `S1 B${i + 1}`,
      title: i % 25 === 0 ? LONG_TITLE : `${i + 1}. Bölüm`,
      description: LONG_OVERVIEW,
      duration: "45dk",
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(200);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("link", { name: /İzle/ })[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
