import type { Page } from "@playwright/test";
import { expect, navigateInApp, test } from "./fixtures";

const cards = (page: Page) =>
  page.getByRole("main").getByRole("list").first().getByRole("listitem");

test("list filters live in the address and the back button undoes them", async ({ page }) => {
  await page.goto("/featured");
  const count = page.getByText(/^\d+ icerik bulundu/);
  const all = Number((await count.innerText()).split(" ")[0]);
  expect(all).toBeGreaterThan(3);

  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Tür" })
    .selectOption({ label: "Drama" });
  await expect(page).toHaveURL(/genre=drama/);
  await expect(count).toContainText("Drama");
  const drama = Number((await count.innerText()).split(" ")[0]);
  expect(drama).toBeLessThan(all);

  await page.getByRole("main").getByRole("combobox", { name: "Sırala" }).selectOption("title");
  await expect(page).toHaveURL(/sort=title/);
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  const collator = new Intl.Collator("tr");
  expect([...titles].sort(collator.compare)).toEqual(titles);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=title/);
  await page.goBack();
  await expect(page).not.toHaveURL(/genre=/);
  await expect(count).toHaveText(`${all} icerik bulundu`);
});

test("a shared address restores the filters", async ({ page }) => {
  await page.goto("/featured?genre=sci-fi&q=dune");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Tür" })).toHaveValue("sci-fi");
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("dune");
  await expect(page.getByText(/icerik bulundu - Bilim Kurgu - "dune" icin/)).toBeVisible();
});

test("searching a list is Turkish-aware and shows the empty text", async ({ page }) => {
  await page.goto("/turkish-content");
  const search = page.getByRole("main").getByRole("searchbox");
  await search.fill("KIŞ");
  await expect(cards(page).filter({ hasText: "Kış Uykusu" })).toHaveCount(1);
  await search.fill("bu başlıkta bir film yok");
  await expect(page.getByText("Arama kriterlerinize uygun icerik bulunamadi.")).toBeVisible();
});

test("high-rated keeps 7.5 and above, best first", async ({ page }) => {
  await page.goto("/imdb-high-rated");
  await expect(page.getByText(/^\d+ icerik bulundu/)).toBeVisible();
  const ratings = await page
    .getByRole("main")
    .locator("[data-rating]")
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-rating"))));
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings.every((r) => r >= 7.5)).toBe(true);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
});

test("the talk-show page lists five episodes, only the first NEW", async ({ page }) => {
  await page.goto("/konusanlar");
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByText("NEW", { exact: true })).toHaveCount(1);
  await expect(cards(page).first()).toContainText("NEW");
});

test("the genre page shows 10 films and 10 series", async ({ page }) => {
  await page.goto("/tur/18");
  await expect(page.getByRole("list", { name: "Filmler" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("list", { name: "Diziler" }).getByRole("listitem")).toHaveCount(10);
});

test("each list page shows its own error text and 'Tekrar Dene' recovers", async ({ page }) => {
  const pages = [
    ["/featured", "One cikan icerikler yuklenirken bir hata olustu"],
    ["/trending", "Trend icerikler yuklenirken bir hata olustu"],
    ["/new-episodes", "Yeni bolumler yuklenirken bir hata olustu"],
    ["/turkish-content", "Turk icerik yuklenirken bir hata olustu"],
    ["/new-movies", "Yeni filmler yuklenirken bir hata olustu"],
    ["/new-series", "Yeni diziler yuklenirken bir hata olustu"],
    ["/recommended", "Onerilen icerik yuklenirken bir hata olustu"],
    ["/imdb-high-rated", "Yuksek puanli icerik yuklenirken bir hata olustu"],
  ] as const;
  // The pages arrive rendered by the server; the backend dies after the first,
  // and the visitor moves on to each list inside the app (the browser loads it).
  await page.goto("/search");
  let failing = true;
  await page.route("**/api/movies**", (route) =>
    failing ? route.abort("connectionrefused") : route.continue(),
  );
  for (const [path, message] of pages) {
    await navigateInApp(page, path);
    await expect(page.getByRole("alert")).toContainText(message);
  }
  failing = false;
  await page.getByRole("button", { name: "Tekrar Dene" }).click();
  await expect(page.getByText(/\d+ icerik bulundu/)).toBeVisible();
});

test("the genre and detail pages show their error texts on a dead backend", async ({ page }) => {
  await page.goto("/search");
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await navigateInApp(page, "/tur/18");
  await expect(page.getByRole("alert")).toContainText("Icerikler yuklenirken bir hata olustu.");
  await navigateInApp(page, "/movie/m-kis-uykusu");
  await expect(page.getByRole("alert")).toContainText("Film yüklenirken bir hata oluştu");
  await navigateInApp(page, "/tv/s-sahsiyet");
  await expect(page.getByRole("alert")).toContainText("Dizi yüklenirken bir hata oluştu");
  await navigateInApp(page, "/embed");
  await expect(page.getByRole("alert").first()).toContainText(
    "Embed verileri yuklenirken hata olustu",
  );
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a form: 'Uygula' filters the list by the address (issue 31)", async ({
    page,
  }) => {
    await page.goto("/featured");
    const count = page.getByText(/^\d+ icerik bulundu/);
    const all = Number((await count.innerText()).split(" ")[0]);
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Tür" }).selectOption({ label: "Drama" });
    await main.getByRole("combobox", { name: "Sırala" }).selectOption("title");
    await main.getByRole("button", { name: "Uygula" }).click();
    await expect(page).toHaveURL(/\/featured\?.*genre=drama/);
    await expect(page).toHaveURL(/sort=title/);
    await expect(count).toContainText("Drama");
    expect(Number((await count.innerText()).split(" ")[0])).toBeLessThan(all);
    const titles = await main.getByRole("heading", { level: 2 }).allInnerTexts();
    expect([...titles].sort(new Intl.Collator("tr").compare)).toEqual(titles);
    // The search box is part of the same form: Enter sends it.
    await main.getByRole("searchbox").fill("zzqq yok");
    await main.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=zzqq/);
    await expect(page.getByText("Arama kriterlerinize uygun icerik bulunamadi.")).toBeVisible();
  });
});

test("every /konusanlar card leads to its episode's page and shows art (issue 31: dead anchors, broken images)", async ({
  page,
  request,
}) => {
  await page.goto("/konusanlar");
  const links = page.getByRole("main").getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(5);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs[0]).toBe("/tv/s-konusanlar/izle/3/12");
  for (const href of hrefs) {
    expect(href).not.toContain("#");
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(await answer.text(), href).toContain("data-player-overlay");
  }
  // Every card's picture loaded: none is a broken image.
  const images = page.getByRole("main").getByRole("listitem").locator("img");
  await expect(images).toHaveCount(5);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});
