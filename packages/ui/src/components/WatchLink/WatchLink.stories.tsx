import type { Meta, StoryObj } from "@storybook/react-vite";
import { Play } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { WatchLink } from "./WatchLink";

const meta = {
  title: "Detail/WatchLink",
  component: WatchLink,
  args: {
    href: "/movie/m-demo/izle",
    onWatch: fn(),
    size: "lg",
    icon: <Play aria-hidden fill="currentColor" size="1em" />,
    children: "İzle",
  },
} satisfies Meta<typeof WatchLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once the page is live: a click opens the page's own player, the address stays. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "İzle" });
    await expect(link).toHaveAttribute("href", "/movie/m-demo/izle");
    await userEvent.click(link);
    await expect(args.onWatch).toHaveBeenCalledTimes(1);
    // Enter on the focused link does the same.
    await userEvent.keyboard("{Enter}");
    await expect(args.onWatch).toHaveBeenCalledTimes(2);
  },
};

/** The episode list's small form, named for its episode. */
export const Small: Story = {
  args: { size: "sm", "aria-label": "İzle: S1 B2 Gece Yarısı" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "İzle: S1 B2 Gece Yarısı" })).toBeVisible();
  },
};

/** Before the page is live (or without script) it is only the link: the watch page plays. */
export const WithoutScript: Story = {
  render: (args) => <WatchLink {...args} onWatch={undefined} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "İzle" });
    await expect(link).toHaveAttribute("href", "/movie/m-demo/izle");
    await expect(link).not.toHaveAttribute("data-action");
  },
};
