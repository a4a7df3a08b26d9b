import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, waitFor } from "storybook/test";
import { preferReducedMotion } from "../../lib/preferReducedMotion";
import {
  FLOATING_HEART_COUNT,
  FLOATING_HEART_MAX_DURATION_MS,
  FLOATING_HEART_MIN_DURATION_MS,
  FLOATING_HEARTS_REGENERATE_MS,
  FloatingHearts,
} from "./FloatingHearts";

/** Seeded random numbers (mulberry32): the same hearts on every run and screenshot. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(7);

const hearts = () =>
  Array.from(screen.queryByTestId("floating-hearts")?.children ?? []) as HTMLElement[];

/** Captures the regeneration interval so the test can fire it instead of waiting 10 s. */
const spyOnIntervals = () => spyOn(window, "setInterval");
let intervalSpy: ReturnType<typeof spyOnIntervals> | undefined;

const meta = {
  title: "Couple mode/FloatingHearts",
  component: FloatingHearts,
  parameters: { layout: "fullscreen" },
  args: { active: true, random },
} satisfies Meta<typeof FloatingHearts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 15 hearts, each rising for 8–12 s; a new set every 10 s. */
export const Default: Story = {
  beforeEach: () => {
    intervalSpy = spyOnIntervals();
    return () => intervalSpy?.mockRestore();
  },
  play: async () => {
    await waitFor(() => expect(hearts()).toHaveLength(FLOATING_HEART_COUNT));
    for (const heart of hearts()) {
      const ms = parseFloat(heart.style.animationDuration);
      await expect(ms).toBeGreaterThanOrEqual(FLOATING_HEART_MIN_DURATION_MS);
      await expect(ms).toBeLessThanOrEqual(FLOATING_HEART_MAX_DURATION_MS);
    }
    const call = intervalSpy?.mock.calls.find(([, ms]) => ms === FLOATING_HEARTS_REGENERATE_MS);
    await expect(call).toBeDefined();
    const before = hearts().map((h) => h.style.left);
    // Fire the 10 s tick now: a fresh set of 15 replaces the old one.
    (call?.[0] as () => void)();
    await waitFor(() => expect(hearts().map((h) => h.style.left)).not.toEqual(before));
    await expect(hearts()).toHaveLength(FLOATING_HEART_COUNT);
    await expect(screen.getByTestId("floating-hearts")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async () => {
    await expect(hearts()).toHaveLength(0);
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async () => {
    await expect(hearts()).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    await waitFor(() => expect(hearts()).toHaveLength(FLOATING_HEART_COUNT));
    // Hearts never widen the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
