import { expect, navigateInApp, test } from "./fixtures";

// /dizi.json pages (SPEC.md §2 "Static-file series pages"), and the rule that
// decides what /series/{idOrSlug} shows: a slug of /dizi.json wins, else an id.

test("a series of the static file shows its seasons, episodes and player", async ({ page }) => {
  await page.goto("/shows/sahsiyet");
  await expect(page.getByRole("heading", { level: 1, name: "Şahsiyet" })).toBeVisible();
  await expect(page.getByText(/^Sezon 1 - /).first()).toBeVisible();
  await expect(page.getByText(/^Bölüm 1 - /).first()).toBeVisible();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", /\/v2\/embed\/tv\/s-sahsiyet\/1\/1$/);
  // The demo player really plays it, wherever the provider runs.
  await expect(page.frameLocator("main iframe").locator("video")).toHaveJSProperty(
    "readyState",
    4,
    { timeout: 15_000 },
  );
});

test("clicking an episode plays that episode's video", async ({ page }) => {
  await page.goto("/shows/sahsiyet");
  const frame = page.locator("iframe");
  const first = await frame.getAttribute("src");
  await page
    .getByText(/^Bölüm 2 - /)
    .first()
    .click();
  await expect(frame).not.toHaveAttribute("src", first ?? "");
});

test("a single-part title says 'Tek parça içerik'", async ({ page }) => {
  await page.goto("/shows/hababam-sinifi");
  await expect(page.getByText("Tek parça içerik")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(1);
});

test("a title without a video says 'Video bulunamadı'", async ({ page }) => {
  await page.goto("/shows/susuz-yaz");
  await expect(page.getByText("Video bulunamadı")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("an unknown show links back to all series; on /series/ it links home", async ({ page }) => {
  await page.goto("/shows/yok-boyle-bir-dizi");
  await expect(page.getByRole("heading", { name: "Dizi bulunamadı" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Tüm Dizilere/ })).toHaveAttribute(
    "href",
    "/all-series",
  );
  await page.goto("/series/yok-boyle-bir-dizi");
  await expect(page.getByRole("heading", { name: "Dizi bulunamadı" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Ana Sayfa/ })).toHaveAttribute(
    "href",
    "/",
  );
});

test("/series/{slug} of the static file shows the static page, /series/{id} the detail page", async ({
  page,
}) => {
  await page.goto("/series/sahsiyet");
  await expect(page.getByText(/^Sezon 1 - /).first()).toBeVisible();
  await page.goto("/series/s-sahsiyet");
  await expect(page.getByRole("tab", { name: /Sezon 1 \(\d+ bölüm\)/ })).toBeVisible();
});

test("all series filters by title and links each card to its show", async ({ page }) => {
  await page.goto("/all-series");
  const grid = page.getByRole("list", { name: "Tüm Diziler" });
  await expect(grid.getByRole("listitem").first()).toBeVisible();
  await page.getByPlaceholder("Dizi adı ara...").fill("ŞAHSİ");
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid.getByRole("link").first()).toHaveAttribute("href", "/shows/sahsiyet");
});

test("a platform page links its series to /series/{title-slug}", async ({ page }) => {
  await page.goto("/platform/disneyplus");
  const links = page.getByRole("main").getByRole("list").getByRole("link");
  await expect(links.first()).toHaveAttribute("href", /^\/series\/[a-z0-9-]+$/);
});

test("a broken series file shows 'Hata: dizi.json yüklenemedi'", async ({ page }) => {
  await page.goto("/search");
  await page.route("**/dizi.json", (route) => route.fulfill({ status: 500, body: "x" }));
  await navigateInApp(page, "/all-series");
  await expect(page.getByRole("alert")).toHaveText("Hata: dizi.json yüklenemedi");
});
