import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { StarRating, type StarRatingProps } from "./StarRating";

function Stateful(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onChange(n);
      }}
    />
  );
}

const meta = {
  title: "Basics/StarRating",
  component: StarRating,
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: "Puan Ver" })).toBeVisible();
    await expect(canvas.getAllByRole("radio")).toHaveLength(10);
    await userEvent.click(canvas.getByText("7 puan"));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole("radio", { name: "7 puan" })).toBeChecked();
    await expect(canvas.getByText("7/10")).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { value: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    // Tab lands on the chosen star; arrows move the rating one step.
    await expect(canvas.getByRole("radio", { name: "5 puan" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText("4/10")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText("8 puan"), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
