import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Dialog } from "./Dialog";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog.Content,
  args: {
    title: "Sevgili Modu",
    description: "Aynı filmi birlikte, aynı anda izleyin.",
    size: "md",
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "fullscreen"] },
  },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Diyaloğu Aç</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <p style={{ margin: 0 }}>
          Bağlantıyı paylaşın, karşı taraf katıldığında izlemeye başlayın.
        </p>
        <Dialog.Close asChild>
          <Button variant="secondary">Tamam</Button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it; Escape closes it and focus goes back to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Diyaloğu Aç" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Sevgili Modu" });
    await expect(dialog).toHaveAccessibleDescription("Aynı filmi birlikte, aynı anda izleyin.");
    // Focus moves into the dialog and the page behind stops scrolling.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(getComputedStyle(document.body).overflow).toBe("hidden");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  },
};

/** Open, as a designer reviews it. Tab stays inside; the corner X and Dialog.Close both close. */
export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Diyaloğu Aç</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <p style={{ margin: 0 }}>
          Bağlantıyı paylaşın, karşı taraf katıldığında izlemeye başlayın.
        </p>
        <Dialog.Close asChild>
          <Button variant="secondary">Tamam</Button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Sevgili Modu" });
    const close = screen.getByRole("button", { name: "Kapat" });
    const ok = screen.getByRole("button", { name: "Tamam" });
    // The focus trap cycles between the two buttons.
    close.focus();
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Small: Story = {
  ...Open,
  args: { size: "sm", title: "Onay", description: "Küçük diyalog" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Onay" });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Diyaloğu Aç" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    title:
      "Çok Uzun Bir Başlık: Ağustos Böceği ile Karınca'nın Şaşırtıcı Öyküsü ve Sonrasında Yaşananlar",
    description: "Uzun metin diyalogun içinde kayar; sayfa kaymaz.",
  },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            {i + 1}. bölüm: Işıklı şehirde geçen, çiçeklerle süslü güzel bir öğle üstü hikâyesi.
          </p>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // Taller than the viewport: the dialog scrolls itself and stays on screen.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const dialog = await screen.findByRole("dialog", { name: "Sevgili Modu" });
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};
