import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { posterImage } from "../../fixtures";
import { Poster } from "../Poster";
import { ListToggle, type ListToggleProps } from "./ListToggle";

/** Holds the pressed state the way the site does, so clicking toggles it. */
function Stateful(props: ListToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  return (
    <ListToggle
      {...props}
      pressed={pressed}
      onPressedChange={(next) => {
        setPressed(next);
        props.onPressedChange(next);
      }}
    />
  );
}

const meta = {
  title: "Viewer/ListToggle",
  component: ListToggle,
  args: { pressed: false, onPressedChange: fn(), title: "Yargı" },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ListToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's corner button: one name in both states, the state in aria-pressed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Yargı" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleName("Listeye Ekle: Yargı");
    // Keyboard: Space toggles back.
    await userEvent.keyboard(" ");
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Yargı" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", "Listede");
  },
};

/** The detail page's button reads 'Listeye Ekle', then 'Listede' (SPEC.md §2). */
export const Labelled: Story = {
  args: { variant: "labelled", title: undefined },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("button", { name: "Listede" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const LabelledPressed: Story = {
  args: { variant: "labelled", pressed: true, title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Listede" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** The list is full: nothing happens on click. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Yargı" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** Where it lives on a card: in the corner of the poster, above the card's link. */
export const OnACard: Story = {
  render: (args) => (
    <div style={{ position: "relative", width: 180 }}>
      <Poster src={posterImage(3)} alt="" />
      <div style={{ position: "absolute", top: 8, right: 8 }}>
        <Stateful {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Yargı" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // Pressed, it stands out on the poster in the accent colour (once the pointer has left).
    await userEvent.unhover(toggle);
    await waitFor(() => expect(getComputedStyle(toggle).backgroundColor).toBe("rgb(217, 11, 28)"));
  },
};
