import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ComingSoon } from "./ComingSoon";

const meta = {
  title: "Admin/ComingSoon",
  component: ComingSoon,
  args: { title: "İstatistikler" },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statistics: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "İstatistikler" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Yakında eklenecek...")).toBeInTheDocument();
  },
};

/** The public /login placeholder. */
export const LoginPage: Story = {
  args: { title: "Giriş Sayfası" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Giriş Sayfası" })).toBeInTheDocument();
    await expect(canvas.getByText("Yakında eklenecek...")).toBeInTheDocument();
  },
};

/** The public /register placeholder. */
export const RegisterPage: Story = {
  args: { title: "Kayıt Sayfası" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Kayıt Sayfası" })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { title: "Çok Uzun Bir Başlık: Kullanıcı Yönetimi ve Gelişmiş İstatistikler Sayfası" },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
