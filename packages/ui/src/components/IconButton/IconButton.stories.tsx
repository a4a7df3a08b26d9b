import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronLeft, ChevronRight, Menu, Play } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { IconButton } from "./IconButton";

const meta = {
  title: "Basics/IconButton",
  component: IconButton,
  args: { label: "Menüyü aç", icon: <Menu aria-hidden />, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["ghost", "secondary", "primary"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Menüyü aç" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12 }}>
      <IconButton
        {...args}
        variant="ghost"
        label="Sola kaydır"
        icon={<ChevronLeft aria-hidden />}
      />
      <IconButton
        {...args}
        variant="secondary"
        label="Sağa kaydır"
        icon={<ChevronRight aria-hidden />}
      />
      <IconButton {...args} variant="primary" label="Oynat" icon={<Play aria-hidden />} />
    </div>
  ),
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByRole("button", { name: "Oynat" }));
    const ghost = getComputedStyle(canvas.getByRole("button", { name: "Sola kaydır" }));
    await expect(primary.backgroundColor).toBe("rgb(217, 11, 28)");
    await expect(ghost.backgroundColor).toBe("rgba(0, 0, 0, 0)");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <IconButton {...args} size="sm" label="Küçük" />
      <IconButton {...args} size="md" label="Orta" />
      <IconButton {...args} size="lg" label="Büyük" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ["Küçük", "Orta", "Büyük"].map((name) => {
      const r = canvas.getByRole("button", { name }).getBoundingClientRect();
      return [r.width, r.height];
    });
    await expect(sizes).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: "Sağa kaydır", icon: <ChevronRight aria-hidden /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Sağa kaydır" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
