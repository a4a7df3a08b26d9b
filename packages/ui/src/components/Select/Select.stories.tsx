import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Select } from "./Select";

const meta = {
  title: "Lists/Select",
  component: Select,
  args: {
    label: "Sırala",
    value: "rating",
    options: [
      { value: "rating", label: "Puana gore" },
      { value: "year", label: "Yila gore" },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Sırala" });
    await userEvent.selectOptions(select, "year");
    await expect(args.onChange).toHaveBeenCalledWith("year");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Sırala" })).toBeDisabled();
  },
};
