import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LONG_OVERVIEW, LONG_TITLE, posterImage, VIDEO_PAGE } from "../../fixtures";
import { StaticShowView, type StaticShow, type StaticShowViewProps } from "./StaticShowView";

const SHOW: StaticShow = {
  title: "Kızılcık Şerbeti",
  poster: posterImage(14),
  overview: LONG_OVERVIEW.slice(0, 200),
  year: 2022,
  rating: "6.8",
  genres: ["Dram", "Aile"],
  seasons: [
    {
      number: 1,
      name: "İlk Sezon",
      episodes: [1, 2, 3].map((n) => ({ number: n, name: `Başlangıç ${n}` })),
    },
    {
      number: 2,
      name: "Yeni Hayat",
      episodes: [1, 2].map((n) => ({ number: n, name: `Dönüş ${n}` })),
    },
  ],
};

/** Plays the page's part: selection state and the video it resolves. */
function Stateful(props: StaticShowViewProps) {
  const [[season, episode], setSelection] = useState([props.selectedSeason, props.selectedEpisode]);
  return (
    <StaticShowView
      {...props}
      selectedSeason={season}
      selectedEpisode={episode}
      onSelect={(s, e) => {
        setSelection([s, e]);
        props.onSelect(s, e);
      }}
    />
  );
}

const meta = {
  title: "Detail/StaticShowView",
  component: StaticShowView,
  args: {
    status: "ready",
    show: SHOW,
    videoUrl: VIDEO_PAGE,
    selectedSeason: 0,
    selectedEpisode: 0,
    onSelect: fn(),
    notFoundHref: "/all-series",
  },
  render: (args) => <Stateful {...args} />,
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof StaticShowView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Kızılcık Şerbeti" })).toBeVisible();
    const frame = canvas.getByTitle(
      "Kızılcık Şerbeti - Sezon 1 - İlk Sezon, Bölüm 1 - Başlangıç 1",
    );
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(frame).toHaveAttribute("sandbox");
    await userEvent.click(canvas.getByRole("button", { name: "Bölüm 3 - Başlangıç 3" }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(0, 2);
    await expect(canvas.getByRole("button", { name: "Bölüm 3 - Başlangıç 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // A season button selects that season's first episode.
    await userEvent.click(canvas.getByRole("button", { name: "Sezon 2 - Yeni Hayat" }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(1, 0);
    await expect(canvas.getByRole("button", { name: "Bölüm 1 - Dönüş 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.queryByRole("button", { name: "Bölüm 3 - Başlangıç 3" })).toBeNull();
  },
};

export const SinglePiece: Story = {
  args: { show: { ...SHOW, seasons: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Tek parça içerik")).toBeVisible();
    await expect(canvas.getByTitle("Kızılcık Şerbeti")).toBeVisible();
  },
};

export const NoVideo: Story = {
  args: { show: { ...SHOW, seasons: [] }, videoUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Video bulunamadı");
    await expect(canvas.queryByText("Tek parça içerik")).toBeNull();
  },
};

export const NotFound: Story = {
  args: { status: "notFound", show: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Dizi bulunamadı" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tüm Dizilere Dön" })).toHaveAttribute(
      "href",
      "/all-series",
    );
  },
};

export const NotFoundOnSeriesRoute: Story = {
  args: {
    status: "notFound",
    show: undefined,
    notFoundHref: "/",
    notFoundLinkLabel: "Ana Sayfaya Dön",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ana Sayfaya Dön" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
  },
};

export const Error: Story = {
  args: { status: "error", errorMessage: "dizi.json yüklenemedi" },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Hata: dizi.json yüklenemedi");
    await expect(getComputedStyle(alert).color).toBe("rgb(255, 90, 103)");
  },
};

export const LongContent: Story = {
  args: {
    show: {
      ...SHOW,
      title: LONG_TITLE,
      overview: LONG_OVERVIEW,
      seasons: [
        {
          number: 1,
          name: LONG_TITLE,
          episodes: Array.from({ length: 200 }, (_, i) => ({
            number: i + 1,
            name: i % 20 ? `Bölüm adı ${i + 1}` : LONG_TITLE,
          })),
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("button", { name: /^Bölüm/ })).toHaveLength(200);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Sezon 1 - İlk Sezon" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
