import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { TextField, type TextFieldProps } from "./TextField";

/** Holds the value like a form does, so typing shows. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <TextField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Forms/TextField",
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: "Başlık", value: "", name: "title", onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Başlık" });
    await userEvent.type(input, "Kış Uykusu");
    await expect(input).toHaveValue("Kış Uykusu");
    await expect(args.onChange).toHaveBeenLastCalledWith("Kış Uykusu");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** The rule the value broke, under the field and read with it. */
export const WithError: Story = {
  args: { value: "", error: "Başlık zorunludur.", required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Başlık" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Başlık zorunludur.");
    await expect(canvas.getByText("Başlık zorunludur.")).toBeVisible();
  },
};

/** A hint under the field, read with it (and with the error when there is one). */
export const WithHint: Story = {
  args: {
    label: "Türler",
    name: "genres",
    value: "Dram",
    hint: "Virgülle ayırın, ör. Dram, Gerilim",
    error: "En fazla 20 tür girilebilir; her tür en fazla 100 karakter olabilir.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Türler" })).toHaveAccessibleDescription(
      "Virgülle ayırın, ör. Dram, Gerilim En fazla 20 tür girilebilir; her tür en fazla 100 karakter olabilir.",
    );
  },
};

/** Required: a '*' for the eye, `aria-required` for assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Başlık" });
    await expect(input).toHaveAttribute("aria-required", "true");
    // The '*' is drawn, not read: aria-required already says it.
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Disabled: Story = {
  args: { value: "Kış Uykusu", disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Başlık" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long text in a textarea. */
export const Multiline: Story = {
  args: {
    label: "Açıklama",
    name: "description",
    multiline: true,
    value: "Kapadokya'da bir otel işleten emekli tiyatrocu Aydın'ın kışı. ".repeat(6),
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole("textbox", { name: "Açıklama" });
    await expect(area.tagName).toBe("TEXTAREA");
  },
};

/** A date, as the audit page's filters and the form's release date use it. */
export const Date: Story = {
  args: { label: "Başlangıç", name: "from", type: "date", value: "2026-01-15" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText("Başlangıç");
    await expect(input).toHaveAttribute("type", "date");
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith("");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    label: "Orijinal Başlık",
    value: "Winter Sleep",
    hint: "Yapımın kendi dilindeki adı",
    error: "Orijinal başlık en fazla 200 karakter olabilir.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Orijinal Başlık" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
