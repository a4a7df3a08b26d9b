import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { CoupleModeButton } from "./CoupleModeButton";

const meta = {
  title: "Couple mode/CoupleModeButton",
  component: CoupleModeButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CoupleModeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Sevgili Modu" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Connected: Story = {
  args: { connected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Sevgili Modu bağlı" })).toBeInTheDocument();
  },
};

/** The site's widget, pinned to the bottom-right corner from a tablet up. */
export const Floating: Story = {
  args: { floating: true },
  // Fixed to the viewport's corner, as on the site: no Storybook padding around the page.
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    const { right, bottom, top } = canvas.getByRole("button").getBoundingClientRect();
    await expect(window.innerWidth - right).toBe(16);
    await expect(window.innerHeight - bottom).toBe(16);
    // The page keeps room at its end, so the button never covers the last lines (issue 17).
    const reserve = parseFloat(getComputedStyle(document.body).paddingBottom);
    await expect(reserve).toBeGreaterThanOrEqual(window.innerHeight - top);
  },
};

/**
 * On a phone the floating button is a round heart docked in the header's
 * strip (as below 1024 px), left of the menu button: over the page it covered
 * text (issue 31).
 */
export const Mobile: Story = {
  args: { floating: true },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(window.innerWidth).toBe(375);
    // Icon only: the name is still the words, for screen readers and voice control.
    const button = canvas.getByRole("button", { name: "Sevgili Modu" });
    const { width, height, right, top } = button.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(width).toBeLessThanOrEqual(48);
    // In the header's 64 px strip, left of its 40 px menu button.
    await expect(top).toBe(8);
    await expect(window.innerWidth - right).toBe(16 + 40 + 8);
    // No room kept at the page's end: the button is not over it.
    await expect(parseFloat(getComputedStyle(document.body).paddingBottom)).toBe(0);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Connected on a phone: the green dot sits on the heart's rim, and the name says it. */
export const MobileConnected: Story = {
  args: { floating: true, connected: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Sevgili Modu bağlı" });
    const { width, height, left, right } = button.getBoundingClientRect();
    await expect(width).toBe(height);
    const dot = canvas.getByRole("img", { name: "bağlı" }).getBoundingClientRect();
    await expect(dot.left).toBeGreaterThanOrEqual(left);
    await expect(dot.right).toBeLessThanOrEqual(right);
  },
};

/** Not floating (in a menu, say), the label stays on phones too. */
export const MobileInline: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Sevgili Modu" });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThan(2 * height);
  },
};

/**
 * A page with a player of its own (a static series page) draws the button in
 * its actions from 1024 px and the floating one steps aside: floating, it
 * covered the player's corner (issue 31 item 5).
 */
export const InPage: Story = {
  args: { inPage: true },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <>
      <CoupleModeButton {...args} />
      <CoupleModeButton floating />
    </>
  ),
  play: async ({ args, canvas }) => {
    const [inPage, floating] = canvas.getAllByRole("button", { hidden: true });
    await expect(inPage).toBeVisible();
    await expect(floating).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Sevgili Modu" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Below 1024 px the floating button sits in the header: the page's own is not drawn. */
export const InPageMobile: Story = {
  ...InPage,
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const [inPage, floating] = canvas.getAllByRole("button", { hidden: true });
    await expect(inPage).not.toBeVisible();
    await expect(floating).toBeVisible();
  },
};
