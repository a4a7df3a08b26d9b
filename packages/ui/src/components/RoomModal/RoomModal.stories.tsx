import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CoupleModeButton } from "../CoupleModeButton";
import { COPY_TOAST_MS, RoomModal, type CoupleStatus } from "./RoomModal";

const meta = {
  title: "Couple mode/RoomModal",
  component: RoomModal,
  args: {
    defaultOpen: true,
    room: null,
    onCopy: fn(async () => {}),
    onConnect: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof RoomModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in a room yet: copy a link or type a code. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Sevgili Modu" });
    const connect = within(dialog).getByRole("button", { name: "Bağlan" });
    const code = within(dialog).getByLabelText("Oda Kodu");
    // Blank or only spaces: nothing to connect to.
    await expect(connect).toBeDisabled();
    await userEvent.type(code, "   ");
    await expect(connect).toBeDisabled();
    await userEvent.clear(code);
    // Typed in lower case, kept in upper case; Enter connects with the trimmed code.
    await userEvent.type(code, "ab12cd");
    await expect(code).toHaveValue("AB12CD");
    await expect(connect).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConnect).toHaveBeenCalledWith("AB12CD");
    await expect(within(dialog).queryByRole("button", { name: "Odadan Ayrıl" })).toBeNull();
  },
};

/** The copy toast shows for 2 s, then goes. */
export const CopyLink: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    // Timed from the click: the message cannot appear before it, while noticing
    // it appear can lag on a busy machine.
    const clickedAt = performance.now();
    await userEvent.click(within(dialog).getByRole("button", { name: "Bağlantıyı Kopyala" }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    const toast = await within(dialog).findByText(/^Bağlantı kopyalandı!/);
    await expect(toast).toHaveTextContent("Bağlantı kopyalandı! 💕");
    // The hearts are drawn as an icon, not left to an emoji font the system may lack (issue 17).
    // Visible once the dialog has faded in (a story opened right after another
    // one starts its play on the animation's first, transparent frame).
    await waitFor(() => expect(toast.querySelector("svg[data-icon='two-hearts']")).toBeVisible());
    await waitFor(() => expect(toast).toBeEmptyDOMElement(), { timeout: COPY_TOAST_MS * 3 });
    const shownFor = performance.now() - clickedAt;
    await expect(shownFor).toBeGreaterThanOrEqual(COPY_TOAST_MS);
    await expect(shownFor).toBeLessThan(COPY_TOAST_MS * 2);
  },
};

/** A copy that fails (no clipboard permission) shows no toast. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error("izin yok"))) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Bağlantıyı Kopyala" }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(dialog).queryByText(/Bağlantı kopyalandı!/)).toBeNull();
  },
};

/** Opened from a shared link: the code comes from `?lovers=`. */
export const PrefilledCode: Story = {
  args: { defaultCode: "k7m2qx" },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByLabelText("Oda Kodu")).toHaveValue("K7M2QX");
    await expect(within(dialog).getByRole("button", { name: "Bağlan" })).toBeEnabled();
  },
};

const statusStory = (status: CoupleStatus, text: string): Story => ({
  args: { room: { code: "K7M2QX", status } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getAllByRole("status")[0]).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole("button", { name: "Odadan Ayrıl" }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
});

export const Waiting = statusStory("waiting", "Bağlantı bekleniyor... (Oda: K7M2QX)");
export const Connected = statusStory("connected", "Bağlantı kuruldu!");
export const Disconnected = statusStory("disconnected", "Bağlantı kesildi");

/** The site's widget: the floating button opens the modal; Escape closes it and focus returns. */
export const WithTrigger: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const [room, setRoom] = useState<{ code: string; status: CoupleStatus } | null>(null);
    return (
      <RoomModal
        {...args}
        room={room}
        onConnect={(code) => {
          args.onConnect(code);
          setRoom({ code, status: "waiting" });
        }}
        onLeave={() => setRoom(null)}
        trigger={<CoupleModeButton connected={room?.status === "connected"} />}
      />
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Sevgili Modu/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Sevgili Modu" });
    await userEvent.type(within(dialog).getByLabelText("Oda Kodu"), "zz9911");
    await userEvent.click(within(dialog).getByRole("button", { name: "Bağlan" }));
    await expect(within(dialog).getAllByRole("status")[0]).toHaveTextContent(
      "Bağlantı bekleniyor... (Oda: ZZ9911)",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { room: { code: "K7M2QX", status: "connected" } },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(375);
    const connect = within(dialog).getByRole("button", { name: "Bağlan" });
    await expect(connect.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** Issue 32: with the other viewer there — their name, where they are, the reactions, the viewer's name. */
export const Together: Story = {
  args: {
    room: { code: "K7M2QX", status: "connected" },
    partner: { name: "Ayşe", presence: "here" },
    onReact: fn(),
    name: "Mehmet",
    onNameChange: fn((typed: string) =>
      typed.trim().length < 2 ? "Ad 2 ile 24 karakter arasında olmalı" : null,
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog).toHaveTextContent("Ayşe ile birlikte izliyorsun");
    await expect(dialog).toHaveTextContent("Burada");
    const reactions = within(dialog).getByRole("group", { name: "Tepkiler" });
    await userEvent.click(within(reactions).getByRole("button", { name: "Kalp" }));
    await expect(args.onReact).toHaveBeenCalledWith("kalp");

    const name = within(dialog).getByLabelText("Adın");
    await expect(name).toHaveValue("Mehmet");
    await userEvent.clear(name);
    await userEvent.type(name, "M{Enter}");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Ad 2 ile 24 karakter arasında olmalı",
    );
    await userEvent.type(name, "ert{Enter}");
    await expect(args.onNameChange).toHaveBeenLastCalledWith("Mert");
  },
};

/** Without a name the other is 'Sevgilin'; a hidden tab shows as away, a lost connection as reconnecting. */
export const PartnerAway: Story = {
  args: {
    room: { code: "K7M2QX", status: "connected" },
    partner: { name: "Sevgilin", presence: "away" },
    onReact: fn(),
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog).toHaveTextContent("Sevgilin ile birlikte izliyorsun");
    await expect(dialog).toHaveTextContent("Uzakta");
  },
};

export const PartnerReconnecting: Story = {
  args: {
    room: { code: "K7M2QX", status: "disconnected" },
    partner: { name: "<i>Ayşe</i>", presence: "reconnecting" },
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // A name with markup shows as text.
    await expect(dialog).toHaveTextContent("<i>Ayşe</i> ile birlikte izliyorsun");
    await expect(dialog.querySelector("[data-partner] i")).toBeNull();
    await expect(dialog).toHaveTextContent("Yeniden bağlanıyor…");
  },
};
