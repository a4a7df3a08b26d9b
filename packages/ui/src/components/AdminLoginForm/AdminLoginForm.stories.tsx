import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { AdminLoginForm, type AdminCredentials } from "./AdminLoginForm";

const meta = {
  title: "Admin/AdminLoginForm",
  component: AdminLoginForm,
  parameters: { layout: "fullscreen" },
  args: { onSubmit: fn(), onFieldChange: fn() },
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are required; the password can be shown and hidden. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Admin Panel Girisi" })).toBeInTheDocument();
    const submit = canvas.getByRole("button", { name: "Giris Yap" });
    const username = canvas.getByLabelText("Kullanici Adi");
    const password = canvas.getByLabelText("Sifre");
    // Issue 31: the username field says it is a text field (HTML_CodeSniffer H98).
    await expect(username).toHaveAttribute("type", "text");

    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(username).toBeInvalid();
    await userEvent.type(username, "admin");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password).toBeInvalid();

    await userEvent.type(password, "gizli123");
    await expect(password).toHaveAttribute("type", "password");
    const show = canvas.getByRole("button", { name: "Sifreyi goster" });
    await userEvent.click(show);
    await expect(password).toHaveAttribute("type", "text");
    await expect(show).toHaveAccessibleName("Sifreyi gizle");
    await expect(show).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(show);
    await expect(password).toHaveAttribute("type", "password");

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: "admin", password: "gizli123" });
    await expect(canvas.getByRole("link", { name: "Ana Sayfaya Don" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Giris yapiliyor..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const WithError: Story = {
  args: { error: "Kullanici adi veya sifre hatali!" },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Kullanici adi veya sifre hatali!");
    await expect(getComputedStyle(alert).color).toBe("rgb(255, 90, 103)");
    await expect(canvas.getByLabelText("Kullanici Adi")).toHaveAccessibleDescription(
      "Kullanici adi veya sifre hatali!",
    );
  },
};

/** The page's flow: wrong credentials show the red box, typing clears it. */
export const ErrorClearedOnTyping: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string | null>(null);
    return (
      <AdminLoginForm
        {...args}
        error={error}
        onSubmit={(credentials: AdminCredentials) => {
          args.onSubmit(credentials);
          setError("Kullanici adi veya sifre hatali!");
        }}
        onFieldChange={() => setError(null)}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Kullanici Adi"), "admin");
    await userEvent.type(canvas.getByLabelText("Sifre"), "yanlis");
    await userEvent.click(canvas.getByRole("button", { name: "Giris Yap" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Kullanici adi veya sifre hatali!");
    await userEvent.type(canvas.getByLabelText("Sifre"), "x");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { error: "Kullanici adi veya sifre hatali!" },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: "Admin Panel Girisi" });
    const { left, right } = form.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(16);
    await expect(right).toBeLessThanOrEqual(375 - 16);
  },
};
