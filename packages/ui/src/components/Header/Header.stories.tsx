import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { flushSync } from "react-dom";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { catalogueItems, HEADER_LINK_FIXTURES, inertLink } from "../../fixtures";
import { CoupleModeButton } from "../CoupleModeButton";
import { Header, preloadGenreMenu } from "./Header";

const GENRES = [
  { href: "/tur/28", label: "Aksiyon" },
  { href: "/tur/35", label: "Komedi" },
  { href: "/tur/18", label: "Dram" },
  { href: "/tur/27", label: "Korku" },
  { href: "/tur/878", label: "Bilim Kurgu" },
  { href: "/tur/10765", label: "Bilim Kurgu & Fantazi" },
];

const navigate = fn();

const meta = {
  title: "Chrome/Header",
  component: Header,
  args: {
    links: HEADER_LINK_FIXTURES,
    genres: GENRES,
    onSearch: fn(),
    linkComponent: inertLink(navigate),
    // Storybook renders in the browser: the header is live unless a story says otherwise.
    interactive: true,
  },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
  beforeEach: () => navigate.mockClear(),
  // The 'Tür' menu's code loads lazily on the site; the stories start with it in place.
  loaders: [async () => ({ genreMenu: await preloadGenreMenu() })],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  args: { currentPath: "/trending" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Ana menü" });
    const links = within(nav)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    await expect(links).toEqual([
      ["Ana Sayfa", "/"],
      ["Yeni Filmler", "/new-movies"],
      ["Yeni Diziler", "/new-series"],
      ["Öne Çıkanlar", "/featured"],
      ["Trend", "/trending"],
      ["Listem", "/listem"],
    ]);
    await expect(within(nav).getByRole("link", { name: "Trend" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("href", "/login");
    // The hamburger exists only under 1024 px.
    await expect(canvas.queryByRole("button", { name: "Menüyü aç" })).toBeNull();
  },
};

export const TabOrder: Story = {
  play: async ({ canvas }) => {
    const order = [
      canvas.getByRole("link", { name: "Sinema - Ana Sayfa" }),
      ...["Ana Sayfa", "Yeni Filmler", "Yeni Diziler", "Öne Çıkanlar", "Trend", "Listem"].map(
        (name) =>
          within(canvas.getByRole("navigation", { name: "Ana menü" })).getByRole("link", { name }),
      ),
      canvas.getByRole("button", { name: "Tür" }),
      canvas.getAllByRole("combobox", { name: "Ara" })[0]!,
      canvas.getAllByRole("button", { name: "Ara" })[0]!,
      canvas.getByRole("link", { name: "Giriş Yap" }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

export const GenreMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Tür" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu", { name: "Tür" });
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((i) => i.getAttribute("href"))).toEqual(GENRES.map((g) => g.href));
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    // Choosing a genre goes to tur/{id}.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.getAllByRole("menuitem")[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/tur/35");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

export const GenreMenuClosesAfterFocusLeaves: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tür" }));
    await body.findByRole("menu", { name: "Tür" });
    const search = canvas.getAllByRole("combobox", { name: "Ara" })[0]!;
    const left = performance.now();
    search.focus();
    await sleep(100);
    await expect(body.getByRole("menu")).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull(), { interval: 10 });
    await expect(performance.now() - left).toBeGreaterThanOrEqual(200);
    await expect(search).toHaveFocus();
  },
};

export const Search: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getAllByRole("combobox", { name: "Ara" })[0]!;
    // Blank queries are ignored.
    await userEvent.type(input, "   {Enter}");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "  Kuruluş Osman & Bala  {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("Kuruluş Osman & Bala");
    await expect(input).toHaveValue("");
  },
};

export const WithSuggestions: Story = {
  args: {
    suggestions: catalogueItems(5).map(({ id, type, title, poster, year }) => ({
      id,
      type,
      title,
      poster,
      year,
    })),
    onSuggestionQuery: fn(),
    onSuggestionSelect: fn(),
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getAllByRole("combobox", { name: "Ara" })[0]!;
    await userEvent.type(input, "yar");
    await waitFor(() => expect(args.onSuggestionQuery).toHaveBeenCalledWith("yar"));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Yargı" }),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Ana menü" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Giriş Yap" })).toBeNull();
    const hamburger = canvas.getByRole("button", { name: "Menüyü aç" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const hamburger = canvas.getByRole("button", { name: "Menüyü aç" });
    await userEvent.click(hamburger);
    const menu = canvas.getByRole("navigation", { name: "Mobil menü" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    await expect(hamburger).toHaveAccessibleName("Menüyü kapat");
    // The same links as on desktop, plus the genres and 'Giriş Yap'.
    for (const name of [
      "Ana Sayfa",
      "Yeni Filmler",
      "Yeni Diziler",
      "Öne Çıkanlar",
      "Trend",
      "Listem",
      "Komedi",
      "Giriş Yap",
    ]) {
      await expect(within(menu).getByRole("link", { name })).toBeVisible();
    }
  },
};

/** Issue 17: the floating 'Sevgili Modu' button hides while the phone menu is open. */
export const MobileMenuHidesFloatingButton: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <CoupleModeButton floating />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const floating = canvas.getByRole("button", { name: "Sevgili Modu" });
    await expect(floating).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    await expect(floating).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü kapat" }));
    await expect(floating).toBeVisible();
  },
};

export const MobileMenuEscape: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const hamburger = canvas.getByRole("button", { name: "Menüyü aç" });
    await userEvent.click(hamburger);
    await userEvent.tab();
    await expect(hamburger).not.toHaveFocus();
    // Escape closes it and focus goes back to the button.
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("navigation", { name: "Mobil menü" })).toBeNull();
    await expect(hamburger).toHaveFocus();
  },
};

export const MobileMenuActions: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    const input = canvas
      .getAllByRole("combobox", { name: "Ara" })
      .find((el) => el.checkVisibility())!;
    await userEvent.type(input, "Yargı{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("Yargı");
    // Searching closes the menu.
    await expect(canvas.queryByRole("navigation", { name: "Mobil menü" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    await userEvent.click(canvas.getByRole("link", { name: "Yeni Diziler" }));
    await expect(navigate).toHaveBeenCalledWith("/new-series");
    await expect(canvas.getByRole("button", { name: "Menüyü aç" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};

/** As the server sends it (before hydration, or without script): the genres are plain links. */
export const WithoutScript: Story = {
  args: { interactive: false, searchAction: "/search" },
  play: async ({ canvas }) => {
    // The search form is sent as /search?q=… by the browser itself.
    const form = canvas.getAllByRole("search", { name: "Sitede ara" })[0]!;
    await expect(form).toHaveAttribute("action", "/search");
    await expect(within(form).getByRole("combobox", { name: "Ara" })).toHaveAttribute("name", "q");
    const nav = canvas.getByRole("navigation", { name: "Ana menü" });
    const genres = within(nav).getByRole("group");
    const summary = genres.querySelector("summary")!;
    await expect(summary).toHaveTextContent("Tür");
    await expect(within(nav).getByRole("link", { name: "Komedi" })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(genres).toHaveAttribute("open");
    await expect(within(nav).getByRole("link", { name: "Komedi" })).toHaveAttribute(
      "href",
      "/tur/35",
    );
    await expect(
      within(nav)
        .getAllByRole("link")
        .slice(-GENRES.length)
        .map((a) => a.getAttribute("href")),
    ).toEqual(GENRES.map((g) => g.href));
  },
};

/** On a phone without script the hamburger opens the same panel as a disclosure. */
export const MobileWithoutScript: Story = {
  args: { interactive: false },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector<HTMLElement>("summary[aria-label='Menüyü aç']")!;
    const menu = canvas.getByRole("navigation", { name: "Mobil menü" });
    await expect(within(menu).getByRole("link", { name: "Komedi" })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(within(menu).getByRole("link", { name: "Komedi" })).toBeVisible();
    await expect(within(menu).getByRole("link", { name: "Yeni Diziler" })).toBeVisible();
  },
};

/**
 * A wrapper whose button makes the header live, as hydration does, in the
 * same task as a tap that came just before it (see the play below).
 */
function GoingLive(props: Omit<Parameters<typeof Header>[0], "interactive">) {
  const [live, setLive] = useState(false);
  return (
    <>
      <Header {...props} interactive={live} />
      <button type="button" hidden data-go-live onClick={() => flushSync(() => setLive(true))} />
    </>
  );
}

/**
 * Issue 34: the phone menu tapped in the instant before the live button
 * replaces the disclosure. The disclosure opens at once but reports it with a
 * queued `toggle` event, which the removed element never delivered: the menu
 * stayed closed (1 of 10 taps on a slowed phone). The live menu opens.
 */
export const MobileMenuTappedAsThePageGoesLive: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => <GoingLive {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector<HTMLElement>("summary[aria-label='Menüyü aç']")!;
    const goLive = canvasElement.querySelector<HTMLButtonElement>("[data-go-live]")!;
    // One task: the tap, then the page going live before the toggle event is dispatched.
    summary.click();
    goLive.click();
    const hamburger = await canvas.findByRole("button", { name: "Menüyü kapat" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const menu = canvas.getByRole("navigation", { name: "Mobil menü" });
    await expect(within(menu).getByRole("link", { name: "Yeni Diziler" })).toBeVisible();
  },
};
