import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { SourceMenu, type SourceMenuItem, type SourceMenuProps } from "./SourceMenu";

const FOUR: SourceMenuItem[] = [
  { host: "localhost:5050", dubbed: true, subtitled: true, state: "error" },
  { host: "slow.localhost:5050", dubbed: true, state: "playing" },
  { host: "player.example", subtitled: true, state: "notReady" },
  { host: "stalling.localhost:5050", state: "idle" },
];

/** The menu as the overlay will hold it: the choice moves the check. */
function Stateful({ roomBelow = true, ...props }: SourceMenuProps & { roomBelow?: boolean }) {
  const [current, setCurrent] = useState(props.currentIndex);
  return (
    <div
      style={{
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "flex-start",
        // Room for the open menu in the screenshot.
        minHeight: roomBelow ? 420 : undefined,
      }}
    >
      <SourceMenu
        {...props}
        currentIndex={current}
        onSelect={(index) => {
          setCurrent(index);
          props.onSelect(index);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Player/SourceMenu",
  component: SourceMenu,
  args: { sources: FOUR, currentIndex: 1, onSelect: fn(), onOpenChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SourceMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (name: string | RegExp) => screen.getByRole("button", { name });
const item = (name: RegExp) => screen.getByRole("menuitemradio", { name });

/** Closed: 'Kaynak 2/4 ▾'. */
export const Default: Story = {
  play: async ({ args }) => {
    const button = trigger("Kaynak 2/4");
    await expect(button).toBeVisible();
    await expect(button).toHaveTextContent("Kaynak 2/4▾");
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(screen.queryByRole("menu")).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Open, as a designer reviews it: every state, host and badge; the current one checked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole("menu", { name: "Kaynak 2/4" });
    // Visible once the menu's short fade-in is over.
    await waitFor(() => expect(within(menu).getByText("Kaynaklar")).toBeVisible());
    const items = within(menu).getAllByRole("menuitemradio");
    await expect(items).toHaveLength(4);
    // Name, host, state and the badges' full words, read in that order.
    await expect(items[0]).toHaveAccessibleName(
      "Kaynak 1 localhost:5050 hata Türkçe Dublaj Türkçe Altyazı",
    );
    await expect(items[1]).toHaveAccessibleName(
      "Kaynak 2 slow.localhost:5050 oynatılıyor Türkçe Dublaj",
    );
    await expect(items[2]).toHaveAccessibleName(
      "Kaynak 3 player.example hazır değil Türkçe Altyazı",
    );
    // Not tried yet: no state, no badges.
    await expect(items[3]).toHaveAccessibleName("Kaynak 4 stalling.localhost:5050");
    await expect(items.map((i) => i.getAttribute("aria-checked"))).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);
    await expect(within(items[0]!).getByText("TR Dublaj")).toBeInTheDocument();
    // Each state its own colour.
    const colours = ["hata", "oynatılıyor", "hazır değil"].map(
      (text) => getComputedStyle(within(menu).getByText(text)).color,
    );
    await expect(new Set(colours).size).toBe(3);
  },
};

/** Keyboard only: open, move, choose; focus goes back to the trigger, which now says 3/4. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(trigger("Kaynak 2/4")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(item(/^Kaynak 1 /)).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(item(/^Kaynak 3 /)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger("Kaynak 3/4")).toHaveFocus();
    // Space opens it too, and Escape closes without choosing.
    await userEvent.keyboard(" ");
    await screen.findByRole("menu");
    await waitFor(() => expect(item(/^Kaynak 3 /)).toHaveAttribute("aria-checked", "true"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(trigger("Kaynak 3/4")).toHaveFocus();
  },
};

export const PickWithPointer: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger("Kaynak 2/4"));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: /^Kaynak 4 / }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await waitFor(() => expect(trigger("Kaynak 4/4")).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Picking the source that already plays changes nothing. */
export const PickTheCurrentOne: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger("Kaynak 2/4"));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: /^Kaynak 2 / }));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    sources: [{ host: "localhost:5050", dubbed: true, state: "loading" }, ...FOUR.slice(1, 3)],
    currentIndex: 0,
    defaultOpen: true,
  },
  play: async () => {
    const loading = await screen.findByText("yükleniyor");
    await waitFor(() => expect(loading).toBeVisible());
    await expect(trigger("Kaynak 1/3")).toBeVisible();
  },
};

/** Every source failed: all say 'hata' or 'hazır değil', and any can still be picked. */
export const AllFailed: Story = {
  args: {
    sources: FOUR.map((source, i) => ({ ...source, state: i === 2 ? "notReady" : "error" })),
    currentIndex: 3,
    defaultOpen: true,
  },
  play: async ({ args }) => {
    await screen.findByRole("menu");
    await expect(screen.getAllByText("hata")).toHaveLength(3);
    await waitFor(() => expect(screen.getByText("hazır değil")).toBeVisible());
    await userEvent.click(item(/^Kaynak 1 /));
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};

export const SingleSource: Story = {
  args: { sources: [FOUR[1]!], currentIndex: 0 },
  play: async () => {
    await userEvent.click(trigger("Kaynak 1/1"));
    await expect(await screen.findAllByRole("menuitemradio")).toHaveLength(1);
  },
};

/** No sources: no menu at all (the overlay shows its error instead). */
export const Empty: Story = {
  args: { sources: [], currentIndex: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

const MANY: SourceMenuItem[] = Array.from({ length: 30 }, (_, i) => ({
  host:
    i % 3 === 0
      ? `çok-uzun-bir-oynatıcı-sunucusu-${i + 1}.örnek-yayın-hizmeti.com.tr`
      : `kaynak${i + 1}.example`,
  dubbed: i % 2 === 0,
  subtitled: i % 3 !== 1,
  state: (["error", "notReady", "idle", "idle"] as const)[i % 4]!,
}));

/** Thirty sources, some with long host names: the menu scrolls and cuts names, the page does not. */
export const LongContent: Story = {
  args: { sources: MANY, currentIndex: 29, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole("menu", { name: "Kaynak 30/30" });
    await expect(within(menu).getAllByRole("menuitemradio")).toHaveLength(30);
    const box = menu.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const menu = await screen.findByRole("menu");
    const { left, right } = menu.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(375);
    for (const state of ["hata", "oynatılıyor", "hazır değil"]) {
      const { right: textRight } = within(menu).getByText(state).getBoundingClientRect();
      await expect(textRight).toBeLessThanOrEqual(right);
    }
  },
};

/** Inside a modal dialog, as in the player overlay: the menu works and Escape closes it first. */
export const InsideDialog: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content size="md" title="Oynatıcı">
        {/* Laid out like the overlay's top bar: a control on each side. */}
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <Button variant="ghost" size="sm">
            Önceki
          </Button>
          <Stateful {...args} roomBelow={false} />
        </div>
        <div style={{ minHeight: 320 }} />
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Oynatıcı" });
    const button = within(dialog).getByRole("button", { name: "Kaynak 2/4" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(item(/^Kaynak 1 /)).toHaveFocus());
    // Drawn over the dialog that holds it, not behind it.
    const box = item(/^Kaynak 1 /).getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(menu.contains(top)).toBe(true);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Kaynak 4/4" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // The first Escape closed only the menu.
    await expect(screen.getByRole("dialog", { name: "Oynatıcı" })).toBeVisible();
  },
};
