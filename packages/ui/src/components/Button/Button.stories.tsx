import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "Basics/Button",
  component: Button,
  args: { children: "Şimdi İzle", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Şimdi İzle" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard users reach it with Tab and press it with Enter and Space.
    await userEvent.tab();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button {...args} variant="primary">
        Şimdi İzle
      </Button>
      <Button {...args} variant="secondary">
        Listeye Ekle
      </Button>
      <Button {...args} variant="ghost">
        Paylaş
      </Button>
      <Button {...args} variant="danger">
        Sil
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
    const primary = getComputedStyle(canvas.getByRole("button", { name: "Şimdi İzle" }));
    const secondary = getComputedStyle(canvas.getByRole("button", { name: "Listeye Ekle" }));
    // The primary action stands out from the others by its red fill.
    await expect(primary.backgroundColor).toBe("rgb(217, 11, 28)");
    await expect(secondary.backgroundColor).not.toBe(primary.backgroundColor);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <Button {...args} size="sm">
        Küçük
      </Button>
      <Button {...args} size="md">
        Orta
      </Button>
      <Button {...args} size="lg">
        Büyük
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["Küçük", "Orta", "Büyük"].map(
      (name) => canvas.getByRole("button", { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Bağlan" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Bağlan" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Giris yapiliyor..." },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Giris yapiliyor..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { children: "Çağrışımlı Uzun Başlıklı İçerikleri Görüntüle ve Öğren" },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Button {...args} fullWidth />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button");
    // A long Turkish label wraps inside the 240 px container instead of overflowing it.
    await expect(button.getBoundingClientRect().width).toBe(240);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
