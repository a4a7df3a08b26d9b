import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ErrorState } from "./ErrorState";

const meta = {
  title: "Basics/ErrorState",
  component: ErrorState,
  args: { message: "Veriler yüklenirken bir hata oluştu", onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Veriler yüklenirken bir hata oluştu",
    );
    await expect(canvasElement.querySelector("[data-icon='warning']")).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  render: () => <ErrorState message="Popüler içerikler yüklenirken bir hata oluştu" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: "Hata",
    message:
      "Sunucuya bağlanılamadı: istek on saniye içinde yanıtlanmadı. İnternet bağlantınızı kontrol edip birkaç dakika sonra yeniden deneyebilir ya da sayfayı yenileyebilirsiniz.",
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
