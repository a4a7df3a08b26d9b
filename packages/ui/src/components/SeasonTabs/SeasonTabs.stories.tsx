import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { EpisodeList } from "../EpisodeList";
import { episodeFixtures as episodes } from "../../fixtures";
import { SeasonTabs, type SeasonTabsProps } from "./SeasonTabs";

function Stateful(props: SeasonTabsProps) {
  const [season, setSeason] = useState(props.value);
  const count = props.seasons.find((s) => s.number === season)?.episodeCount ?? 0;
  return (
    <SeasonTabs
      {...props}
      value={season}
      onValueChange={(n) => {
        setSeason(n);
        props.onValueChange(n);
      }}
    >
      <EpisodeList
        episodes={episodes(season, count)}
        watchHref={(episode) => `/tv/s-demo/izle/${episode.seasonNumber}/${episode.number}`}
        onPlay={() => {}}
      />
    </SeasonTabs>
  );
}

const meta = {
  title: "Detail/SeasonTabs",
  component: SeasonTabs,
  args: {
    seasons: [
      { number: 1, episodeCount: 3 },
      { number: 2, episodeCount: 2 },
      { number: 3, episodeCount: 4 },
    ],
    value: 1,
    onValueChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SeasonTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole("tab", { name: "Sezon 1 (3 bölüm)" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("S1 B3");
    await userEvent.click(canvas.getByRole("tab", { name: "Sezon 3 (4 bölüm)" }));
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("S3 B4");
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Sezon 1 (3 bölüm)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Sezon 2 (2 bölüm)" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard("{End}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    // Tab leaves the tab list for the panel's content.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel").contains(document.activeElement)).toBe(true);
  },
};

export const Mobile: Story = {
  args: {
    seasons: Array.from({ length: 12 }, (_, i) => ({ number: i + 1, episodeCount: 10 + i })),
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Twelve tabs scroll inside their strip, not the page.
    await expect(canvas.getAllByRole("tab")).toHaveLength(12);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
