import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LoadingState } from "./LoadingState";

const meta = {
  title: "Basics/LoadingState",
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
  },
};

export const Home: Story = {
  args: { message: "Filmler yükleniyor...", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Filmler yükleniyor...");
  },
};
