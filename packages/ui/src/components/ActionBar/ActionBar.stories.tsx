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
    const names = canvas.getAllByRole("button").map((b) => b.textContent);
    await expect(names).toEqual(["İzle", "Listeye Ekle", "İzledim", "Beğen", "Paylaş", "İndir"]);
    await userEvent.click(canvas.getByRole("button", { name: "İzle" }));
    await expect(args.onWatch).toHaveBeenCalledTimes(1);
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
    await expect(canvas.getAllByRole("button")).toHaveLength(5);
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
    await expect(canvas.getByRole("button", { name: "İzle" })).toHaveFocus();
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
