import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

/** The admin film table's delete flow: a trigger, then the question. */
function DeleteFlow(
  props: Omit<ConfirmDialogProps, "open" | "onOpenChange"> & { initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Filmi Sil
      </Button>
      <ConfirmDialog {...rest} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Admin/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    description: "Esaretin Bedeli (1994)",
  },
  render: ({ open, onOpenChange: _ignored, ...args }) => (
    <DeleteFlow {...args} initiallyOpen={open} />
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the question from SPEC.md, focus on the safe choice. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", {
      name: "Bu filmi silmek istediginizden emin misiniz?",
    });
    await expect(dialog).toHaveAccessibleDescription("Esaretin Bedeli (1994)");
    await expect(screen.getByRole("button", { name: "İptal" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Sil" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Cancel and Escape close without confirming; focus goes back to the trigger. */
export const Cancel: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Filmi Sil" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "İptal" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the delete runs the dialog stays: Escape does nothing and cancel is disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog");
    const confirm = screen.getByRole("button", { name: "Sil" });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(screen.getByRole("button", { name: "İptal" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    description:
      "Yüzüklerin Efendisi: Kralın Dönüşü — Genişletilmiş Özel Sürüm ve Çağdaş Türkçe Dublajlı Yönetmen Kurgusu (2003)",
  },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog");
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(375);
  },
};
