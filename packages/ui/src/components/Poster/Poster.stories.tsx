import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { BROKEN_IMAGE, posterImage } from "../../fixtures";
import { Poster } from "./Poster";

const meta = {
  title: "Basics/Poster",
  component: Poster,
  args: { src: posterImage(3), alt: "Yargı" },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Poster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img", { name: "Yargı" });
    await expect(img).toHaveAttribute("loading", "lazy");
    const box = img.getBoundingClientRect();
    // Fixed 2:3 shape whatever the image.
    await expect(Math.round(box.height)).toBe(300);
  },
};

export const Backdrop: Story = {
  args: { src: posterImage(5, true), ratio: "backdrop", alt: "Kuruluş Osman" },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const box = canvas.getByRole("img", { name: "Kuruluş Osman" }).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(180);
  },
};

export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole("img", { name: "Yargı" });
    await expect(placeholder.tagName).toBe("SPAN");
    await expect(placeholder).toHaveAttribute("data-placeholder");
  },
};

export const Broken: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvas }) => {
    // The image fails to decode, and the placeholder takes its place.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Yargı" }).tagName).toBe("SPAN"));
    await expect(canvas.queryByRole("img", { name: "Yargı" })).toHaveAttribute("data-placeholder");
  },
};
