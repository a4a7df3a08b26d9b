import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, waitFor } from "storybook/test";
import { preferReducedMotion } from "../../lib/preferReducedMotion";
import { HEART_LIFETIME_MS, HEART_TRAIL_THROTTLE_MS, HeartTrail } from "./HeartTrail";

const hearts = () => screen.queryByTestId("heart-trail")?.children.length ?? 0;
const move = (x: number, y: number) => fireEvent.mouseMove(window, { clientX: x, clientY: y });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: "Couple mode/HeartTrail",
  component: HeartTrail,
  args: { active: true },
  render: (args) => (
    <>
      <p>Fareyi bu alanda gezdirin.</p>
      <HeartTrail {...args} />
    </>
  ),
} satisfies Meta<typeof HeartTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One heart per 100 ms of movement, each gone after 1 s. */
export const Default: Story = {
  play: async () => {
    move(100, 100);
    move(110, 105);
    move(120, 110);
    // Three moves within the throttle window: one heart.
    await expect(hearts()).toBe(1);
    await pause(HEART_TRAIL_THROTTLE_MS + 20);
    move(200, 150);
    await expect(hearts()).toBe(2);
    const heart = screen.getByTestId("heart-trail").lastElementChild as HTMLElement;
    await expect(heart.style.left).toBe("200px");
    await expect(heart.style.top).toBe("150px");
    await waitFor(() => expect(hearts()).toBe(0), { timeout: HEART_LIFETIME_MS * 3 });
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async () => {
    move(100, 100);
    await expect(hearts()).toBe(0);
  },
};

/** Under `prefers-reduced-motion` no heart appears. */
export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async () => {
    await expect(window.matchMedia("(prefers-reduced-motion: reduce)").matches).toBe(true);
    move(100, 100);
    await pause(HEART_TRAIL_THROTTLE_MS + 20);
    move(150, 120);
    await expect(hearts()).toBe(0);
  },
};
