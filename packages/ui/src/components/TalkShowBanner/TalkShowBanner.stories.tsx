import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TalkShowBanner } from "./TalkShowBanner";

const meta = {
  title: "Catalogue/TalkShowBanner",
  component: TalkShowBanner,
} satisfies Meta<typeof TalkShowBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Konuşanlar" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tüm Bölümler" })).toHaveAttribute(
      "href",
      "/konusanlar",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole("link", { name: "Tüm Bölümler" });
    const heading = canvas.getByRole("heading", { name: "Konuşanlar" });
    // Stacked on phones: the button sits under the text.
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongContent: Story = {
  args: {
    title: "Gece Yarısı Sohbetleri: Türkiye'nin En Sevilen Konuklarıyla Uzun Soluklu Söyleşiler",
    description:
      "Her hafta sinema, müzik ve spor dünyasından konukların katıldığı, kulis hikâyeleri ve unutulmaz anılarla dolu programın tüm bölümleri burada; kaçırdığınız bölümleri istediğiniz zaman izleyin.",
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Tüm Bölümler" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
