import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar } from "./ProgressBar";

const meta = {
  title: "Viewer/ProgressBar",
  component: ProgressBar,
  args: { value: 0.6, valueText: "Kaldığın yer: 1s 12dk" },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillWidth = (bar: HTMLElement) =>
  (bar.firstElementChild as HTMLElement).getBoundingClientRect().width /
  bar.getBoundingClientRect().width;

/** 60 % watched: named in Turkish, the place read out instead of a bare number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "İzlenme durumu" });
    await expect(bar).toHaveAttribute("aria-valuenow", "60");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "Kaldığın yer: 1s 12dk");
    await expect(fillWidth(bar)).toBeCloseTo(0.6, 2);
  },
};

/** Without a text, the percentage in Turkish style ('%35'). */
export const PercentOnly: Story = {
  args: { value: 0.347, valueText: undefined, label: "Bölüm 3 izlenme durumu" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Bölüm 3 izlenme durumu" });
    await expect(bar).toHaveAttribute("aria-valuenow", "35");
    await expect(bar).toHaveAttribute("aria-valuetext", "%35");
  },
};

/** Just started, or a duration the player never gave: an empty track, still visible. */
export const Empty: Story = {
  args: { value: 0, valueText: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(fillWidth(bar)).toBe(0);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Finished: Story = {
  args: { value: 1, valueText: "İzlendi" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(fillWidth(bar)).toBeCloseTo(1, 2);
  },
};

/** Values from a player that overshoots or says nothing are clamped, never drawn outside. */
export const OutOfRange: Story = {
  args: { value: 1.7, valueText: undefined },
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <ProgressBar {...args} label="Fazla" />
      <ProgressBar {...args} value={-0.5} label="Eksi" />
      <ProgressBar {...args} value={Number.NaN} label="Bilinmiyor" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Fazla" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(canvas.getByRole("progressbar", { name: "Eksi" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(canvas.getByRole("progressbar", { name: "Bilinmiyor" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
  },
};

/** The thin bar that sits on a card's image. */
export const Small: Story = {
  args: { size: "sm", value: 0.25 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar.getBoundingClientRect().height).toBe(4);
    await expect(fillWidth(bar)).toBeCloseTo(0.25, 2);
  },
};
