import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { GenreSelect, type GenreSelectProps } from "./GenreSelect";

function Stateful(props: GenreSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <GenreSelect
      {...props}
      value={value}
      onChange={(g) => {
        setValue(g);
        props.onChange(g);
      }}
    />
  );
}

const meta = {
  title: "Lists/GenreSelect",
  component: GenreSelect,
  // The listing's genres as packages/api gives them to the site (CONTENT_GENRES).
  args: {
    value: "",
    onChange: fn(),
    genres: ["Aksiyon", "Drama", "Bilim Kurgu", "Fantastik", "Komedi", "Gerilim", "Biyografi"],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GenreSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Tür" });
    const labels = [...(select as HTMLSelectElement).options].map((o) => o.text);
    await expect(labels).toEqual([
      "Tümü",
      "Aksiyon",
      "Drama",
      "Bilim Kurgu",
      "Fantastik",
      "Komedi",
      "Gerilim",
      "Biyografi",
    ]);
    await userEvent.selectOptions(select, "Bilim Kurgu");
    await expect(args.onChange).toHaveBeenCalledWith("Bilim Kurgu");
    await expect(select).toHaveValue("Bilim Kurgu");
    await userEvent.selectOptions(select, "");
    await expect(args.onChange).toHaveBeenLastCalledWith("");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Tür" })).toBeDisabled();
  },
};
