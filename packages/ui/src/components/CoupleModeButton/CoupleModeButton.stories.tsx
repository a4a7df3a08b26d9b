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

/** The site's widget, pinned to the bottom-right corner. */
export const Floating: Story = {
  args: { floating: true },
  play: async ({ canvas }) => {
    const { right, bottom } = canvas.getByRole("button").getBoundingClientRect();
    await expect(window.innerWidth - right).toBe(16);
    await expect(window.innerHeight - bottom).toBe(16);
  },
};

export const Mobile: Story = {
  args: { floating: true, connected: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const { left, right } = canvas.getByRole("button").getBoundingClientRect();
    await expect(left).toBeGreaterThan(0);
    await expect(right).toBeLessThanOrEqual(375);
  },
};
