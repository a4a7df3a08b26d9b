import { expect, navigateInApp, test } from "./fixtures";

test("the home page shows the series header, the hero and every row in SPEC.md's order", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Sinema/);
  const header = page.getByRole("region", { name: "Son Yüklenen Diziler" });
  await expect(header.getByRole("link", { name: "Tüm Diziler" })).toHaveAttribute(
    "href",
    "/all-series",
  );
  // SPEC.md §9: six random static series.
  await expect(header.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Şimdi İzle" })).toBeVisible();

  // Text content, not innerText: rows below the first screen are not laid out
  // until they come near (content-visibility), and innerText reads layout.
  const rowTitles = await page.getByRole("heading", { level: 2 }).allTextContents();
  const order = [
    "Öne Çıkanlar",
    "Trend Diziler",
    "Yeni Bölümler",
    "Konuşanlar",
    "Konuşanlar - Son Bölümler",
    "Yeni Çıkanlar",
    "Yerli Yapımlar",
    "Yeni Filmler",
    "Önerilenler",
    "IMDb 7+ Filmler",
    "En Çok Yorumlananlar",
    "En Çok Beğenilenler",
    "Popüler İçerikler",
  ];
  const positions = order.map((title) => rowTitles.indexOf(title));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const seeAll = page.getByRole("link", { name: /Hepsini Gör/ });
  const targets = await seeAll.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(targets).toEqual([
    "/featured",
    "/trending",
    "/new-episodes",
    "/konusanlar",
    "/new-releases",
    "/turkish-content",
    "/new-movies",
    "/recommended",
    "/imdb-high-rated",
    "/most-commented",
    "/most-liked",
  ]);
});

test("'Yenile' reshuffles the series header", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("region", { name: "Son Yüklenen Diziler" });
  const titles = () => header.getByRole("listitem").allInnerTexts();
  const first = await titles();
  let changed = false;
  // Six of 36 series: a reshuffle that picks the same six in the same order is 1 in ~1.4e9.
  for (let i = 0; i < 3 && !changed; i++) {
    await header.getByRole("button", { name: "Yenile" }).click();
    changed = (await titles()).join() !== first.join();
  }
  expect(changed).toBe(true);
});

test("the popular block shows 8 titles and switches to series", async ({ page }) => {
  await page.goto("/");
  const popular = page.getByRole("region", { name: "Popüler İçerikler" });
  await expect(popular.getByRole("listitem")).toHaveCount(8);
  await expect(popular.getByText("Film", { exact: true }).first()).toBeVisible();
  await popular.getByRole("radio", { name: "Diziler" }).click();
  await expect(popular.getByRole("listitem")).toHaveCount(8);
  await expect(popular.getByText("Film", { exact: true })).toHaveCount(0);
});

test("the dark theme and the self-hosted font are applied", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 11, 15)");
  await expect(page.locator("body")).toHaveCSS("font-family", /^"?Inter"?/);
  // The Turkish face (Ğ ğ İ ı Ş ş) is served by the site itself, not a CDN.
  const loadedFaces = await page.evaluate(async () => {
    const faces = await document.fonts.load('16px "Inter"', "Şğı İ");
    return faces.map((face) => face.unicodeRange);
  });
  expect(loadedFaces.some((range) => /U\+11E\b/i.test(range))).toBe(true);
});

test("a dead backend shows the home's error and 'Tekrar Dene' recovers", async ({ page }) => {
  // The server renders home with its data; the backend dies afterwards, and the
  // visitor comes back to home from another page (the browser loads it now).
  await page.goto("/search");
  let failing = true;
  await page.route("**/api/movies**", (route) =>
    failing ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
  );
  await navigateInApp(page, "/");
  await expect(page.getByRole("alert")).toContainText("Veriler yüklenirken bir hata oluştu");
  failing = false;
  await page.getByRole("button", { name: "Tekrar Dene" }).click();
  await expect(page.getByRole("region", { name: "Öne Çıkanlar" })).toBeVisible();
});
