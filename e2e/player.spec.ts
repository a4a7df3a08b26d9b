import { expect, test } from "./fixtures";

// The detail page's player (SPEC.md §2, §4, §8) against the demo embed
// provider. Kayıp Sinyal's TMDB-id sources fail on purpose (an HTTP error
// page, see services/embed-demo-deno), its IMDb-id sources play.

test("'İzle' plays the title in a sandboxed frame without referrer; Escape closes", async ({
  page,
}) => {
  await page.goto("/movie/m-kis-uykusu");
  const watch = page.getByRole("link", { name: "İzle", exact: true });
  await watch.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(dialog.getByRole("button", { name: /^Kaynak 1\/\d+$/ })).toBeVisible();
  // The page behind does not scroll while the player is open.
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  const video = page.frameLocator("[role=dialog] iframe").locator("video");
  await expect(video).toHaveJSProperty("readyState", 4, { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(watch).toBeFocused();
});

test("a source that fails moves on to the next one that plays", async ({ page }) => {
  await page.goto("/movie/m-kayip-sinyal");
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: /^Kaynak 1\/\d+$/ })).toBeVisible();
  // The error pages are given up on and an IMDb-id source plays.
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /tt9000001/, { timeout: 30_000 });
  const video = page.frameLocator("[role=dialog] iframe").locator("video");
  await expect(video).toHaveJSProperty("readyState", 4, { timeout: 15_000 });
  await expect(dialog.getByText("Video oynatılamıyor - tüm kaynaklar denendi")).toHaveCount(0);
});

test("when every source fails: the all-failed state, 'Farklı Kaynak Dene' and the alert", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Every player page answers with an error page.
  await page.route(`http://localhost:${process.env.E2E_EMBED_PORT}/**`, (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Hata</h1>" }),
  );
  // Kayıp Sinyal has several sources, so there is another one to try.
  await page.goto("/movie/m-kayip-sinyal");
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Video oynatılamıyor - tüm kaynaklar denendi")).toBeVisible({
    timeout: 45_000,
  });
  await expect(
    page.getByText("Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin.").first(),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Sayfayı Yenile" })).toBeVisible();
  await dialog.getByRole("button", { name: "Farklı Kaynak Dene" }).click();
  await expect(dialog.getByRole("button", { name: /^Kaynak 1\/\d+$/ })).toBeVisible();
});

test("an episode's 'İzle' opens the player on that episode", async ({ page }) => {
  await page.goto("/tv/s-sahsiyet");
  await page.getByRole("link", { name: /^İzle: S1 B2 / }).click();
  const frame = page.getByRole("dialog").locator("iframe");
  await expect(frame).toHaveAttribute("src", /\/(tv|dizi)\//);
});

test("the embed viewer frames an episode and offers a new tab when it cannot", async ({ page }) => {
  await page.goto("/embed");
  const frame = page.getByRole("main").locator("iframe");
  await expect(frame).toBeVisible();
  const grid = page.getByRole("heading", { name: /Tum Embedler \(\d+\)/ });
  await expect(grid).toBeVisible();
  const second = page.getByRole("main").getByRole("link").nth(1);
  const href = await second.getAttribute("href");
  expect(href).toMatch(/^\/embed\/[a-z0-9-]+$/);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.route(`http://localhost:${process.env.E2E_EMBED_PORT}/**`, (route) =>
    route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Hata</h1>" }),
  );
  await page.reload();
  const panel = page
    .getByRole("alert")
    .filter({ hasText: "Bu icerik iframe icinde gosterilemiyor" });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole("link")).toHaveAttribute("target", "_blank");
});

test("'Rastgele' opens a random embed", async ({ page }) => {
  await page.goto("/embed");
  await page.getByRole("button", { name: "Rastgele" }).click();
  await expect(page).toHaveURL(/\/embed\/[a-z0-9-]+$/);
});

test("an unknown embed says 'Embed bulunamadi'", async ({ page }) => {
  await page.goto("/embed/yok-boyle-bir-embed");
  await expect(page.getByText("Embed bulunamadi").first()).toBeVisible();
});
