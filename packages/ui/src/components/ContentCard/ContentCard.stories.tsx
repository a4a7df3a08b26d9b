import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { BROKEN_IMAGE, LONG_TITLE, posterImage } from "../../fixtures";
import { ListToggle } from "../ListToggle";
import { ContentCard, type ContentCardItem, type ContentCardProps } from "./ContentCard";

const movie: ContentCardItem = {
  id: "42",
  title: "Kuruluş Osman",
  href: "/movie/42",
  type: "movie",
  poster: posterImage(1),
  rating: "8.3",
  year: 2023,
};

const meta = {
  title: "Catalogue/ContentCard",
  component: ContentCard,
  args: { item: movie },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Kuruluş Osman" });
    await expect(link).toHaveAttribute("href", "/movie/42");
    await expect(canvas.getByText("Film")).toBeVisible();
    await expect(canvas.getByText("8.3")).toBeVisible();
    await expect(canvas.getByText("2023")).toBeVisible();
    // The whole card is the click target.
    const card = canvas.getByRole("article");
    const after = getComputedStyle(link, "::after");
    await expect(after.position).toBe("absolute");
    await expect(card.contains(link)).toBe(true);
  },
};

export const Series: Story = {
  args: {
    item: { ...movie, id: "7", type: "series", title: "Yargı", href: "/series/7", year: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Dizi")).toBeVisible();
    await expect(canvas.queryByText("2023")).toBeNull();
  },
};

/** All-series cards: the first genre as text, not only inside the poster art (issue 17). */
export const WithGenre: Story = {
  args: {
    item: {
      ...movie,
      id: "s",
      type: "tv",
      title: "Şahsiyet",
      href: "/shows/sahsiyet",
      genre: "Gerilim",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Gerilim")).toBeVisible();
    await expect(canvas.getByText("2023")).toBeVisible();
  },
};

/** A sample title the catalogue does not have: shown, but not a link to a missing page. */
export const WithoutLink: Story = {
  args: { item: { ...movie, href: undefined, title: "Geliş" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Geliş" })).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const MissingData: Story = {
  args: { item: { id: "9", title: "Bilinmeyen Yapım", href: "/movie/9", poster: BROKEN_IMAGE } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("N/A")).toBeVisible();
    await expect(canvas.queryByText("Film")).toBeNull();
    // The broken poster gives way to the placeholder.
    await waitFor(() => expect(canvasElement.querySelector("[data-placeholder]")).not.toBeNull());
  },
};

export const Row: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: { variant: "row" },
  decorators: [(Story) => <div style={{ display: "flex" }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // Fixed width inside a horizontal scroller.
    await expect(canvas.getByRole("article").getBoundingClientRect().width).toBe(180);
  },
};

export const Ranked: Story = {
  args: { variant: "ranked", item: { ...movie, rank: 1 } },
  decorators: [(Story) => <div style={{ display: "flex" }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("#1")).toBeVisible();
    // Screen readers hear "Sıra #1".
    await expect(canvas.getByText("#1")).toHaveTextContent("Sıra #1");
  },
};

export const Episode: Story = {
  args: {
    variant: "episode",
    item: {
      id: "ep-1",
      title: "Yargı",
      href: "/tv/77",
      type: "tv",
      poster: posterImage(4, true),
      episode: "S3E12",
      rating: "7.9",
      date: "12 Mart 2024",
      description: "Ilgaz ve Ceylin yeni bir davanın peşinde.",
    },
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("S3E12")).toBeVisible();
    await expect(canvas.getByText("12 Mart 2024")).toBeVisible();
    const img = canvas.getByRole("article").querySelector("img");
    // A wide still, not a poster.
    await expect(img?.getBoundingClientRect().width).toBeGreaterThan(
      img?.getBoundingClientRect().height ?? 0,
    );
  },
};

export const TalkShowEpisode: Story = {
  args: {
    variant: "talkShow",
    item: {
      id: "ts-1",
      title: "Gece Sohbetleri - 45. Bölüm",
      href: "/tv/501",
      poster: posterImage(8, true),
      guest: "Cem Yılmaz",
      rating: "8.7",
      duration: "52 dk",
      date: "15 Ocak 2024",
      isNew: true,
    },
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    for (const text of ["NEW", "Cem Yılmaz", "52 dk", "15 Ocak 2024", "8.7"]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const LongContent: Story = {
  args: { item: { ...movie, title: LONG_TITLE } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { name: LONG_TITLE });
    // Clamped to two lines: the card does not grow with the title.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(50);
    await expect(heading).toHaveAttribute("title", LONG_TITLE);
  },
};

/** Issue 15: a card says whether the title plays dubbed or subtitled, compactly. */
export const WithLanguages: Story = {
  args: { item: { ...movie, dubbed: true, subtitled: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("TR Dublaj")).toBeVisible();
    await expect(canvas.getByText("TR Altyazı")).toBeVisible();
    // Screen readers hear the whole words.
    await expect(canvas.getByText("Türkçe Dublaj")).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll("[data-language]")).toHaveLength(2);
  },
};

export const SubtitledOnly: Story = {
  args: { item: { ...movie, subtitled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("TR Altyazı")).toBeVisible();
    await expect(canvas.queryByText("TR Dublaj")).toBeNull();
  },
};

/** The site keeps 'Listem' in the viewer's record; here a state stands in for it. */
function WithToggle(
  props: ContentCardProps & { inList: boolean; onListChange: (inList: boolean) => void },
) {
  const { inList: initial, onListChange, ...card } = props;
  const [inList, setInList] = useState(initial);
  return (
    <ContentCard
      {...card}
      action={
        <ListToggle
          pressed={inList}
          title={card.item.title}
          onPressedChange={(next) => {
            setInList(next);
            onListChange(next);
          }}
        />
      }
    />
  );
}

/**
 * 'Listeye Ekle' on a card (issue 14): a small toggle beside the title, above
 * the card's link, so clicking it adds to 'Listem' without opening the title.
 * It covers no part of the poster (issue 31 item 9: in the poster's corner it hid the art).
 */
export const WithListToggle: Story = {
  args: { variant: "row" },
  render: (args) => <WithToggle {...args} inList={false} onListChange={fn()} />,
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Kuruluş Osman" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    // The toggle, not the link stretched over the card, is what the pointer hits there.
    const box = toggle.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(toggle.contains(hit)).toBe(true);
    // The poster (the card's media, its first part) ends above the toggle.
    const media = canvasElement.querySelector("article")?.firstElementChild;
    await expect(media).toBeTruthy();
    await expect(box.top).toBeGreaterThanOrEqual(media!.getBoundingClientRect().bottom);
    const before = window.location.href;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(window.location.href).toBe(before);
    // Still one link, to the title, with the title's name only.
    await expect(canvas.getByRole("link", { name: "Kuruluş Osman" })).toHaveAttribute(
      "href",
      "/movie/42",
    );
    await expect(canvasElement.querySelectorAll("a")).toHaveLength(1);
  },
};

/** In 'Listem' already: pressed, in the accent colour. */
export const InList: Story = {
  render: (args) => <WithToggle {...args} inList onListChange={fn()} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Listeye Ekle: Kuruluş Osman" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", "Listede");
  },
};
