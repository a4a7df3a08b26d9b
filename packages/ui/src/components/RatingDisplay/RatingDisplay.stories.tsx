import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RatingDisplay } from "./RatingDisplay";

const meta = {
  title: "Basics/RatingDisplay",
  component: RatingDisplay,
  args: { value: "7.5" },
} satisfies Meta<typeof RatingDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The text it is given (packages/api rounds to one decimal).
    await expect(canvasElement).toHaveTextContent("7.5");
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("N/A");
  },
};

export const WholeNumberAndText: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16 }}>
      <RatingDisplay value="8.0" />
      <RatingDisplay value="6.3" />
      <RatingDisplay value={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll("[data-rating]")].map((el) =>
      el.getAttribute("data-rating"),
    );
    // No rating (packages/api gives none for a zero vote average): 'N/A'.
    await expect(texts).toEqual(["8.0", "6.3", "N/A"]);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "baseline" }}>
      <RatingDisplay value="7.1" size="sm" />
      <RatingDisplay value="7.1" size="md" />
      <RatingDisplay value="7.1" size="lg" showScale />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [sm, , lg] = canvasElement.querySelectorAll("[data-rating]");
    // Screen readers hear "Puan: 7.1/10"; the scale shows only where asked for.
    await expect(lg).toHaveTextContent("Puan: 7.1/10");
    await expect(sm).not.toHaveTextContent("/10");
  },
};
