import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { catalogueItems } from "../../fixtures";
import { PopularSection, type PopularMediaType, type PopularSectionProps } from "./PopularSection";

const items = catalogueItems(12);

/** Stands in for the route: switching the type swaps the list. */
function Stateful(props: PopularSectionProps) {
  const [type, setType] = useState<PopularMediaType>(props.mediaType);
  const shown = props.items.length
    ? items.map((i) => ({ ...i, type })).slice(0, props.items.length)
    : [];
  return (
    <PopularSection
      {...props}
      mediaType={type}
      items={shown}
      onMediaTypeChange={(t) => {
        setType(t);
        props.onMediaTypeChange(t);
      }}
    />
  );
}

const meta = {
  title: "Catalogue/PopularSection",
  component: PopularSection,
  args: { mediaType: "movie", onMediaTypeChange: fn(), items, status: "ready", onRetry: fn() },
  render: (args) => <Stateful {...args} />,
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof PopularSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Popüler İçerikler" })).toBeVisible();
    const films = canvas.getByRole("radio", { name: "Filmler" });
    const series = canvas.getByRole("radio", { name: "Diziler" });
    await expect(films).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getAllByText("Film")).toHaveLength(12);
    await userEvent.click(series);
    await expect(args.onMediaTypeChange).toHaveBeenCalledWith("tv");
    await expect(series).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getAllByText("Dizi")).toHaveLength(12);
    // Pressing the active type again keeps it: the section never shows nothing.
    await userEvent.click(series);
    await expect(series).toHaveAttribute("aria-checked", "true");
    await expect(args.onMediaTypeChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("radio", { name: "Filmler" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Diziler" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onMediaTypeChange).toHaveBeenCalledWith("tv");
  },
};

export const Row: Story = {
  args: { layout: "row", seeAllHref: "/trending", items: catalogueItems(8) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Hepsini Gör" })).toHaveAttribute(
      "href",
      "/trending",
    );
    await expect(canvas.getByRole("button", { name: "Sağa kaydır" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  render: (args) => <PopularSection {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
  },
};

export const Error: Story = {
  args: { status: "error" },
  render: (args) => <PopularSection {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Popüler içerikler yüklenirken bir hata oluştu",
    );
    await expect(canvasElement.querySelector("[data-icon='warning']")).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  render: (args) => <PopularSection {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Henüz içerik bulunmuyor.")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { items: catalogueItems(8) },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole("article");
    await expect(cards).toHaveLength(8);
    await expect(cards[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
  },
};
