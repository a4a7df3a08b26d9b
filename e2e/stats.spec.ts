import type { APIRequestContext, Page } from "@playwright/test";
import { apiLogin, bearer, createTitle, signedIn } from "./adminApi";
import { expect, test } from "./fixtures";
import { publicPageScripts } from "./publicScripts";

// Issue 16: what visitors do on the public site is counted (anonymously, in
// batches) and drawn in 'İstatistikler'.

const EMBED = `http://localhost:${process.env.E2E_EMBED_PORT}`;
const created: string[] = [];

test.afterAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (const id of created) await request.delete(`/api/movies/${id}`, { headers: bearer(token) });
});

interface Stats {
  totals: { plays: number };
  topTitles: { title: string; name: string; plays: number }[];
  noResultSearches: { query: string; count: number }[];
}

async function stats(request: APIRequestContext): Promise<Stats> {
  const token = await apiLogin(request);
  const answer = await request.get("/api/admin/stats?days=7", { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Stats }).data;
}

const player = (page: Page) => page.getByRole("dialog");

/** 'İzle', until the overlay's first source says it plays ('oynatılıyor'), then close. */
async function playOnce(page: Page) {
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  const menu = player(page).getByRole("button", { name: /^Kaynak 1\/\d+$/ });
  // A start that played a few seconds (a slow machine between the steps) is
  // remembered, and 'İzle' then asks first: starting over is a start too.
  const restart = page.getByRole("button", { name: "Baştan başla" });
  await expect(menu.or(restart)).toBeVisible();
  if (await restart.isVisible()) await restart.click();
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole("menuitemradio").first()).toContainText("oynatılıyor", {
    timeout: 15_000,
  });
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(player(page)).toHaveCount(0);
}

test("a playback start on the public site shows up in 'İstatistikler'", async ({
  page,
  request,
}) => {
  // A title of its own, named to sort first among titles played as often.
  const name = `Aaa İstatistik ${Date.now().toString(36)}`;
  const film = await createTitle<{ _id: string }>(
    request,
    { title: name, videoUrl: `${EMBED}/v2/embed/movie/771002`, status: "active" },
    created,
  );
  const before = (await stats(request)).totals.plays;

  await page.goto(`/movie/${film._id}`);
  // Three starts: the top 10 ranks by plays, and other specs play titles too.
  for (let i = 0; i < 3; i++) await playOnce(page);
  // Leaving the page hides it: the queue goes out by beacon.
  await signedIn(page, request, "/admin/stats?gun=7");

  await expect
    .poll(
      async () =>
        (await stats(request)).topTitles.find((t) => t.title === `movie:${film._id}`)?.plays,
    )
    .toBe(3);
  expect((await stats(request)).totals.plays).toBeGreaterThanOrEqual(before + 3);

  const top = page.getByRole("figure", { name: "En Çok İzlenen 10 Yapım" });
  await expect(top.getByRole("rowheader", { name })).toBeAttached();
  await expect(top.getByRole("row").filter({ hasText: name })).toContainText(`${name}3`);
  // The totals and the daily line show it too.
  const plays = page.getByRole("region", { name: "Toplamlar" }).getByRole("article").filter({
    hasText: "Oynatma",
  });
  await expect(plays).toBeVisible();
  const shown = Number((await plays.locator("p").nth(1).textContent())?.replace(/\./g, ""));
  expect(shown).toBeGreaterThanOrEqual(before + 3);
  await expect(page.getByRole("figure", { name: "Ziyaret ve Oynatma" })).toBeVisible();
});

test("a search with no results appears in the no-results table", async ({ page, request }) => {
  const word = `zqx${Date.now().toString(36)}`;
  await page.goto(`/search?q=${encodeURIComponent(`Aaa Yok ${word}`)}`);
  await expect(page.getByText("Sonuç bulunamadı", { exact: true })).toBeVisible();
  await signedIn(page, request, "/admin/stats");

  const query = `aaa yok ${word}`;
  await expect
    .poll(async () => (await stats(request)).noResultSearches.find((s) => s.query === query))
    .toEqual({ query, count: 1 });
  // The page may have read the statistics before the beacon arrived: read again.
  await page.reload();
  const table = page.getByRole("table", { name: "Sonuç Bulunamayan Aramalar" });
  await expect(table.getByRole("row").filter({ hasText: query })).toHaveText(`${query}1`);
});

test("the public pages download no chart code", async ({ page }) => {
  const scripts = await publicPageScripts(page, ["/", "/search?q=kis", "/movie/m-kis-uykusu"]);
  for (const marker of ["recharts", "İstatistikler yükleniyor"]) {
    expect(scripts.filter((body) => body.includes(marker))).toHaveLength(0);
  }
});
