import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { catalogueItems, LONG_TITLE } from "../../fixtures";
import { ContentCard } from "../ContentCard";
import { ContentRow } from "./ContentRow";

const cards = (n: number, variant: "row" | "ranked" = "row") =>
  catalogueItems(n).map((item, i) => (
    <ContentCard key={item.id} item={{ ...item, rank: i + 1 }} variant={variant} />
  ));

/** The arrows are measured once the row is laid out (a ResizeObserver's first report). */
const measured = (canvas: {
  getByRole: (role: string, options: { name: string }) => HTMLElement;
}) => waitFor(() => expect(canvas.getByRole("button", { name: "Sağa kaydır" })).toBeEnabled());

/** The row scrolls smoothly: where it comes to rest. */
const scrolledTo = (list: HTMLElement, left: number) =>
  waitFor(() => expect(list.scrollLeft).toBe(left));

const meta = {
  title: "Catalogue/ContentRow",
  component: ContentRow,
  args: { title: "Trend Diziler", seeAllHref: "/trending", children: cards(10) },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ContentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Hepsini Gör" })).toHaveAttribute(
      "href",
      "/trending",
    );
    const list = canvas.getByRole("list", { name: "Trend Diziler" });
    const left = canvas.getByRole("button", { name: "Sola kaydır" });
    const right = canvas.getByRole("button", { name: "Sağa kaydır" });
    await measured(canvas);
    await expect(left).toBeDisabled();
    // SPEC.md §2: one press scrolls 320 px.
    await userEvent.click(right);
    await scrolledTo(list, 320);
    await expect(left).toBeEnabled();
    await userEvent.click(right);
    await scrolledTo(list, 640);
    await userEvent.click(left);
    await scrolledTo(list, 320);
  },
};

export const Ranked: Story = {
  args: { children: cards(10, "ranked") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("#1")).toBeVisible();
    await expect(canvas.getByText("#2")).toBeVisible();
  },
};

export const ReachesTheEnd: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Trend Diziler" });
    const right = canvas.getByRole("button", { name: "Sağa kaydır" });
    await measured(canvas);
    while (!(right as HTMLButtonElement).disabled) {
      const before = list.scrollLeft;
      await userEvent.click(right);
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(before));
    }
    await expect(list.scrollLeft + list.clientWidth).toBeGreaterThanOrEqual(list.scrollWidth - 1);
  },
};

export const FitsWithoutScrolling: Story = {
  args: { children: cards(2) },
  play: async ({ canvas }) => {
    // After the ResizeObserver's first report (two frames), not before it: both start disabled.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(canvas.getByRole("button", { name: "Sola kaydır" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sağa kaydır" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor...");
    await expect(canvas.queryByRole("button", { name: "Sağa kaydır" })).toBeNull();
  },
};

export const Error: Story = {
  args: {
    status: "error",
    errorMessage: "Trend icerikler yuklenirken bir hata olustu",
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Trend icerikler yuklenirken bir hata olustu",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { title: "Konuşanlar - Son Bölümler", seeAllHref: "/konusanlar", children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Henüz içerik bulunmuyor.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Hepsini Gör" })).toHaveAttribute(
      "href",
      "/konusanlar",
    );
  },
};

export const LongContent: Story = {
  args: {
    title: LONG_TITLE,
    children: catalogueItems(200).map((item) => (
      <ContentCard key={item.id} item={{ ...item, title: LONG_TITLE }} variant="row" />
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(200);
    // 200 cards scroll inside the row; the page itself does not scroll sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await measured(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Trend Diziler" });
    await measured(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sağa kaydır" }));
    await scrolledTo(list, 320);
    await expect(canvas.getAllByRole("article")[0]!.getBoundingClientRect().width).toBe(140);
  },
};

/** A row below the first screen: skipped until near, a row's room meanwhile, the same row once there. */
export const Deferred: Story = {
  args: { deferred: true },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: "150vh" }} />
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector("section")!;
    // Skipped: its cards are not laid out, yet it keeps the room a row takes.
    await expect(getComputedStyle(section).contentVisibility).toBe("auto");
    await expect(section.getBoundingClientRect().height).toBeGreaterThan(300);
    // Still in the page: its links are there for search and assistive technology.
    await expect(canvas.getAllByRole("article")).toHaveLength(10);
    section.scrollIntoView({ block: "center" });
    const first = canvas.getAllByRole("article")[0]!;
    await waitFor(() => expect(first.getBoundingClientRect().width).toBe(180));
    await measured(canvas);
  },
};
