import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { LinkComponentProps } from "../Link";
import {
  EmbedFrame,
  EmbedGrid,
  EmbedViewerHeader,
  titleFromEpisodeUrl,
  type EmbedGridItem,
} from "./EmbedViewer";

const demoPlayer = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;height:100vh;background:#1d1d26"></body>',
)}`;
const EPISODE_URL = "https://dizi.example/kurulus-osman/sezon-5/bolum-12";

const item = (n: number): EmbedGridItem => ({
  id: `e${n}`,
  title: `Kuruluş Osman ${Math.ceil(n / 20)}. Sezon ${((n - 1) % 20) + 1}. Bölüm`,
  href: `/embed/kurulus-osman-${n}`,
});
const ITEMS = Array.from({ length: 8 }, (_, i) => item(i + 1));

interface ViewerArgs {
  onBack: () => void;
  onRandom: () => void;
  onFrameLoad: () => void;
  status: "loading" | "error" | "ready";
  items: EmbedGridItem[];
  embedUrl: string | null;
  failed: boolean;
  randomBusy: boolean;
}

/** The embed page as the site composes it: header, frame, grid. */
function EmbedViewerPage(args: ViewerArgs) {
  const [query, setQuery] = useState("");
  const visible = args.items.filter((i) =>
    i.title.toLocaleLowerCase("tr").includes(query.trim().toLocaleLowerCase("tr")),
  );
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 24, maxWidth: 1200 }}>
      {/* The spies are called without the click event: Storybook's action log would
          try to serialise it, and its window holds the cross-origin player frame. */}
      <EmbedViewerHeader
        onBack={() => args.onBack()}
        onRandom={() => args.onRandom()}
        randomBusy={args.randomBusy}
        query={query}
        onQueryChange={setQuery}
      />
      <EmbedFrame
        embedUrl={args.embedUrl}
        episodeUrl={EPISODE_URL}
        failed={args.failed}
        onLoad={() => args.onFrameLoad()}
      />
      <EmbedGrid items={visible} status={args.status} selectedId="e1" />
    </div>
  );
}

const meta = {
  title: "Playback/EmbedViewer",
  component: EmbedViewerPage,
  args: {
    onBack: fn(),
    onRandom: fn(),
    onFrameLoad: fn(),
    status: "ready",
    items: ITEMS,
    embedUrl: demoPlayer,
    failed: false,
    randomBusy: false,
  },
} satisfies Meta<typeof EmbedViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Geri" }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Rastgele" }));
    await expect(args.onRandom).toHaveBeenCalledTimes(1);

    // The frame is named from the episode address, sandboxed and sends no referrer.
    // Its attributes are read as text: Storybook's interaction log would try to
    // serialise the frame element itself, and reach into the cross-origin player.
    const frame = canvasElement.querySelector<HTMLIFrameElement>(
      'iframe[title="kurulus osman - sezon 5 - bolum 12"]',
    );
    await expect(frame?.getAttribute("referrerpolicy")).toBe("no-referrer");
    await expect(frame?.getAttribute("sandbox")).toBe(
      "allow-scripts allow-same-origin allow-presentation",
    );
    await waitFor(() => expect(args.onFrameLoad).toHaveBeenCalled());

    await expect(canvas.getByRole("heading", { name: "Tum Embedler (8)" })).toBeInTheDocument();
    const first = canvas.getByRole("link", { name: "Kuruluş Osman 1. Sezon 1. Bölüm" });
    await expect(first).toHaveAttribute("href", "/embed/kurulus-osman-1");
    await expect(first).toHaveAttribute("aria-current", "page");

    // Searching narrows the grid and its count.
    await userEvent.type(canvas.getByPlaceholderText("Dizi/film ara..."), "2. bölüm");
    await expect(canvas.getByRole("heading", { name: "Tum Embedler (1)" })).toBeInTheDocument();
  },
};

/** The provider refused embedding: the fallback panel offers a new tab. */
export const FrameFailed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Bu icerik iframe icinde gosterilemiyor");
    const link = within(alert).getByRole("link", { name: "Yeni sekmede ac" });
    await expect(link).toHaveAttribute("href", demoPlayer);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.queryByTitle("kurulus osman - sezon 5 - bolum 12")).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: "loading", randomBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
    await expect(canvas.getByRole("heading", { name: "Tum Embedler" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Rastgele" })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Embed verileri yuklenirken hata olustu",
    );
  },
};

export const Empty: Story = {
  args: { items: [], embedUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Embed bulunamadi")).toHaveLength(2);
    await expect(canvas.getByRole("heading", { name: "Tum Embedler (0)" })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        id: "long",
        title:
          "Muhteşem Yüzyıl: Kösem — Sultanın Gölgesinde Geçen Uzun Yılların Hikâyesi 2. Sezon 33. Bölüm",
        href: "/embed/muhtesem-yuzyil-kosem",
      },
      ...Array.from({ length: 199 }, (_, i) => item(i + 2)),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Tum Embedler (200)" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("link")).toHaveLength(200);
    const list = canvas.getAllByRole("list")[0];
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    // The search takes its own full-width row under back and 'Rastgele'.
    const search = canvas.getByRole("searchbox");
    const back = canvas.getByRole("button", { name: "Geri" });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(
      back.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

function RecordingLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={`#router${href}`} data-router-link="">
      {children}
    </a>
  );
}

/** The site passes its router's Link; the grid renders through it. */
export const WithRouterLink: Story = {
  render: () => (
    <EmbedGrid items={ITEMS.slice(0, 2)} status="ready" linkComponent={RecordingLink} />
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links[0]).toHaveAttribute("data-router-link");
    await expect(links[0]).toHaveAttribute("href", "#router/embed/kurulus-osman-1");
  },
};

/** The title rule, as a caller would see it in the frame's name. */
export const TitleFromUrl: Story = {
  render: () => (
    <ul>
      {[EPISODE_URL, "https://x.example/izle/Aşk-ı%20Memnu_1.html", "not a url"].map((url) => (
        <li key={url}>{titleFromEpisodeUrl(url)}</li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem").map((li) => li.textContent);
    await expect(items).toEqual([
      "kurulus osman - sezon 5 - bolum 12",
      "izle - Aşk ı Memnu 1",
      "not a url",
    ]);
  },
};
