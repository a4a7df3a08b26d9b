import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LONG_TITLE, posterImage } from "../../fixtures";
import { CastList } from "./CastList";

const meta = {
  title: "Detail/CastList",
  component: CastList,
  args: {
    cast: [
      { name: "Haluk Bilginer", character: "Mehmet", photo: posterImage(20) },
      { name: "Nurgül Yeşilçay", character: "Ayşe" },
      { name: "Çağatay Ulusoy", character: "Ilgaz", photo: posterImage(21) },
      { name: "İlker Kaleli" },
    ],
  },
} satisfies Meta<typeof CastList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Oyuncular" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    // Without a photo, Turkish-aware initials stand in.
    await expect(canvas.getByText("NY")).toBeVisible();
    await expect(canvas.getByText("İK")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cast: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Oyuncu bilgisi bulunamadı.")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    cast: Array.from({ length: 40 }, (_, i) => ({
      name: `${LONG_TITLE.slice(0, 30)} ${i}`,
      character: LONG_TITLE,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(40);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
