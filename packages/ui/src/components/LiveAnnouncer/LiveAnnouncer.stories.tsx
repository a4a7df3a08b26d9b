import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../Button";
import { LiveAnnouncer, type Announcement } from "./LiveAnnouncer";

/** Buttons standing in for shortcuts; the region itself draws nothing. */
function Demo({ initial }: { initial: Announcement | null }) {
  const [announcement, setAnnouncement] = useState(initial);
  const say = (text: string) => setAnnouncement((last) => ({ text, id: (last?.id ?? 0) + 1 }));
  return (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Button variant="secondary" onClick={() => say("10 saniye ileri")}>
        → 10 sn
      </Button>
      <Button variant="secondary" onClick={() => say("Duraklatıldı")}>
        Duraklat
      </Button>
      <LiveAnnouncer announcement={announcement} />
    </div>
  );
}

const meta = {
  title: "Player/LiveAnnouncer",
  component: Demo,
  args: { initial: null },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted and silent: a polite, atomic status region that is not drawn. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveAttribute("aria-atomic", "true");
    await expect(region).toBeEmptyDOMElement();
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Each shortcut is read out; the same feedback twice is still a change. */
export const Announces: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await userEvent.click(canvas.getByRole("button", { name: "→ 10 sn" }));
    await expect(region.textContent?.trim()).toBe("10 saniye ileri");
    const first = region.textContent;
    await userEvent.click(canvas.getByRole("button", { name: "→ 10 sn" }));
    await expect(region.textContent?.trim()).toBe("10 saniye ileri");
    await expect(region.textContent).not.toBe(first);
    await userEvent.click(canvas.getByRole("button", { name: "Duraklat" }));
    await expect(region.textContent?.trim()).toBe("Duraklatıldı");
  },
};

export const WithMessage: Story = {
  args: { initial: { text: "Ses kapatıldı", id: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status").textContent?.trim()).toBe("Ses kapatıldı");
  },
};
