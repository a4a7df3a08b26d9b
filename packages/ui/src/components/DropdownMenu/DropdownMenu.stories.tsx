import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDown } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { DropdownMenu } from "./DropdownMenu";

const GENRES = ["Aksiyon", "Komedi", "Dram", "Korku"];

interface DemoProps {
  onSelect: (genre: string) => void;
  onOpenChange: (open: boolean) => void;
  defaultOpen?: boolean;
}

function Demo({ onSelect, onOpenChange, defaultOpen = false }: DemoProps) {
  return (
    <div style={{ display: "flex", gap: 16, alignItems: "flex-start", minHeight: 260 }}>
      <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" icon={<ChevronDown aria-hidden size="1em" />}>
            Tür
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>Film ve dizi türleri</DropdownMenu.Label>
          {GENRES.map((genre) => (
            <DropdownMenu.Item key={genre} onSelect={() => onSelect(genre)}>
              {genre}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Item disabled>Belgesel</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Button variant="secondary">Başka bir düğme</Button>
    </div>
  );
}

const meta = {
  title: "Chrome/DropdownMenu",
  component: Demo,
  args: { onSelect: fn(), onOpenChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Tür" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu", { name: "Tür" });
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Aksiyon" })).toHaveFocus());
    // Arrow keys move through the items and skip the disabled one.
    await userEvent.keyboard("{ArrowDown}");
    await expect(body.getByRole("menuitem", { name: "Komedi" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(body.getByRole("menuitem", { name: "Korku" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(body.getByRole("menuitem", { name: "Dram" })).toHaveFocus();
    // Escape closes and hands focus back to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const SelectsAnItem: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tür" }));
    await userEvent.click(await body.findByRole("menuitem", { name: "Dram" }));
    await expect(args.onSelect).toHaveBeenCalledWith("Dram");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Tür" })).toHaveFocus();
  },
};

export const ClosesAfterFocusLeaves: Story = {
  // A timing demo that ends closed, as Default starts: nothing new to picture.
  tags: ["no-visual"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tür" }));
    await body.findByRole("menu");
    const outside = canvas.getByRole("button", { name: "Başka bir düğme" });
    const left = performance.now();
    outside.focus();
    // Still open shortly after focus left...
    await sleep(120);
    await expect(body.getByRole("menu")).toBeVisible();
    // ...and closed once 200 ms have passed.
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull(), {
      timeout: 1000,
      interval: 10,
    });
    const closedAfter = performance.now() - left;
    await expect(closedAfter).toBeGreaterThanOrEqual(200);
    await expect(closedAfter).toBeLessThan(600);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus stays where the user put it; it is not pulled back to the trigger.
    await expect(outside).toHaveFocus();
  },
};

export const StaysOpenWhenFocusReturns: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tür" }));
    const item = await body.findByRole("menuitem", { name: "Komedi" });
    canvas.getByRole("button", { name: "Başka bir düğme" }).focus();
    await sleep(80);
    item.focus();
    await sleep(300);
    await expect(body.getByRole("menu")).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(body.getByRole("menu", { name: "Tür" })).toBeVisible());
    await expect(body.getByRole("menuitem", { name: "Belgesel" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
