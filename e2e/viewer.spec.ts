import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 14: the site remembers the viewer without an account, in this
// browser's localStorage (`sinema:viewer:v1`), against the production build
// and the demo embed provider (every title plays its 20 s clip looped to the
// title's runtime, and reports the title's time: issue 31 item 8).

const STORAGE_KEY = "sinema:viewer:v1";

const playerFrame = (page: Page) => page.frameLocator("[role=dialog] iframe");
const playerVideo = (page: Page) => playerFrame(page).locator("video");

/** Kış Uykusu runs 196 minutes, Matrix 136, an episode of Leyla ile Mecnun 90 (the seed). */
const KIS_UYKUSU_S = 196 * 60;
const MATRIX_S = 136 * 60;
const LEYLA_EPISODE_S = 90 * 60;

/**
 * The overlay's close button: after the viewer used the player's own controls,
 * the keyboard is the player frame's, and Escape is not the site's.
 */
async function closePlayer(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Kapat" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Drags the player's own slider to a place on the title's timeline, as a viewer does. */
async function seekPlayer(page: Page, seconds: number) {
  await playerFrame(page).getByRole("slider", { name: "Konum" }).fill(String(seconds));
}

/** The player frame's playback position, in seconds. */
async function playerTime(page: Page): Promise<number> {
  return playerVideo(page).evaluate((video) => (video as HTMLVideoElement).currentTime);
}

interface PlayerReport {
  event: string;
  currentTime: number;
  duration: number;
}

/** Starts keeping every report the page's player frame sends (the embed API's postMessage). */
async function recordPlayerReports(page: Page) {
  await page.evaluate(() => {
    const reports: PlayerReport[] = [];
    (window as unknown as { __playerReports: PlayerReport[] }).__playerReports = reports;
    window.addEventListener("message", (event: MessageEvent) => {
      const data = event.data as Partial<PlayerReport> & { source?: unknown };
      if (data?.source === "sinema-player" && typeof data.currentTime === "number") {
        reports.push({
          event: String(data.event),
          currentTime: data.currentTime,
          duration: Number(data.duration),
        });
      }
    });
  });
  return page;
}

const playerReports = (page: Page) =>
  page.evaluate(() => (window as unknown as { __playerReports: PlayerReport[] }).__playerReports);
const lastReport = async (page: Page) => (await playerReports(page)).at(-1);

/** The first reported position past the title's first 1.5 s, or null while there is none. */
async function firstPositionAfterStart(page: Page): Promise<number | null> {
  return (
    (await playerReports(page)).find((report) => report.currentTime > 1.5)?.currentTime ?? null
  );
}

async function storedRecord(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown> | null,
    STORAGE_KEY,
  );
}

test("a film played for a few seconds is in 'İzlemeye Devam Et' after a reload; 'İzle' resumes near the place", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  // Nobody is remembered yet: no row.
  await expect(page.getByRole("heading", { name: "İzlemeye Devam Et" })).toHaveCount(0);

  await page.goto("/movie/m-kis-uykusu");
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  // Past the 5 s start threshold.
  await expect.poll(() => playerTime(page), { timeout: 20_000 }).toBeGreaterThan(7);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const record = (await storedRecord(page)) as {
    titles: Record<string, { progress?: { position: number; duration: number } }>;
  };
  const saved = record.titles["movie:m-kis-uykusu"]?.progress;
  expect(saved?.position).toBeGreaterThan(5);
  // The film's runtime, not the demo clip's 20 s.
  expect(saved?.duration).toBe(KIS_UYKUSU_S);

  // A screen tall enough to show where the row goes: it must not push anything
  // below it when it fills in (the server keeps its room for this browser).
  await page.setViewportSize({ width: 1280, height: 1800 });
  expect(await page.evaluate(() => document.cookie)).toContain("sinema_devam=1");
  await page.goto("/");
  const row = page.getByRole("region", { name: "İzlemeye Devam Et" });
  await expect(row).toBeVisible();
  // Every shift of the load, with what moved (in the failure message): the row
  // may not move anything at or below its own top down or up.
  const rowTop = (await row.boundingBox())?.y ?? 0;
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: { node: string; from: number; to: number }[] }[]>(
        (resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => {
                const shift = entry as unknown as {
                  value: number;
                  sources: {
                    node?: Node | null;
                    previousRect: DOMRectReadOnly;
                    currentRect: DOMRectReadOnly;
                  }[];
                };
                return {
                  value: shift.value,
                  moved: shift.sources.map((source) => ({
                    node: `${source.node?.nodeName ?? "?"} ${(source.node?.textContent ?? "").slice(0, 30)}`,
                    from: source.previousRect.y,
                    to: source.currentRect.y,
                  })),
                };
              }),
            ),
          ).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve([]), 1000);
        },
      ),
  );
  const pushed = shifts.flatMap((shift) =>
    shift.moved.filter((moved) => moved.from !== moved.to && moved.to >= rowTop - 1),
  );
  expect(pushed, JSON.stringify(shifts)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  const card = row.getByRole("article").filter({ hasText: "Kış Uykusu" });
  await expect(card.getByText(/^Kaldığın yer: \d+sn$/)).toBeVisible();
  // Seconds into a 196-minute film: 0 %.
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  // The row comes first below the hero, before 'Öne Çıkanlar'.
  const featured = page.getByRole("region", { name: "Öne Çıkanlar" });
  const [rowBox, featuredBox] = [await row.boundingBox(), await featured.boundingBox()];
  expect(rowBox?.y).toBeLessThan(featuredBox?.y ?? 0);

  await card.getByRole("link", { name: "Kış Uykusu" }).click();
  await expect(page).toHaveURL(/\/movie\/m-kis-uykusu$/);
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await expect(page.getByRole("button", { name: "Baştan başla" })).toBeVisible();
  const reports = await recordPlayerReports(page);
  await page.getByRole("button", { name: "Kaldığın yerden devam et" }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  // Resumed at the saved place, not from the start: the first place the player
  // reports once it moves off 0 is already the saved one. A clip that started
  // at 0 and played on would report 2, 3, 4 ... on its way there.
  await expect.poll(() => firstPositionAfterStart(reports), { timeout: 15_000 }).not.toBeNull();
  expect(await firstPositionAfterStart(reports)).toBeGreaterThanOrEqual(
    Math.floor(saved?.position ?? 0) - 1,
  );
});

test("progress is the film's, not the demo clip's: seconds into Matrix are 0 %, its middle 50 %, and 'İzle' resumes there", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Issue 31 item 8: "10 s into a 136-minute film shows 54 %" while the player
  // reported its 20 s clip.
  await page.goto("/movie/m-matrix");
  await recordPlayerReports(page);
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  await expect
    .poll(async () => (await lastReport(page))?.currentTime ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(7);
  expect((await lastReport(page))?.duration).toBe(MATRIX_S);
  await page.keyboard.press("Escape");
  const row = page.getByRole("region", { name: "İzlemeye Devam Et" });
  const card = row.getByRole("article").filter({ hasText: "Matrix" });
  await page.goto("/");
  await expect(card.getByText(/^Kaldığın yer: \d+sn$/)).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

  // Half way through the film, by the player's own slider.
  await page.goto("/movie/m-matrix");
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await page.getByRole("button", { name: "Kaldığın yerden devam et" }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  await recordPlayerReports(page);
  await seekPlayer(page, MATRIX_S / 2);
  await expect
    .poll(async () => (await lastReport(page))?.currentTime ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(MATRIX_S / 2);
  await closePlayer(page);
  await page.goto("/");
  await expect(card.getByText("Kaldığın yer: 1s 8dk")).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

  // 'İzle' resumes in the film's middle: the first place the player reports.
  await card.getByRole("link", { name: "Matrix" }).click();
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await recordPlayerReports(page);
  await page.getByRole("button", { name: "Kaldığın yerden devam et" }).click();
  await expect.poll(() => firstPositionAfterStart(page), { timeout: 15_000 }).not.toBeNull();
  expect(await firstPositionAfterStart(page)).toBeGreaterThanOrEqual(MATRIX_S / 2 - 1);
});

test("'Baştan başla' starts from 0, and × takes the title out of the row", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/movie/m-kis-uykusu");
  await page.evaluate(
    ([key, now]) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          preferences: {},
          titles: {
            "movie:m-kis-uykusu": {
              meta: { title: "Kış Uykusu" },
              progress: { position: 12, duration: 20, updatedAt: now, finished: false },
            },
          },
        }),
      ),
    [STORAGE_KEY, Date.now()] as const,
  );
  await page.goto("/movie/m-kis-uykusu");
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  await expect(page.getByText("Kaldığın yer: 12sn")).toBeVisible();
  await page.getByRole("button", { name: "Baştan başla" }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  expect(await playerTime(page)).toBeLessThan(5);
  await page.keyboard.press("Escape");

  await page.goto("/");
  const row = page.getByRole("region", { name: "İzlemeye Devam Et" });
  await expect(row.getByRole("article")).toHaveCount(1);
  await row
    .getByRole("button", { name: "İzlemeye Devam Et listesinden kaldır: Kış Uykusu" })
    .click();
  await expect(page.getByRole("heading", { name: "İzlemeye Devam Et" })).toHaveCount(0);
  // Removed from the row, not forgotten: the place is kept for 'İzle'.
  const record = (await storedRecord(page)) as {
    titles: Record<string, { dismissedAt?: number; progress?: { position: number } }>;
  };
  expect(record.titles["movie:m-kis-uykusu"]?.dismissedAt).toBeGreaterThan(0);
  expect(record.titles["movie:m-kis-uykusu"]?.progress?.position).toBe(12);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "İzlemeye Devam Et" })).toHaveCount(0);
});

test("'Listeye Ekle', 'İzledim', 'Beğen' and the stars persist; /listem lists, sorts and removes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/listem");
  await expect(page.getByRole("heading", { level: 1, name: "Listem" })).toBeVisible();
  await expect(page.getByText("Listen boş")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Ana Sayfaya Dön" }),
  ).toHaveAttribute("href", "/");

  await page.goto("/movie/m-kis-uykusu");
  const actions = page.getByRole("group", { name: "İşlemler" });
  await actions.getByRole("button", { name: "Listeye Ekle" }).click();
  await actions.getByRole("button", { name: "İzledim" }).click();
  await actions.getByRole("button", { name: "Beğen" }).click();
  // The star's label is what a visitor clicks (the radio itself is visually hidden).
  await page.locator("label", { hasText: /^8 puan$/ }).click();
  await expect(page.getByText("8/10")).toBeVisible();
  await page.goto("/tv/s-sahsiyet");
  await page
    .getByRole("group", { name: "İşlemler" })
    .getByRole("button", { name: "Listeye Ekle" })
    .click();

  await page.goto("/movie/m-kis-uykusu");
  await expect(actions.getByRole("button", { name: "Listede" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "İzlendi" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Beğenildi" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "8 puan", exact: true })).toBeChecked();

  // From the header's link.
  await page
    .getByRole("navigation", { name: "Ana menü" })
    .getByRole("link", { name: "Listem" })
    .click();
  await expect(page).toHaveURL(/\/listem$/);
  const grid = page.getByRole("list", { name: "Listem" });
  // Newest first: Şahsiyet was added last.
  await expect(grid.getByRole("heading", { level: 2 })).toHaveText(["Şahsiyet", "Kış Uykusu"]);
  await page.getByRole("combobox", { name: "Sırala" }).selectOption("title");
  await expect(page).toHaveURL(/sirala=title/);
  await expect(grid.getByRole("heading", { level: 2 })).toHaveText(["Kış Uykusu", "Şahsiyet"]);
  await page.reload();
  await expect(grid.getByRole("heading", { level: 2 })).toHaveText(["Kış Uykusu", "Şahsiyet"]);

  await grid.getByRole("button", { name: "Listeye Ekle: Şahsiyet" }).click();
  await expect(grid.getByRole("heading", { level: 2 })).toHaveText(["Kış Uykusu"]);
  // The footer links here too.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Listem" })).toHaveAttribute(
    "href",
    "/listem",
  );
});

test("a finished episode counts down 10 s to the next one, across seasons; the next one keeps its own progress; the page then offers 'Devam Et'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Leyla ile Mecnun: three seasons of six 90-minute episodes.
  await page.goto("/tv/s-leyla-ile-mecnun");
  await page.getByRole("link", { name: /^İzle: S1 B6 / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/1\/6$/);
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  const countdown = dialog.getByRole("region", { name: "Sonraki Bölüm" });
  await expect(countdown).toHaveCount(0);
  // Into the episode's last 3 minutes (its finish point), with minutes still to
  // play: the countdown runs while the episode plays on.
  await seekPlayer(page, LEYLA_EPISODE_S - 170);
  await expect(countdown).toBeVisible({ timeout: 10_000 });
  await expect(countdown.getByText(/^S2 B1/)).toBeVisible();
  const shownAt = Date.now();
  // Nobody clicks: after 10 s the next season's first episode plays in the same overlay.
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/2\/1$/, { timeout: 20_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(8_000);
  await expect(countdown).toHaveCount(0);
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  await recordPlayerReports(page);
  // What S1 B6's player said last is not S2 B1's: S2 B1 is not finished, no countdown comes.
  await page.waitForTimeout(1_500);
  await expect(countdown).toHaveCount(0);
  // The viewer watches on, and skips to the middle of S2 B1.
  await seekPlayer(page, LEYLA_EPISODE_S / 2);
  await expect
    .poll(async () => (await lastReport(page))?.currentTime ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(LEYLA_EPISODE_S / 2);
  // The keyboard is the player frame's now (its slider has focus): the overlay's button closes.
  await closePlayer(page);

  // The finished episode is marked, the next one has its bar; the page picks up at the next one.
  const secondEpisode = page.getByRole("progressbar", { name: "İzlenme durumu: S2 B1" });
  await expect(secondEpisode).toHaveAttribute("aria-valuenow", "50");
  await expect(secondEpisode).toHaveAttribute("aria-valuetext", "45dk kaldı");
  await expect(page.getByRole("button", { name: "Devam Et: S2 B1" })).toBeVisible();
  await page.getByRole("tab", { name: /^Sezon 1 / }).click();
  await expect(page.getByRole("progressbar", { name: "İzlenme durumu: S1 B6" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Devam Et: S2 B1" })).toBeVisible();

  // Home offers the next episode too, instead of dropping the series.
  await page.goto("/");
  const next = page
    .getByRole("region", { name: "İzlemeye Devam Et" })
    .getByRole("article")
    .filter({ hasText: "Leyla ile Mecnun" });
  await expect(next.getByText(/^S2 B1 · /)).toBeVisible();
  await page.goto("/tv/s-leyla-ile-mecnun");

  // Played to its end, an episode ends at its runtime and counts down; 'İptal'
  // keeps the viewer on the finished episode.
  await page.getByRole("link", { name: /^İzle: S1 B5 / }).click();
  await expect(playerVideo(page)).toHaveJSProperty("readyState", 4, { timeout: 20_000 });
  await recordPlayerReports(page);
  await seekPlayer(page, LEYLA_EPISODE_S - 1.5);
  await expect
    .poll(async () => (await playerReports(page)).find((report) => report.event === "ended"))
    .toMatchObject({ currentTime: LEYLA_EPISODE_S, duration: LEYLA_EPISODE_S });
  await dialog
    .getByRole("region", { name: "Sonraki Bölüm" })
    .getByRole("button", { name: "İptal" })
    .click();
  await expect(dialog.getByRole("region", { name: "Sonraki Bölüm" })).toHaveCount(0);
  await page.waitForTimeout(11_000);
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/1\/5$/);
});

test("'Geçmişi Temizle' on /listem empties the list, the progress and the marks", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/movie/m-kis-uykusu");
  await page.evaluate(
    ([key, now]) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          preferences: {},
          titles: {
            "movie:m-kis-uykusu": {
              meta: { title: "Kış Uykusu" },
              progress: { position: 12, duration: 20, updatedAt: now, finished: false },
              list: { addedAt: now },
              liked: { value: true, at: now },
            },
          },
        }),
      ),
    [STORAGE_KEY, Date.now()] as const,
  );
  await page.goto("/listem");
  await expect(page.getByRole("list", { name: "Listem" }).getByRole("heading")).toHaveText([
    "Kış Uykusu",
  ]);
  await page.getByRole("button", { name: "Geçmişi Temizle" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Tüm geçmişin silinsin mi?");
  await confirm.getByRole("button", { name: "Temizle" }).click();
  await expect(page.getByText("Listen boş")).toBeVisible();
  expect(await storedRecord(page)).toBeNull();

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Öne Çıkanlar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "İzlemeye Devam Et" })).toHaveCount(0);
  await page.goto("/movie/m-kis-uykusu");
  await expect(
    page
      .getByRole("group", { name: "İşlemler" })
      .getByRole("button", { name: "Beğen", exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  // Nothing to resume: the player opens straight away.
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("button", { name: "Baştan başla" })).toHaveCount(0);
});

test("'Listeye Ekle' on a home card and on a list page card is the detail page's 'Listede', and pages hydrate without warnings", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/");
  const card = page.getByRole("region", { name: "Öne Çıkanlar" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const href = (await card.getByRole("link", { name: title }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/(movie|series|tv)\//);
  const toggle = card.getByRole("button", { name: `Listeye Ekle: ${title}` });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The click was the toggle's: the page stays.
  await expect(page).toHaveURL(/\/$/);

  await page.goto(href);
  const actions = page.getByRole("group", { name: "İşlemler" });
  await expect(actions.getByRole("button", { name: "Listede" })).toBeVisible();

  // The row's list page: the same title pressed; taking it out there takes it out everywhere.
  await page.goto("/featured");
  const listToggle = page.getByRole("button", { name: `Listeye Ekle: ${title}` });
  await expect(listToggle).toHaveAttribute("aria-pressed", "true");
  await listToggle.click();
  await expect(listToggle).toHaveAttribute("aria-pressed", "false");
  await page.goto("/listem");
  await expect(page.getByText("Listen boş")).toBeVisible();
  await page.goto(href);
  await expect(actions.getByRole("button", { name: "Listeye Ekle" })).toBeVisible();

  // Server-rendered pages with the toggles hydrated without a mismatch.
  expect(
    warnings.filter((text) => /hydrat|did not match|Minified React error/i.test(text)),
  ).toEqual([]);
});

test("search results, '/content' and '/new-releases' cards carry 'Listeye Ekle' too, and what they add is in /listem", async ({
  page,
}) => {
  await page.goto("/search?q=kış");
  const result = page.getByRole("list", { name: "Arama sonuçları" }).getByRole("article").first();
  const title = (await result.getByRole("heading").textContent())?.trim() ?? "";
  const toggle = result.getByRole("button", { name: `Listeye Ekle: ${title}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/search\?q=/);

  // Sample cards get a toggle only where they lead to a catalogue title.
  for (const path of ["/content", "/new-releases"]) {
    await page.goto(path);
    const cards = page.locator("main article");
    await expect(cards.first()).toBeVisible();
    const linked = cards.filter({ has: page.locator('a[href^="/movie/"], a[href^="/series/"]') });
    const toggles = page.locator("main").getByRole("button", { name: /^Listeye Ekle: / });
    await expect(toggles).toHaveCount(await linked.count());
  }

  await page.goto("/listem");
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
});
