import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { BROKEN_IMAGE, LONG_TITLE, posterImage } from "../../fixtures";
import { ContinueRow, type ContinueRowItem, type ContinueRowProps } from "./ContinueRow";

const ITEMS: ContinueRowItem[] = [
  {
    id: "movie:42",
    title: "Kış Uykusu",
    href: "/movie/42",
    poster: posterImage(1),
    progress: 0.37,
    progressText: "Kaldığın yer: 1s 12dk",
  },
  {
    id: "tv:7",
    title: "Yargı",
    href: "/tv/7",
    poster: posterImage(2),
    progress: 0.73,
    progressText: "S2 B5 · 12dk kaldı",
  },
  {
    id: "series:s-sahsiyet",
    title: "Şahsiyet",
    href: "/series/s-sahsiyet",
    poster: posterImage(3),
    progress: 0.1,
    progressText: "S1 B3 · 41dk kaldı",
  },
  {
    id: "movie:m-babam-ve-oglum",
    title: "Babam ve Oğlum",
    href: "/movie/m-babam-ve-oglum",
    poster: posterImage(4),
    progress: 0.85,
    progressText: "Kaldığın yer: 1s 31dk",
  },
  {
    id: "movie:9",
    title: "Ayla",
    href: "/movie/9",
    poster: posterImage(5),
    progress: 0.02,
    progressText: "Kaldığın yer: 2dk",
  },
];

/** Removes a card the way the site does: the store drops it, the row re-renders. */
function Stateful(props: ContinueRowProps) {
  const [items, setItems] = useState(props.items);
  return (
    <ContinueRow
      {...props}
      items={items}
      onRemove={(id) => {
        props.onRemove(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

const meta = {
  title: "Viewer/ContinueRow",
  component: ContinueRow,
  args: { items: ITEMS, onRemove: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ContinueRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each card with its bar, its place and its ×. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "İzlemeye Devam Et" })).toBeVisible();
    const list = canvas.getByRole("list", { name: "İzlemeye Devam Et" });
    await expect(list.querySelectorAll("li")).toHaveLength(5);
    await expect(canvas.getByRole("link", { name: "Kış Uykusu" })).toHaveAttribute(
      "href",
      "/movie/42",
    );
    await expect(canvas.getByText("Kaldığın yer: 1s 12dk")).toBeVisible();
    await expect(canvas.getByText("S2 B5 · 12dk kaldı")).toBeVisible();
    const bars = canvas.getAllByRole("progressbar", { name: "İzlenme durumu" });
    await expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual([
      "37",
      "73",
      "10",
      "85",
      "2",
    ]);
    await expect(bars[1]).toHaveAttribute("aria-valuetext", "S2 B5 · 12dk kaldı");
  },
};

/** × removes that card only; focus moves to the next card's ×, so the keyboard never gets lost. */
export const RemoveACard: Story = {
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole("button", {
      name: "İzlemeye Devam Et listesinden kaldır: Yargı",
    });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith("tv:7");
    await waitFor(() => expect(canvas.queryByRole("link", { name: "Yargı" })).toBeNull());
    await expect(canvas.getByRole("link", { name: "Kış Uykusu" })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole("button", { name: "İzlemeye Devam Et listesinden kaldır: Şahsiyet" }),
      ).toHaveFocus(),
    );
  },
};

/** Removing the last card moves focus back to the one before it. */
export const RemoveTheLast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "İzlemeye Devam Et listesinden kaldır: Ayla" }),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole("button", {
          name: "İzlemeye Devam Et listesinden kaldır: Babam ve Oğlum",
        }),
      ).toHaveFocus(),
    );
  },
};

/** The × is its own target: clicking it does not follow the card's link. */
export const RemoveIsNotTheLink: Story = {
  args: { items: ITEMS.slice(0, 1) },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole("button", {
      name: "İzlemeye Devam Et listesinden kaldır: Kış Uykusu",
    });
    const { left, top, width, height } = remove.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(remove.contains(hit)).toBe(true);
  },
};

/** The one card goes: the row goes with it. */
export const RemoveOnlyCard: Story = {
  args: { items: ITEMS.slice(1, 2) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "İzlemeye Devam Et listesinden kaldır: Yargı" }),
    );
    await waitFor(() => expect(canvas.queryByRole("heading")).toBeNull());
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

/** Nothing to continue: no row at all (the home shows its usual rows). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading", { name: "İzlemeye Devam Et" })).toBeNull();
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const BrokenPoster: Story = {
  args: {
    items: [
      { ...ITEMS[0]!, poster: BROKEN_IMAGE },
      { ...ITEMS[1]!, poster: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll("[data-placeholder]")).toHaveLength(2),
    );
  },
};

/** A long Turkish title stays in two lines; 20 cards (the row's most) scroll. */
export const LongContent: Story = {
  args: {
    items: Array.from({ length: 20 }, (_, i) => ({
      ...ITEMS[i % ITEMS.length]!,
      id: `movie:${i}`,
      title: i === 0 ? LONG_TITLE : `${ITEMS[i % ITEMS.length]!.title} ${i}`,
      poster: posterImage(i),
    })),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getAllByRole("heading", { level: 3 })[0]!;
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    // The arrows are measured from a ResizeObserver's report, a frame after layout.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Sağa kaydır" })).toBeEnabled());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const card = canvas.getByRole("link", { name: "Kış Uykusu" }).closest("article");
    await expect(card?.getBoundingClientRect().width).toBe(140);
    await expect(
      canvas.getByRole("button", { name: "İzlemeye Devam Et listesinden kaldır: Kış Uykusu" }),
    ).toBeVisible();
  },
};

/** Before the browser's record is read, for a viewer with titles to continue: the row's exact room. */
export const Reserved: Story = {
  args: { items: [], reserved: true },
  render: (args) => (
    <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
      <div data-testid="reserved" style={{ flex: 1 }}>
        <ContinueRow {...args} />
      </div>
      <div data-testid="filled" style={{ flex: 1 }}>
        {/* Its own name: two landmarks of one page must differ. */}
        <ContinueRow {...args} items={ITEMS.slice(1, 2)} title="Devam Et" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const reserved = canvas.getByTestId("reserved");
    const filled = canvas.getByTestId("filled");
    await expect(reserved).toHaveTextContent("İzlemeye Devam Et");
    // Nothing to click or read in the room yet.
    await expect(reserved.querySelectorAll("a")).toHaveLength(0);
    // As tall as the row once a card (a one-line title) fills it.
    await expect(reserved.getBoundingClientRect().height).toBe(
      filled.getBoundingClientRect().height,
    );
  },
};
