// Issue 17: what a visitor trips over. Links that lead to "bulunamadı", blank
// waits between pages, a dead hamburger, a floating button over toasts, a
// long suggestion list, codes where names belong.
import type { Page } from "@playwright/test";
import { expect, navigateInApp, test } from "./fixtures";

const NOT_FOUND = /bulunamad[ıi]/i;

/** Item 1: every search result links by its type. */
test("search results open series as series and films as films", async ({ page }) => {
  await page.goto("/search?q=breaking");
  const series = page.getByRole("link", { name: "Breaking Bad", exact: true });
  await expect(series).toHaveAttribute("href", "/series/s-breaking-bad");
  await series.click();
  await expect(page).toHaveURL(/\/series\/s-breaking-bad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Breaking Bad" })).toBeVisible();

  await page.goto("/search?q=dune");
  const film = page.getByRole("link", { name: "Dune: Çöl Gezegeni", exact: true });
  await expect(film).toHaveAttribute("href", "/movie/m-dune");
});

/**
 * Item 10: the generated backdrops behind the home hero and a film page are
 * art only; the page's own heading is the only title on screen.
 */
for (const path of ["/", "/movie/m-kis-uykusu"]) {
  test(`the backdrop behind ${path} draws no text`, async ({ page }) => {
    await page.goto(path);
    // The first decorative image of the page's top: the backdrop.
    const backdrop = page.locator("main img[src*='/api/images/backdrop/']").first();
    await expect(backdrop).toBeVisible();
    const source = await backdrop.getAttribute("src");
    const image = await page.request.get(source!);
    expect(image.headers()["content-type"]).toContain("image/svg+xml");
    const svg = await image.text();
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toContain("FİLM");
  });
}

/** Item 2: 'Benzer Filmler' are catalogue films with posters and working links. */
test("similar films come from the catalogue, with posters, and open their pages", async ({
  page,
}) => {
  await page.goto("/movie/m-dune");
  const similar = page.getByRole("region", { name: "Benzer Filmler" });
  const cards = similar.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  const links = similar.getByRole("link");
  await expect(links).toHaveCount(count);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain("/movie/m-dune");
  for (const href of hrefs) expect(href).toMatch(/^\/movie\/m-/);
  // Real posters, not the empty placeholder boxes.
  await expect(similar.locator("img[src*='/api/images/poster/']")).toHaveCount(count);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND);
});

/** Item 3: /content links only to titles that exist. */
test("/content cards link to the catalogue title of the same name, or are not links", async ({
  page,
}) => {
  await page.goto("/content");
  const grid = page.getByRole("list", { name: "Filmler ve Diziler" });
  await expect(grid.getByRole("article")).toHaveCount(15);
  await expect(grid.getByRole("link", { name: "The Crown" })).toHaveAttribute(
    "href",
    "/series/s-the-crown",
  );
  await expect(grid.getByRole("link", { name: "Yıldızlararası" })).toHaveAttribute(
    "href",
    "/movie/m-yildizlararasi",
  );
  // Not in the catalogue: shown, but not a link to a missing page.
  const sequel = "Dune: Çöl Gezegeni Bölüm İki";
  await expect(grid.getByRole("heading", { name: sequel })).toBeVisible();
  await expect(grid.getByRole("link", { name: sequel })).toHaveCount(0);
});

/** The site's own links on the page, without fragments, each once. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.split("#")[0] ?? "").filter(Boolean))];
}

/** Item 4: no internal link on the visited pages lands on a not-found page. */
test("every internal link on the main pages leads to a page that exists", async ({ page }) => {
  test.setTimeout(240_000);
  const pages = [
    "/",
    "/movie/m-dune",
    "/series/s-breaking-bad",
    "/content",
    "/search?q=a",
    "/featured",
    "/new-releases",
    "/trending?type=tv",
  ];
  const checked = new Map<string, string>();
  const broken: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    for (const href of await internalLinks(page)) {
      if (checked.has(href)) continue;
      const response = await page.request.get(href);
      const html = await response.text();
      const heading = /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? "";
      const verdict = response.status() >= 400 || NOT_FOUND.test(heading) ? "broken" : "ok";
      checked.set(href, verdict);
      if (verdict === "broken") broken.push(`${path} → ${href} (${response.status()} ${heading})`);
    }
  }
  expect(checked.size).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});

/**
 * Holds every catalogue answer for at least `ms` and until `release` is
 * called, as a slow backend would: what the page shows in the meantime is
 * checked while the data is surely still on its way, however busy the machine.
 */
async function slowApi(page: Page, ms: number): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/**", async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, ms)), released]);
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Item 5: a slow client-side navigation keeps the layout and shows the page's skeleton. */
for (const [target, shape, ready] of [
  ["/featured", "list", "Öne Çıkanlar"],
  ["/movie/m-dune", "detail", "Dune: Çöl Gezegeni"],
] as const) {
  test(`with the API 3 s slow, navigating to ${target} keeps header and footer and shows a ${shape} skeleton`, async ({
    page,
  }) => {
    test.slow();
    await page.goto("/all-series");
    const release = await slowApi(page, 3000);
    await navigateInApp(page, target);
    // While the data is on its way: the layout stays, the content area shows the page's shape.
    const skeleton = page.locator(`main [data-skeleton='${shape}']`);
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Tüm Diziler" })).toHaveCount(0);
    // Progress along the top edge of the window.
    const bar = page.locator("[data-active='true']");
    await expect(bar).toHaveCount(1);
    expect((await bar.boundingBox())?.y).toBe(0);
    release();
    // Then the page itself.
    await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible({
      timeout: 15_000,
    });
    await expect(skeleton).toHaveCount(0);
  });
}

/** Item 6: at desktop widths the hamburger is either hidden or opens a panel with links. */
for (const width of [1024, 1280, 1440]) {
  test(`no dead hamburger at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const hamburger = page.getByRole("button", { name: "Menüyü aç" });
    if (await hamburger.isVisible()) {
      await hamburger.click();
      await expect(page.getByRole("navigation", { name: "Mobil menü" })).toBeVisible();
    } else {
      for (const name of ["Ana Sayfa", "Yeni Filmler", "Yeni Diziler", "Öne Çıkanlar", "Trend"]) {
        await expect(
          page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name }),
        ).toBeVisible();
      }
    }
  });
}

/** Item 9: names, not codes or slugs. */
test("language, platform and genre names read as names", async ({ page }) => {
  await page.goto("/movie/m-dune");
  const info = page.getByRole("region", { name: "Film Bilgileri" });
  await expect(info.getByText("İngilizce", { exact: true })).toBeVisible();
  await expect(info.getByText("en", { exact: true })).toHaveCount(0);

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Drama", exact: true })).toHaveAttribute(
    "href",
    "/tur/18",
  );
  await expect(footer.getByRole("link", { name: "Dram", exact: true })).toHaveCount(0);

  await page.goto("/platform/netflix");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Netflix dizileri");
  await expect(
    page.getByRole("list", { name: "Netflix dizileri" }).getByRole("article"),
  ).not.toHaveCount(0);
  await page.goto("/platform/other");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diğer platformlar");
});

/** Item 11: all-series cards name their first genre as text. */
test("all-series cards show the first genre as text", async ({ page }) => {
  await page.goto("/all-series?q=Breaking");
  const card = page.getByRole("article").filter({ hasText: "Breaking Bad" });
  await expect(card.getByText("Gerilim", { exact: true })).toBeVisible();
});

/** Item 7: the floating 'Sevgili Modu' button covers neither toasts, nor the page's end, nor the phone menu. */
for (const width of [375, 1280]) {
  test(`at ${width} px a toast and the floating button do not overlap`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/movie/m-kis-uykusu");
    await page.getByRole("button", { name: "Paylaş", exact: true }).click();
    // The toast itself (Radix also announces its text in a hidden status region).
    const toast = page
      .getByRole("region", { name: /^Bildirimler/ })
      .locator("li")
      .filter({ hasText: "Film linki kopyalandı!" });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("button", { name: "Sevgili Modu" })).toBeVisible();
    // Both boxes measured at once in the page: the toast's bottom edge is above the button.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const item = [...document.querySelectorAll("[role='region'] li")].find((li) =>
            li.textContent?.includes("Film linki kopyalandı!"),
          );
          const button = document.querySelector("[data-floating-action]");
          if (!item || !button) return "missing";
          const a = item.getBoundingClientRect();
          const b = button.getBoundingClientRect();
          const apart =
            a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
          return apart ? "clear" : "covered";
        }),
      )
      .toBe("clear");
  });
}

/**
 * Issue 31 item 5: below 1024 px the floating button docks in the header's
 * strip (left of the menu button), so it covers no text; it hides under an
 * open menu. On a phone the title, its facts and 'İzle' are in the first screen.
 */
for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
  { width: 800, height: 900 },
]) {
  test(`at ${width} px the floating button sits in the header and 'İzle' is in the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/movie/m-kis-uykusu");
    const floating = page.getByRole("button", { name: "Sevgili Modu" });
    const header = (await page.getByRole("banner").boundingBox())!;
    const menu = (await page.getByRole("button", { name: "Menüyü aç" }).boundingBox())!;
    const box = (await floating.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
    // Scrolled, it stays in the (sticky) header.
    await page.evaluate(() => window.scrollTo(0, 400));
    expect((await floating.boundingBox())!.y).toBe(box.y);
    await page.evaluate(() => window.scrollTo(0, 0));

    const title = (await page
      .getByRole("heading", { level: 1, name: "Kış Uykusu" })
      .boundingBox())!;
    const watch = (await page.getByRole("link", { name: "İzle", exact: true }).boundingBox())!;
    expect(title.y).toBeGreaterThan(header.y + header.height);
    expect(watch.y + watch.height).toBeLessThanOrEqual(height);

    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await expect(page.getByRole("navigation", { name: "Mobil menü" })).toBeVisible();
    await expect(floating).toBeHidden();
    await page.getByRole("button", { name: "Menüyü kapat" }).click();
    await expect(floating).toBeVisible();
  });
}

/**
 * Issue 31 item 5: on a series page with its own player the 'Sevgili Modu'
 * button covers no part of the player at any width (from 1024 px it sits in
 * the page's actions instead of floating over the video's corner), and it
 * still opens the room dialog.
 */
for (const width of [375, 1024, 1280]) {
  test(`at ${width} px 'Sevgili Modu' on /shows/sahsiyet does not cover the player`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/shows/sahsiyet");
    const button = page.getByRole("button", { name: "Sevgili Modu" });
    await expect(button).toHaveCount(1);
    const player = page.locator("iframe[title^='Şahsiyet']");
    await expect(player).toBeVisible();
    // Scrolled so the player fills the screen's lower part, where the floating corner is.
    for (const y of [0, 300, 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const overlap = await page.evaluate(() => {
        // What shows of the player: the sticky header covers what scrolled under it.
        const header = document.querySelector("header")!.getBoundingClientRect();
        const box = document.querySelector("iframe")!.getBoundingClientRect();
        const frame = { ...box.toJSON(), top: Math.max(box.top, header.bottom) };
        const buttons = [...document.querySelectorAll("button")].filter(
          (b) => b.textContent?.includes("Sevgili Modu") && b.checkVisibility(),
        );
        return buttons.some((b) => {
          const r = b.getBoundingClientRect();
          return !(
            r.bottom <= frame.top ||
            frame.bottom <= r.top ||
            r.right <= frame.left ||
            frame.right <= r.left
          );
        });
      });
      expect(overlap, `scrolled to ${y}`).toBe(false);
    }
    await button.click();
    await expect(page.getByRole("dialog", { name: "Sevgili Modu" })).toBeVisible();
  });
}

/** Item 8: at most eight suggestions, title matches first, highlighted, and the way to all results. */
test("typing 'du' suggests at most eight titles, title matches first, and 'Tüm sonuçlar (n)'", async ({
  page,
}) => {
  const total = (
    (await (await page.request.get("/api/movies?search=du&status=active&limit=500")).json()) as {
      data: { total: number };
    }
  ).data.total;
  expect(total).toBeGreaterThan(8);
  await page.goto("/featured");
  await page.getByRole("combobox", { name: "Ara" }).fill("du");
  const list = page.getByRole("listbox", { name: "Öneriler" });
  await expect(list).toBeVisible();
  const options = list.getByRole("option");
  await expect(options).toHaveCount(9);
  await expect(options.last()).toHaveText(`Tüm sonuçlar (${total})`);
  // The first suggestions have "du" in their title, marked.
  const first = options.first();
  await expect(first.locator("mark")).toHaveText(/^du$/i);
  const titles = await options.evaluateAll((els) =>
    els.slice(0, 8).map((el) => el.querySelector("mark") !== null),
  );
  // Title matches come before any suggestion without one.
  expect(titles.indexOf(false) === -1 || !titles.slice(titles.indexOf(false)).includes(true)).toBe(
    true,
  );
  await options.last().click();
  await expect(page).toHaveURL(/\/search\?q=du$/);
  await expect(page.getByText(`${total} sonuç bulundu`)).toBeVisible();
});

/**
 * Issue 31 item 1: search finds what people type — punctuation aside, the
 * cast, one typo — and the suggestions and /search agree.
 */
for (const { typed, title } of [
  { typed: "dune çöl", title: "Dune: Çöl Gezegeni" },
  { typed: "Haluk Bilginer", title: "Şahsiyet" },
  { typed: "sahsiyt", title: "Şahsiyet" },
]) {
  test(`'${typed}' suggests and finds ${title}`, async ({ page }) => {
    await page.goto("/featured");
    await page.getByRole("combobox", { name: "Ara" }).fill(typed);
    const list = page.getByRole("listbox", { name: "Öneriler" });
    await expect(list.getByRole("option", { name: new RegExp(`^${title}`) })).toBeVisible();
    // 'Tüm sonuçlar (n)' closes a list of more than eight; otherwise each result is listed.
    const names = await list.getByRole("option").allTextContents();
    const all = names.at(-1)?.match(/^Tüm sonuçlar \((\d+)\)$/);
    const suggested = all ? Number(all[1]) : names.length;
    await page.getByRole("combobox", { name: "Ara" }).press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`/search\\?q=${encodeURIComponent(typed).replace(/%20/g, "(\\+|%20)")}$`),
    );
    const results = page.getByRole("main");
    await expect(
      results.getByRole("link", { name: new RegExp(`^${title}`) }).first(),
    ).toBeVisible();
    await expect(results.getByText(`${suggested} sonuç bulundu`)).toBeVisible();
  });
}

/** Item 12: the couple-mode copy message draws its hearts as an icon, not an emoji glyph. */
test("'Bağlantı kopyalandı! 💕' shows the hearts as an inline icon", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The message shows for 2 s (SPEC.md §9): the clock stops once the dialog is
  // open, so a loaded machine cannot let it go before it is looked at.
  await page.clock.install();
  await page.goto("/featured");
  await page.getByRole("button", { name: "Sevgili Modu" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // A moment ahead of the page's clock (it started at the real time and runs with it).
  await page.clock.pauseAt(Date.now() + 5_000);
  await dialog.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
  const message = dialog.getByText("Bağlantı kopyalandı! 💕");
  await expect(message).toBeVisible();
  await expect(message.locator("svg[data-icon='two-hearts']")).toBeVisible();
  // The emoji itself takes no room on screen (no empty box where a font lacks it).
  const emojiBox = await message.getByText("💕").boundingBox();
  expect(emojiBox === null || emojiBox.width <= 1).toBe(true);
});
