import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { LONG_OVERVIEW } from "../../fixtures";
import { CommentBox } from "../CommentBox";
import { CommentList, type Comment } from "./CommentList";

const COMMENTS: Comment[] = [
  {
    id: "1",
    user: "Ayşe Yılmaz",
    initials: "AY",
    rating: "9.0",
    date: "2 gün önce",
    text: "Oyunculuklar çok iyiydi, özellikle final sahnesi unutulmaz.",
    likes: 24,
    dislikes: 1,
  },
  {
    id: "2",
    user: "Mehmet Öz",
    initials: "MÖ",
    rating: null,
    date: "1 hafta önce",
    text: "Biraz uzun ama izlemeye değer.",
    likes: 3,
    dislikes: 2,
  },
];

const meta = {
  title: "Detail/CommentList",
  component: CommentList,
  args: { comments: COMMENTS },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Yorumlar (2)" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText("9.0")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("24 beğeni");
    // An unrated comment shows no rating at all.
    await expect(canvas.queryByText("N/A")).toBeNull();
  },
};

/** The page logs the comment and clears the box; nothing is sent (SPEC.md §5). */
function WithBox() {
  const [log, setLog] = useState<string[]>([]);
  return (
    <CommentList comments={COMMENTS}>
      <CommentBox onSubmit={(text) => setLog([...log, text])} />
      <output aria-label="Gönderilenler">{log.join(" | ")}</output>
    </CommentList>
  );
}

export const WithCommentBox: Story = {
  render: () => <WithBox />,
  play: async ({ canvas }) => {
    const send = canvas.getByRole("button", { name: "Gönder" });
    await userEvent.click(send);
    await expect(canvas.getByRole("status", { name: "Gönderilenler" })).toHaveTextContent("");
    await userEvent.type(canvas.getByRole("textbox", { name: "Yorum yaz" }), "Çok beğendim");
    await userEvent.click(send);
    await expect(canvas.getByRole("status", { name: "Gönderilenler" })).toHaveTextContent(
      "Çok beğendim",
    );
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Yorumlar (0)" })).toBeVisible();
    await expect(canvas.getByText("Henüz yorum yapılmamış. İlk yorumu siz yapın!")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    comments: Array.from({ length: 200 }, (_, i) => ({
      ...COMMENTS[0]!,
      id: String(i),
      text: i % 20 === 0 ? LONG_OVERVIEW + LONG_OVERVIEW : COMMENTS[0]!.text,
    })),
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Yorumlar (200)" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
