import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { AppLink, LinkProvider, PlainLink, type LinkComponentProps } from "./Link";

function RouterLikeLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#${to}`} data-router="" {...rest}>
      {children}
    </a>
  );
}

function SomeNavigation() {
  return <AppLink to="/admin/movies">Film Yönetimi</AppLink>;
}

const meta = {
  title: "Basics/Link",
  component: PlainLink,
  args: { to: "/", children: "Ana Sayfa" },
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a router the library renders plain anchors. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
  },
};

/** The site sets its router's Link once; every library link goes through it. */
export const WithProvider: Story = {
  render: () => (
    <LinkProvider component={RouterLikeLink}>
      <SomeNavigation />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Film Yönetimi" });
    await expect(link).toHaveAttribute("data-router");
    await expect(link).toHaveAttribute("href", "#/admin/movies");
  },
};
