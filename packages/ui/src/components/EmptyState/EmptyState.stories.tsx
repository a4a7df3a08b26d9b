import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Basics/EmptyState",
  component: EmptyState,
  args: { message: "Arama kriterlerinize uygun icerik bulunamadi." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Arama kriterlerinize uygun icerik bulunamadi.")).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    message: "Bu platform icin icerik bulunamadi.",
    action: <Button variant="secondary">Ana Sayfa</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ana Sayfa" })).toBeVisible();
  },
};
