import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FloatingReactions, ReactionBar, type FloatingReaction } from "./ReactionBar";
import type { ReactionKind } from "./ReactionIcon";

const meta = {
  title: "Couple mode/ReactionBar",
  component: ReactionBar,
  args: { onReact: fn() },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six reactions, each named and drawn as SVG, in the group 'Tepkiler'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Tepkiler" });
    const buttons = within(group).getAllByRole("button");
    await expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Kalp",
      "Kahkaha",
      "Şaşkın",
      "Hüzün",
      "Alkış",
      "Ateş",
    ]);
    // Drawn, not an emoji font: every button holds an SVG and no text.
    for (const button of buttons) {
      await expect(button.querySelector("svg")).not.toBeNull();
      await expect(button.textContent).toBe("");
    }
    await expect(buttons[5]).toHaveAttribute("aria-keyshortcuts", "6");
    await userEvent.click(canvas.getByRole("button", { name: "Alkış" }));
    await expect(args.onReact).toHaveBeenCalledWith("alkis");
  },
};

/** A tap floats the reaction up over the player, then it goes. */
export const Floating: Story = {
  render: function Render() {
    const [floating, setFloating] = useState<FloatingReaction[]>([]);
    const [next, setNext] = useState(1);
    const react = (kind: ReactionKind) => {
      setFloating((current) => [...current, { id: next, kind, x: (next % 5) / 5 }]);
      setNext(next + 1);
    };
    return (
      <div style={{ position: "relative", height: 320, background: "#000" }}>
        <ReactionBar onReact={react} />
        <FloatingReactions
          reactions={floating}
          onDone={(id) => setFloating((current) => current.filter((r) => r.id !== id))}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Kalp" }));
    await userEvent.click(canvas.getByRole("button", { name: "Ateş" }));
    const layer = canvasElement.querySelector("[data-floating-reactions]")!;
    await expect(layer).toHaveAttribute("aria-hidden", "true");
    await expect(layer.querySelectorAll("[data-floating-reaction]")).toHaveLength(2);
    await expect(layer.querySelector("[data-floating-reaction='ates'] svg")).not.toBeNull();
    // Each one leaves once it has floated up.
    await waitFor(
      () => expect(layer.querySelectorAll("[data-floating-reaction]")).toHaveLength(0),
      {
        timeout: 5000,
      },
    );
  },
};

/** On a phone the row still fits. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Tepkiler" });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
