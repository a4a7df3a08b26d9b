import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Link, LinkProvider, type LinkComponentProps } from "./Link";

const meta = {
  title: "Basics/Link",
  component: Link,
  args: { href: "/featured", children: "Öne Çıkanlar" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Öne Çıkanlar" });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", "/featured");
  },
};

/** How the site plugs in its router: every link below the provider uses the given renderer. */
function RouterLikeLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#${href}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

export const FromProvider: Story = {
  render: (args) => (
    <LinkProvider component={RouterLikeLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Öne Çıkanlar" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("href", "#/featured");
  },
};
