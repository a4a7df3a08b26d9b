import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { FormAlert } from "./FormAlert";

const meta = {
  title: "Forms/FormAlert",
  component: FormAlert,
  args: { children: "Sunucu bazı alanları kabul etmedi; işaretli alanları düzeltin." },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <FormAlert {...args} />
    </div>
  ),
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why the form was not sent, announced as it appears. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Sunucu bazı alanları kabul etmedi; işaretli alanları düzeltin.",
    );
  },
};

const reload = fn();
const overwrite = fn();

/** Issue 16's stale save: someone else saved first; reload or overwrite. */
export const WithActions: Story = {
  args: {
    children: "Bu içerik siz düzenlerken başka biri tarafından kaydedildi.",
    actions: (
      <>
        <Button variant="secondary" onClick={reload}>
          Yeniden Yükle
        </Button>
        <Button variant="danger" onClick={overwrite}>
          Üzerine Yaz
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Yeniden Yükle" }));
    await expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole("button", { name: "Üzerine Yaz" }));
    await expect(overwrite).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    children:
      "Aynı ad, tür ve çıkış tarihiyle kayıtlı başka bir içerik var: «Bir Zamanlar Anadolu'da: Uzun Bir Gecenin, Bozkırın ve Sessizliğin Hikâyesi (Yönetmen Kurgusu, Restore Edilmiş Sürüm)». Adı ya da tarihi değiştirip yeniden deneyin.",
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const Mobile: Story = {
  ...WithActions,
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
