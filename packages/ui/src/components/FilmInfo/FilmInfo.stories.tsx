import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FilmInfo } from "./FilmInfo";

const meta = {
  title: "Detail/FilmInfo",
  component: FilmInfo,
  args: {
    director: "Can Ulkay",
    country: ["Türkiye", "Güney Kore"],
    language: "Türkçe",
    budget: 15000000,
    boxOffice: 87500000,
    releaseDate: "2017-10-27",
    externalRating: 8.4,
    criticsPercent: 87,
  },
} satisfies Meta<typeof FilmInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

function valueOf(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "Yönetmen")).toBe("Can Ulkay");
    await expect(valueOf(canvasElement, "Ülke")).toBe("Türkiye, Güney Kore");
    // Amounts in Turkish lira, Turkish grouping.
    await expect(valueOf(canvasElement, "Bütçe")).toBe("₺15.000.000");
    await expect(valueOf(canvasElement, "Hasılat")).toBe("₺87.500.000");
    await expect(valueOf(canvasElement, "Yayın Tarihi")).toBe("27 Ekim 2017");
    await expect(valueOf(canvasElement, "IMDb Puanı")).toBe("8.4/10");
    await expect(valueOf(canvasElement, "Eleştirmen Puanı")).toBe("%87");
  },
};

export const Partial: Story = {
  args: {
    budget: null,
    boxOffice: undefined,
    criticsPercent: null,
    director: ["Nuri Bilge Ceylan", "Ebru Ceylan"],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText("Bütçe")).toBeNull();
    await expect(canvas.queryByText("Eleştirmen Puanı")).toBeNull();
    await expect(valueOf(canvasElement, "Yönetmen")).toBe("Nuri Bilge Ceylan, Ebru Ceylan");
  },
};

export const Empty: Story = {
  args: {
    director: null,
    country: null,
    language: null,
    budget: null,
    boxOffice: null,
    releaseDate: null,
    externalRating: null,
    criticsPercent: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Film bilgisi bulunamadı.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const director = canvas.getByText("Yönetmen").getBoundingClientRect();
    const country = canvas.getByText("Ülke").getBoundingClientRect();
    // One column on phones.
    await expect(country.top).toBeGreaterThan(director.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
