import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { LONG_TITLE, PLAYER_SHORTCUT_LIST } from "../../fixtures";
import { ShortcutsHelpDialog, type ShortcutsHelpDialogProps } from "./ShortcutsHelpDialog";

/** As the overlay will hold it: '?' (here a button) opens it, the dialog says when it closes. */
function Stateful(props: ShortcutsHelpDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Kısayollar
      </Button>
      <ShortcutsHelpDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Player/ShortcutsHelpDialog",
  component: ShortcutsHelpDialog,
  args: { open: true, onOpenChange: fn(), shortcuts: PLAYER_SHORTCUT_LIST },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ShortcutsHelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: 'Klavye Kısayolları' with every shortcut, keys drawn as keys. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Klavye Kısayolları" });
    await expect(dialog).toHaveAccessibleDescription(
      "Oynatıcı açıkken çalışır; bir alana yazarken çalışmaz.",
    );
    const terms = within(dialog).getAllByRole("term");
    const definitions = within(dialog).getAllByRole("definition");
    await expect(terms.map((term) => term.textContent)).toEqual([
      "BoşlukveyaK",
      "F",
      "M",
      "←veyaJ",
      "→veyaL",
      "N",
      "Esc",
      "?",
    ]);
    await expect(definitions.map((definition) => definition.textContent)).toEqual([
      "Oynat / duraklat",
      "Tam ekran",
      "Sesi kapat / aç",
      "10 saniye geri",
      "10 saniye ileri",
      "Sonraki kaynak",
      "Oynatıcıyı kapat",
      "Klavye kısayollarını göster",
    ]);
    await expect(dialog.querySelectorAll("kbd")).toHaveLength(11);
    // The page behind does not scroll, and focus is inside.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(getComputedStyle(document.body).overflow).toBe("hidden");
  },
};

/** Closed until asked; Escape closes it and focus goes back where it was. */
export const OpensAndCloses: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    await expect(screen.queryByRole("dialog")).toBeNull();
    const opener = canvas.getByRole("button", { name: "Kısayollar" });
    await userEvent.click(opener);
    await screen.findByRole("dialog", { name: "Klavye Kısayolları" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Klavye Kısayolları" });
    await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Long descriptions wrap inside the dialog; the dialog scrolls, the page does not. */
export const LongContent: Story = {
  args: {
    shortcuts: [
      ...PLAYER_SHORTCUT_LIST,
      { keys: ["Shift", "N"], description: LONG_TITLE },
      ...Array.from({ length: 12 }, (_, i) => ({
        keys: [String(i)],
        description: `Bölümün %${i * 10} noktasına git`,
      })),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Klavye Kısayolları" });
    await waitFor(() => expect(within(dialog).getByText(LONG_TITLE)).toBeVisible());
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const dialog = await screen.findByRole("dialog", { name: "Klavye Kısayolları" });
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    const last = within(dialog).getByText("Klavye kısayollarını göster");
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};
