import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "Basics/Spinner",
  component: Spinner,
  args: { label: "Yükleniyor..." },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Yükleniyor..." })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center", fontSize: 16 }}>
      <Spinner label="inline" />
      <Spinner label="md" size="md" />
      <Spinner label="lg" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ["inline", "md", "lg"].map(
      (name) => canvas.getByRole("status", { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 32, 48]);
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement, canvas }) => {
    // Without a label it is hidden from assistive technology: the text beside it speaks.
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvasElement.querySelector("[aria-hidden='true']")).not.toBeNull();
  },
};
