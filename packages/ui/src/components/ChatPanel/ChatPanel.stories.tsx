import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CHAT_TEXT, ChatPanel, type ChatPanelMessage } from "./ChatPanel";

const conversation: ChatPanelMessage[] = [
  { id: "1", author: "Mehmet", text: "Bu sahneyi hatırlıyor musun?", own: false, status: "sent" },
  {
    id: "2",
    author: "Ayşe",
    text: "Tabii! İlk izlediğimizde de güldük 😄",
    own: true,
    status: "sent",
  },
  {
    id: "3",
    author: "Mehmet",
    text: "<b>kalın değil</b> https://ornek.com/link",
    own: false,
    status: "sent",
  },
];

const meta = {
  title: "Couple mode/ChatPanel",
  component: ChatPanel,
  args: {
    open: true,
    onOpenChange: fn(),
    messages: conversation,
    unread: 0,
    typing: null,
    onSend: fn((_text: string): string | null => null),
    onTyping: fn(),
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with a conversation; Enter sends; markup and links stay plain text. */
export const Default: Story = {
  args: { typing: "Mehmet" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole("region", { name: "Sohbet" });
    const log = within(panel).getByRole("log");
    await expect(within(log).getAllByRole("listitem")).toHaveLength(3);
    await expect(log).toHaveTextContent("<b>kalın değil</b> https://ornek.com/link");
    await expect(log.querySelector("b")).toBeNull();
    await expect(log.querySelector("a")).toBeNull();
    await expect(panel).toHaveTextContent("Mehmet yazıyor…");

    const field = within(panel).getByLabelText("Mesaj");
    await expect(field).toHaveFocus();
    await userEvent.type(field, "Selam!");
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Selam!");
    await expect(field).toHaveValue("");
    await expect(within(panel).getByRole("button", { name: "Gönder" })).toHaveAttribute(
      "type",
      "submit",
    );
  },
};

/** No messages yet. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await expect(log).toHaveTextContent(CHAT_TEXT.empty);
  },
};

/** Closed: the toggle counts what came meanwhile. */
export const Unread: Story = {
  args: { open: false, unread: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Sohbet 3 okunmamış mesaj" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("log")).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** A 500-character message wraps inside the panel; long words break. */
export const LongMessage: Story = {
  args: {
    messages: [
      {
        id: "long",
        author: "Ayşegül Nur Yıldırımoğlu",
        text: `${"Çok uzun bir mesaj, ".repeat(20)}${"ş".repeat(100)}`.slice(0, 500),
        own: false,
        status: "sent",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("region", { name: "Sohbet" });
    const item = within(panel).getByRole("listitem");
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

/** A message the room refused is marked, and a refusal to send keeps the text with the reason. */
export const SendError: Story = {
  args: {
    messages: [
      ...conversation,
      { id: "4", author: "Ayşe", text: "Bu gitmedi", own: true, status: "failed" },
    ],
    onSend: fn((_text: string): string | null => "Çok hızlı: saniyede en fazla 2 mesaj"),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("region", { name: "Sohbet" });
    await expect(within(panel).getAllByRole("listitem").at(-1)).toHaveTextContent(
      "Bu gitmediGönderilemedi",
    );
    const field = within(panel).getByLabelText("Mesaj");
    await userEvent.type(field, "Bir daha{Enter}");
    const alert = await within(panel).findByRole("alert");
    await expect(alert).toHaveTextContent("Çok hızlı: saniyede en fazla 2 mesaj");
    await expect(field).toHaveValue("Bir daha");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  },
};

/** On a phone the panel is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("region", { name: "Sohbet" });
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(Math.round(box.left)).toBe(0);
      expect(Math.round(box.right)).toBe(window.innerWidth);
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
    });
  },
};

/** Opened and closed by its toggle; Escape closes it. */
export const Toggle: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return <ChatPanel {...args} open={open} onOpenChange={setOpen} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sohbet" }));
    // Visible once it has slid in (its first frame is transparent).
    await waitFor(() => expect(canvas.getByRole("region", { name: "Sohbet" })).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("region", { name: "Sohbet" })).toBeNull();
  },
};
