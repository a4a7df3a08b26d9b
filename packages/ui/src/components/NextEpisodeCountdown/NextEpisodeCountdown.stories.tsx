import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { LONG_TITLE } from "../../fixtures";
import { createManualClock, type ManualClock } from "./clock";
import { NextEpisodeCountdown } from "./NextEpisodeCountdown";

const meta = {
  title: "Viewer/NextEpisodeCountdown",
  component: NextEpisodeCountdown,
  args: {
    episode: "S2 B1 · Yeni Başlangıç",
    onElapsed: fn(),
    onPlayNow: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof NextEpisodeCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each story moves its own clock, so every screenshot shows the same second. */
const manual = (clock: unknown) => clock as ManualClock;
const seconds = (canvas: { getByTestId(id: string): HTMLElement }) =>
  canvas.getByTestId("countdown-seconds").textContent;

/** Counts down from 10, announced once; the bar empties with the seconds. */
export const Default: Story = {
  args: { clock: createManualClock() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("region", { name: "Sonraki Bölüm" })).toBeVisible();
    await expect(seconds(canvas)).toBe("10");
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        "Sonraki bölüm, S2 B1 · Yeni Başlangıç, 10 saniye içinde başlayacak.",
      ),
    );
    manual(args.clock).advance(3000);
    await waitFor(() => expect(seconds(canvas)).toBe("7"));
    // The live region is not rewritten every second.
    await expect(canvas.getByRole("status")).toHaveTextContent("10 saniye");
    await expect(args.onElapsed).not.toHaveBeenCalled();
  },
};

/** At 0 the next episode opens, once. */
export const Elapsed: Story = {
  args: { clock: createManualClock() },
  play: async ({ args, canvas }) => {
    manual(args.clock).advance(9750);
    await waitFor(() => expect(seconds(canvas)).toBe("1"));
    await expect(args.onElapsed).not.toHaveBeenCalled();
    manual(args.clock).advance(250);
    await waitFor(() => expect(args.onElapsed).toHaveBeenCalledTimes(1));
    await expect(seconds(canvas)).toBe("0");
    manual(args.clock).advance(5000);
    await expect(args.onElapsed).toHaveBeenCalledTimes(1);
  },
};

export const PlayNow: Story = {
  args: { clock: createManualClock() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Şimdi Oynat" }));
    await expect(args.onPlayNow).toHaveBeenCalledTimes(1);
    await expect(args.onElapsed).not.toHaveBeenCalled();
  },
};

/** 'İptal' by keyboard: the caller closes the card; the countdown never fires. */
export const Cancel: Story = {
  args: { clock: createManualClock() },
  play: async ({ args, canvas }) => {
    const cancel = canvas.getByRole("button", { name: "İptal" });
    cancel.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A 5 s countdown (the caller may choose another length). */
export const Shorter: Story = {
  args: { clock: createManualClock(), seconds: 5 },
  play: async ({ args, canvas }) => {
    await expect(seconds(canvas)).toBe("5");
    manual(args.clock).advance(5000);
    await waitFor(() => expect(args.onElapsed).toHaveBeenCalledTimes(1));
  },
};

export const LongContent: Story = {
  args: { clock: createManualClock(), episode: `S12 B140 · ${LONG_TITLE}` },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region");
    const text = canvas.getByText(`S12 B140 · ${LONG_TITLE}`);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = {
  args: { clock: createManualClock() },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const card = canvas.getByRole("region");
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole("button", { name: "İptal" })).toBeVisible();
  },
};
