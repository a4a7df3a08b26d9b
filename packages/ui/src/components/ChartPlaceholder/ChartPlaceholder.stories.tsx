import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChartPlaceholder } from "./ChartPlaceholder";

const meta = {
  title: "Admin/ChartPlaceholder",
  component: ChartPlaceholder,
} satisfies Meta<typeof ChartPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Aylık İstatistikler" })).toBeInTheDocument();
    await expect(canvas.getByText("Grafikler yakında eklenecek...")).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region").getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
