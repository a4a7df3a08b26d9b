import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { CoupleModeButton } from "../CoupleModeButton";
import { Toast, ToastProvider, type ToastProps } from "./Toast";

function Demo(props: ToastProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>Paylaş</Button>
      <Toast
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </ToastProvider>
  );
}

const meta = {
  title: "Basics/Toast",
  component: Toast,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Film linki kopyalandı!",
    tone: "success",
    // Open until closed: a picture of the open toast must not race its timer
    // (ClosesByItself shows the timer).
    duration: Number.POSITIVE_INFINITY,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(body.getByText("Film linki kopyalandı!")).toBeVisible());
    await userEvent.click(body.getByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(body.queryByText("Film linki kopyalandı!")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesByItself: Story = {
  args: { open: false, duration: 300, title: "Bağlantı kopyalandı!", tone: "info" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Paylaş" }));
    await waitFor(() => expect(body.getByText("Bağlantı kopyalandı!")).toBeVisible());
    // Move the pointer away: Radix pauses the timer while the toast is hovered.
    await userEvent.unhover(body.getByText("Bağlantı kopyalandı!"));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};

export const Error: Story = {
  args: {
    tone: "error",
    title: "Video yüklenirken bir hata oluştu",
    description: "Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  },
  play: async () => {
    await waitFor(() =>
      expect(
        body.getByText("Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin."),
      ).toBeVisible(),
    );
    await expect(body.getByRole("region", { name: /Bildirimler/ })).toBeInTheDocument();
  },
};

const deleted = '"Kış Uykusu" silindi.';
const undo = { label: "Geri Al", altText: 'Silinen "Kış Uykusu" içeriğini geri al' };

/**
 * Issue 31 item 11: a delete's toast offers 'Geri Al'. F8 jumps to the
 * toasts, Tab to the newest one, Tab again to its action.
 */
export const WithAction: Story = {
  args: { title: deleted, action: { ...undo, onAction: fn() } },
  play: async ({ args }) => {
    const button = await body.findByRole("button", { name: "Geri Al" });
    await waitFor(() => expect(button).toBeVisible());
    // Radix reads the key's code, which `[F8]` sets.
    await userEvent.keyboard("[F8]");
    const region = body.getByRole("region", { name: "Bildirimler (F8)" });
    await expect(within(region).getByRole("list")).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(args.action?.onAction).not.toHaveBeenCalled();
  },
};

export const ActionPressed: Story = {
  // Ends closed, as Default does: nothing new to picture.
  tags: ["no-visual"],
  args: { open: false, title: deleted, action: { ...undo, onAction: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Paylaş" }));
    // Screen readers hear what the action does in place of its label.
    await waitFor(() => expect(body.getByRole("status")).toHaveTextContent(undo.altText));
    await userEvent.keyboard("[F8]");
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole("button", { name: "Geri Al" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByText(deleted)).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Issue 17: with the floating 'Sevgili Modu' button on the page, toasts stack
 * above it (from 1024 px; below, the button sits in the header).
 */
export const AboveFloatingButton: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <CoupleModeButton floating />
      </>
    ),
  ],
  play: async () => {
    const toast = await body.findByText("Film linki kopyalandı!");
    const button = body.getByRole("button", { name: "Sevgili Modu" });
    await waitFor(async () => {
      const toastBox = toast.closest("li")!.getBoundingClientRect();
      await expect(toastBox.bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
    });
  },
};
