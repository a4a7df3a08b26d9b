import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ActionBar, type ActionBarProps } from "./ActionBar";

/** The page keeps these toggles locally (SPEC.md §4); so does the story. */
function Stateful(props: ActionBarProps) {
  const [inList, setInList] = useState(props.inList);
  const [watched, setWatched] = useState(props.watched);
  const [liked, setLiked] = useState(props.liked);
  return (
    <ActionBar
      {...props}
      inList={inList}
      watched={watched}
      liked={liked}
      onToggleList={() => {
        setInList(!inList);
        props.onToggleList();
      }}
      onToggleWatched={() => {
        setWatched(!watched);
        props.onToggleWatched();
      }}
      onToggleLike={() => {
        setLiked(!liked);
        props.onToggleLike();
      }}
    />
  );
}

const meta = {
  title: "Detail/ActionBar",
  component: ActionBar,
  args: {
    kind: "movie",
    inList: false,
    watched: false,
    liked: false,
    watchHref: "/movie/m-demo/izle",
    onWatch: fn(),
    onToggleList: fn(),
    onToggleWatched: fn(),
    onToggleLike: fn(),
    onShare: fn(),
    onDownload: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movie: Story = {
  play: async ({ args, canvas }) => {
    // 'İzle' is a link to the watch page (it plays before any script); the rest need script.
    const watch = canvas.getByRole("link", { name: "İzle" });
    await expect(watch).toHaveAttribute("href", "/movie/m-demo/izle");
    const names = canvas.getAllByRole("button").map((b) => b.textContent);
    await expect(names).toEqual(["Listeye Ekle", "İzledim", "Beğen", "Paylaş", "İndir"]);
    // Once the page is live, a plain click opens the page's own player instead.
    await userEvent.click(watch);
    await expect(args.onWatch).toHaveBeenCalledTimes(1);
    // Each control that needs script is marked, so a tap before the page is live is kept.
    const marked = canvas.getAllByRole("button").map((b) => b.getAttribute("data-action"));
    await expect(marked).toEqual(["list", "watched", "like", "share", null]);
    await userEvent.click(canvas.getByRole("button", { name: "Listeye Ekle" }));
    await expect(canvas.getByRole("button", { name: "Listede" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "İzledim" }));
    await expect(canvas.getByRole("button", { name: "İzlendi" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Beğen" }));
    await expect(canvas.getByRole("button", { name: "Beğenildi" })).toBeVisible();
    // Toggling back restores the first label.
    await userEvent.click(canvas.getByRole("button", { name: "Listede" }));
    await expect(canvas.getByRole("button", { name: "Listeye Ekle" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Paylaş" }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const Series: Story = {
  args: { kind: "series" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "İndir" })).toBeNull();
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: "İzle" })).toBeVisible();
  },
};

export const AllActive: Story = {
  args: { inList: true, watched: true, liked: true },
  play: async ({ canvas }) => {
    for (const name of ["Listede", "İzlendi", "Beğenildi"]) {
      await expect(canvas.getByRole("button", { name })).toBeVisible();
    }
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "İzle" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Listeye Ekle" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onToggleList).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("button", { name: "Listede" })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    // The buttons wrap instead of pushing the page sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
