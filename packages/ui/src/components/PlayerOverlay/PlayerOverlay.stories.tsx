import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { LanguageBadges } from "../LanguageBadges";
import { NextEpisodeCountdown } from "../NextEpisodeCountdown";
import { createManualClock } from "../NextEpisodeCountdown/clock";
import { SourceMenu } from "../SourceMenu";
import { PlayerLoading } from "./PlayerLoading";
import { PlayerOverlay, type PlayerOverlayProps, type PlayerStatus } from "./PlayerOverlay";

/**
 * A stand-in embed page: no network in Storybook or the tests, and no text,
 * so the frame looks the same on every machine.
 */
const demoPlayer = (hue: number) =>
  `data:text/html,${encodeURIComponent(
    `<body style="margin:0;height:100vh;display:grid;place-items:center;background:hsl(${hue} 40% 12%)">` +
      `<svg width="96" height="96" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="hsl(${hue} 60% 45%)"/>` +
      `<path d="M10 8l6 4-6 4z" fill="white"/></svg></body>`,
  )}`;

const SOURCES = [demoPlayer(0), demoPlayer(210), demoPlayer(130)];

const meta = {
  title: "Playback/PlayerOverlay",
  component: PlayerOverlay,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    onClose: fn(),
    title: "Esaretin Bedeli",
    sources: SOURCES,
    currentIndex: 0,
    status: "ready",
    onSourceLoad: fn(),
    onSourceError: fn(),
    onNextSource: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof PlayerOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Playing the first source: the frame is sandboxed and sends no referrer. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Esaretin Bedeli" });
    const frame = within(dialog).getByTitle("Esaretin Bedeli");
    await expect(frame.tagName).toBe("IFRAME");
    await expect(frame).toHaveAttribute("src", SOURCES[0]);
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-presentation",
    );
    await waitFor(() => expect(within(dialog).getByText("Kaynak 1/3")).toBeVisible());
    // The frame's load event goes up to the caller, who decides it is ready.
    await waitFor(() => expect(args.onSourceLoad).toHaveBeenCalledWith(0));
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Yükleniyor...");
  },
};

/** 'İzle' pressed before the player's own code arrived: its screen, loading (PlayerLoading). */
export const CodeLoading: Story = {
  render: (args) => <PlayerLoading title={args.title} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status", { name: "Esaretin Bedeli: Yükleniyor..." });
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent("Yükleniyor...");
  },
};

/**
 * The watch page (issue 34): the player is part of the page, not in a portal,
 * and its close control is a link to the title's page.
 */
export const WatchPage: Story = {
  args: { watchPage: { closeHref: "/movie/m-esaretin-bedeli" } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole("dialog", { name: "Esaretin Bedeli" });
    const close = within(dialog).getByRole("link", { name: "Kapat" });
    await expect(close).toHaveAttribute("href", "/movie/m-esaretin-bedeli");
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const SecondSource: Story = {
  args: { currentIndex: 1 },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByText("Kaynak 2/3")).toBeVisible());
    await expect(within(dialog).getByTitle("Esaretin Bedeli")).toHaveAttribute("src", SOURCES[1]);
  },
};

/** One source failed: the viewer may try another or reload. */
export const Error: Story = {
  args: { status: "error" },
  play: async ({ args }) => {
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Video yüklenirken bir hata oluştu");
    await userEvent.click(within(alert).getByRole("button", { name: "Farklı Kaynak Dene" }));
    await expect(args.onNextSource).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole("button", { name: "Sayfayı Yenile" }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // No frame stays behind the error.
    await expect(screen.queryByTitle("Esaretin Bedeli")).not.toBeInTheDocument();
  },
};

/** Every source failed. */
export const AllSourcesFailed: Story = {
  args: { status: "exhausted", currentIndex: 2 },
  play: async () => {
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Video oynatılamıyor - tüm kaynaklar denendi");
    await waitFor(() =>
      expect(within(alert).getByRole("button", { name: "Farklı Kaynak Dene" })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(alert).getByRole("button", { name: "Sayfayı Yenile" })).toBeVisible(),
    );
    await waitFor(() => expect(screen.getByText("Kaynak 3/3")).toBeVisible());
  },
};

/** Nothing to play at all: no source count, no 'Farklı Kaynak Dene'. */
export const Empty: Story = {
  args: { sources: [], status: "exhausted" },
  play: async () => {
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Video oynatılamıyor - tüm kaynaklar denendi");
    await expect(within(alert).queryByRole("button", { name: "Farklı Kaynak Dene" })).toBeNull();
    await expect(screen.queryByText(/Kaynak \d/)).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title:
      "Yüzüklerin Efendisi: Kralın Dönüşü — Genişletilmiş Özel Sürüm, Türkçe Dublaj ve Altyazılı Çağdaş Restorasyon",
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // The long title is cut with an ellipsis; the source count and close button stay on screen.
    const close = within(dialog).getByRole("button", { name: "Kapat" });
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await waitFor(() => expect(within(dialog).getByText("Kaynak 1/3")).toBeVisible());
  },
};

/** The detail page's 'İzle' opens the player; the caller walks the sources. */
function WatchFlow(props: Pick<PlayerOverlayProps, "sources" | "title">) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<PlayerStatus>("loading");
  return (
    <div style={{ padding: 16 }}>
      <Button
        onClick={() => {
          setIndex(0);
          setStatus("loading");
          setOpen(true);
        }}
      >
        İzle
      </Button>
      <PlayerOverlay
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        currentIndex={index}
        status={status}
        onSourceLoad={() => setStatus("ready")}
        onSourceError={() => setStatus("error")}
        onNextSource={() => {
          setIndex((i) => (i + 1) % props.sources.length);
          setStatus("loading");
        }}
      />
    </div>
  );
}

/** Escape closes the player, focus returns to 'İzle', and the page scrolls again. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: (args) => <WatchFlow sources={args.sources} title={args.title} />,
  play: async ({ canvas }) => {
    const watch = canvas.getByRole("button", { name: "İzle" });
    await userEvent.click(watch);
    const dialog = await screen.findByRole("dialog", { name: "Esaretin Bedeli" });
    await expect(getComputedStyle(document.body).overflow).toBe("hidden");
    // The player takes focus itself (keyboard shortcuts), not its first button.
    await waitFor(() => expect(dialog).toHaveFocus());
    // The demo source loads and the caller marks it ready: the loading cover goes away.
    await waitFor(() => expect(within(dialog).queryByRole("status")).toBeNull());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(watch).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const frame = within(dialog).getByTitle("Esaretin Bedeli");
    const { width, height } = frame.getBoundingClientRect();
    // Full width of the phone minus the stage padding, in 16:9.
    await expect(width).toBeGreaterThan(340);
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** Issue 14: an episode finished; the 'Sonraki Bölüm' countdown sits in the corner and takes clicks. */
export const WithNextEpisodeCountdown: Story = {
  args: {
    corner: (
      <NextEpisodeCountdown
        episode="S2 B1 · Yeni Başlangıç"
        clock={createManualClock()}
        onElapsed={fn()}
        onPlayNow={fn()}
        onCancel={fn()}
      />
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const card = within(dialog).getByRole("region", { name: "Sonraki Bölüm" });
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(card).toBeVisible());
    const play = within(card).getByRole("button", { name: "Şimdi Oynat" });
    play.focus();
    await expect(play).toHaveFocus();
  },
};

/**
 * Issue 15: the top bar's controls replace the plain 'Kaynak k/n' label: the
 * playing source's languages, the source menu and the shortcuts button.
 */
export const WithControls: Story = {
  args: {
    currentIndex: 1,
    controls: (
      <>
        <LanguageBadges dubbed compact />
        <SourceMenu
          sources={[
            { host: "localhost:5050", subtitled: true, state: "notReady" },
            { host: "localhost:5050", dubbed: true, state: "playing" },
            { host: "player.example", dubbed: true, subtitled: true, state: "idle" },
          ]}
          currentIndex={1}
          onSelect={fn()}
        />
      </>
    ),
    onShortcutsHelp: fn(),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Kaynak 2/3" })).toBeVisible(),
    );
    await expect(within(dialog).getByText("TR Dublaj")).toBeVisible();
    const help = within(dialog).getByRole("button", { name: "Klavye Kısayolları" });
    await userEvent.click(help);
    await expect(args.onShortcutsHelp).toHaveBeenCalledTimes(1);
    // The controls take the label's place: no second 'Kaynak 2/3'.
    await expect(within(dialog).getAllByText(/^Kaynak 2\/3/)).toHaveLength(1);
  },
};

export const WithControlsMobile: Story = {
  ...WithControls,
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "Kapat" });
    await waitFor(() => expect(close).toBeVisible());
    // The title keeps its room: the controls go to a row of their own.
    const title = within(dialog).getByText("Esaretin Bedeli", { selector: "p" });
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth / 2);
    // Everything in the bar stays on the phone's screen.
    for (const control of [close, within(dialog).getByRole("button", { name: "Kaynak 2/3" })]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/**
 * Phones: a double tap on the player's left or right third asks to seek back
 * or ahead; single taps, or taps on two different sides, do not.
 */
export const DoubleTapToSeek: Story = {
  args: { onDoubleTap: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    const zone = (side: string) => dialog.querySelector<HTMLElement>(`[data-tap-zone=${side}]`)!;
    await waitFor(() => expect(zone("forward")).toBeVisible());
    await userEvent.dblClick(zone("forward"));
    await expect(args.onDoubleTap).toHaveBeenCalledTimes(1);
    await expect(args.onDoubleTap).toHaveBeenLastCalledWith("forward");
    await userEvent.dblClick(zone("back"));
    await expect(args.onDoubleTap).toHaveBeenLastCalledWith("back");
    await userEvent.click(zone("back"));
    await userEvent.click(zone("forward"));
    await expect(args.onDoubleTap).toHaveBeenCalledTimes(2);
    // The zones leave the middle third and the player's control strip alone.
    const frame = within(dialog).getByTitle("Esaretin Bedeli").getBoundingClientRect();
    const right = zone("forward").getBoundingClientRect();
    await expect(right.width).toBeLessThan(frame.width / 2);
    await expect(right.bottom).toBeLessThan(frame.bottom);
  },
};
