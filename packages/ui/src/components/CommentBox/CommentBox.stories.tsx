import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { CommentBox } from "./CommentBox";

const meta = {
  title: "Detail/CommentBox",
  component: CommentBox,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CommentBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Yorum yaz" });
    await userEvent.type(box, "  Harika bir film, kesinlikle izleyin!  ");
    await userEvent.click(canvas.getByRole("button", { name: "Gönder" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("Harika bir film, kesinlikle izleyin!");
    await expect(box).toHaveValue("");
  },
};

export const BlankIgnored: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Yorum yaz" });
    const send = canvas.getByRole("button", { name: "Gönder" });
    await userEvent.click(send);
    await userEvent.type(box, "   {enter}  ");
    await userEvent.click(send);
    // SPEC.md §5: blank after trimming is ignored, and the text stays as typed.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(box).toHaveValue("   \n  ");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Yorum yaz" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Gönder" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Gönder" }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
