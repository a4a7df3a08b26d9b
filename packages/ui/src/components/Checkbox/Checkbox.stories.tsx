import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox, type CheckboxProps } from "./Checkbox";

/** Holds the value like a form does, so clicking shows. */
function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: "Öne Çıkan", name: "featured", checked: false, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole label is the click target. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Öne Çıkan" });
    await userEvent.click(canvas.getByText("Öne Çıkan"));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: "Öne çıkan alanı geçersiz." },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Öne Çıkan" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Öne çıkan alanı geçersiz.");
  },
};

export const WithHint: Story = {
  args: { label: "Trend", name: "trending", hint: "Ana sayfadaki Trend satırında gösterilir" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Trend" })).toHaveAccessibleDescription(
      "Ana sayfadaki Trend satırında gösterilir",
    );
  },
};

export const Required: Story = {
  args: { label: "Yayın koşullarını okudum", name: "terms", required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Yayın koşullarını okudum" });
    await expect(box).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Öne Çıkan" });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In a table row: the column says what it is, the name says which title. */
export const HiddenLabel: Story = {
  args: { label: "Aktif: Kış Uykusu", hideLabel: true, checked: true },
  render: (args) => (
    // A narrow scrolling cell far to the right, as in the film table on a phone.
    <div style={{ width: 120, overflowX: "auto" }}>
      <div style={{ width: "200vw", textAlign: "end" }}>
        <Controlled {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // The hidden text stays inside the scroller: the page does not widen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = canvas.getByRole("checkbox", { name: "Aktif: Kış Uykusu" });
    await expect(box).toBeChecked();
    await expect(
      canvas.getByText("Aktif: Kış Uykusu").getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    label: "Bu içerik ana sayfada, öne çıkanlar listesinde ve kategori sayfalarında gösterilsin",
    hint: "Uzun etiketler satır kırar",
    error: "Öne çıkan alanı geçersiz.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
