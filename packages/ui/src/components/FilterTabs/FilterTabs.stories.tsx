import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { FilterTabs, type ContentFilter, type FilterTabsProps } from "./FilterTabs";

function Stateful(props: FilterTabsProps) {
  const [value, setValue] = useState<ContentFilter>(props.value);
  return (
    <FilterTabs
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

const meta = {
  title: "Lists/FilterTabs",
  component: FilterTabs,
  args: { value: "all", onValueChange: fn(), counts: { all: 15, movie: 9, tv: 6 } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Tümü (15)" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(canvas.getByRole("radio", { name: "Diziler (6)" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("tv");
    await expect(canvas.getByRole("radio", { name: "Diziler (6)" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(canvas.getByRole("radio", { name: "Tümü (15)" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Tümü (15)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Filmler (9)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("movie");
  },
};

export const Empty: Story = {
  args: { counts: { all: 0, movie: 0, tv: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Filmler (0)" })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { counts: { all: 1200, movie: 800, tv: 400 } },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radio", { name: "Tümü (1200)" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
