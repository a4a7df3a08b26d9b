import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every public route of SPEC.md §2 renders its key texts with the seed data. */
const ROUTES: ReadonlyArray<{
  path: string;
  heading?: string;
  texts: readonly (string | RegExp)[];
}> = [
  { path: "/content", texts: ["Filmler ve Diziler"] },
  { path: "/movie/m-kis-uykusu", texts: ["Kış Uykusu", "Puan Ver", /^Yorumlar/] },
  // Issue 31: the seed's real airing status, not 'Beklemede' for all.
  { path: "/tv/s-sahsiyet", texts: ["Şahsiyet", /Sezon 1 \(\d+ bölüm\)/, "S1 B1", "Tamamlandı"] },
  { path: "/tv/s-the-last-of-us", texts: ["The Last of Us", "Devam Ediyor"] },
  { path: "/search?q=kış", texts: ["Arama Sonuçları", /\d+ sonuç bulundu/, "Kış Uykusu"] },
  { path: "/search", texts: ["Arama Sonuçları", "Arama yapın"] },
  { path: "/search?q=zzqqxx", texts: ["Sonuç bulunamadı", '"zzqqxx" için sonuç bulunamadı'] },
  { path: "/login", texts: ["Giriş Sayfası", "Yakında eklenecek..."] },
  { path: "/register", texts: ["Kayıt Sayfası", "Yakında eklenecek..."] },
  { path: "/featured", texts: ["Öne Çıkanlar", /\d+ icerik bulundu/] },
  { path: "/featured?type=tv", texts: ["Öne Çıkan Diziler", /\d+ icerik bulundu/] },
  { path: "/trending", texts: ["Trend", /^(Sıra )?#1$/, /^(Sıra )?#2$/] },
  { path: "/trending?type=tv", texts: ["Trend Diziler", /^(Sıra )?#1$/] },
  { path: "/new-episodes", texts: ["Yeni Bölümler", /\d+ icerik bulundu/] },
  { path: "/konusanlar", texts: ["Konuşanlar", "5 icerik bulundu", "NEW"] },
  { path: "/new-releases", texts: ["Yeni Çıkanlar", "10 icerik bulundu"] },
  { path: "/turkish-content", texts: ["Türk Yapımları", /\d+ icerik bulundu/] },
  { path: "/tur/18", heading: "Drama", texts: [/^Filmler$/, /^Diziler$/] },
  { path: "/platform/disneyplus", texts: ["Disney+ dizileri", "Ana Sayfaya Dön"] },
  { path: "/platform/yok-boyle", texts: ["Bu platform icin icerik bulunamadi."] },
  { path: "/new-movies", texts: ["Yeni Filmler", /\d+ icerik bulundu/] },
  { path: "/new-series", texts: ["Yeni Diziler", /\d+ icerik bulundu/] },
  { path: "/recommended", texts: ["Önerilenler", /\d+ icerik bulundu/] },
  { path: "/imdb-high-rated", texts: ["IMDb Yüksek Puanlı", /\d+ icerik bulundu/] },
  { path: "/most-commented", texts: ["En Çok Yorumlananlar", /\d+ icerik bulundu/] },
  { path: "/most-liked", texts: ["En Çok Beğenilenler", /\d+ icerik bulundu/] },
  { path: "/most-viewed", texts: ["En Çok İzlenenler", /\d+ icerik bulundu/] },
  { path: "/all-series", texts: ["Tüm Diziler"] },
  { path: "/embed", texts: [/Tum Embedler \(\d+\)/, "Rastgele"] },
  { path: "/bu/sayfa/yok", texts: ["Sayfa bulunamadı", "Ana Sayfaya Dön"] },
];

async function expectTexts(page: Page, texts: readonly (string | RegExp)[]) {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: typeof text === "string" }).first()).toBeVisible();
  }
}

for (const route of ROUTES) {
  test(`${route.path} renders its key texts`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator("h1").first()).toBeVisible();
    if (route.heading) await expect(page.locator("h1").first()).toHaveText(route.heading);
    await expectTexts(page, route.texts);
  });
}

test("the movie page has every action of SPEC.md, local toggles and no blank comment", async ({
  page,
}) => {
  await page.goto("/movie/m-kis-uykusu");
  // 'İzle' is a link to the film's watch page: it plays before (and without) any script.
  await expect(page.getByRole("link", { name: "İzle", exact: true })).toHaveAttribute(
    "href",
    "/movie/m-kis-uykusu/izle",
  );
  for (const name of ["Listeye Ekle", "İzledim", "Beğen", "Paylaş", "İndir"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Listeye Ekle", exact: true }).click();
  await expect(page.getByRole("button", { name: "Listede", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Beğen", exact: true }).click();
  await expect(page.getByRole("button", { name: "Beğenildi", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "İzledim", exact: true }).click();
  await expect(page.getByRole("button", { name: "İzlendi", exact: true })).toBeVisible();

  const similar = page.getByRole("region", { name: /Benzer/ });
  const count = await similar.getByRole("listitem").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
});

test("'Paylaş' copies the link when there is no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await page.goto("/movie/m-kis-uykusu");
  await page.getByRole("button", { name: "Paylaş", exact: true }).click();
  await expect(page.getByText("Film linki kopyalandı!").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/movie\/m-kis-uykusu$/,
  );
});

test("a series page has season tabs and episodes but no 'İndir'", async ({ page }) => {
  await page.goto("/tv/s-sahsiyet");
  await expect(page.getByRole("tab", { name: /Sezon 1 \(\d+ bölüm\)/ })).toBeVisible();
  await expect(page.getByText("S1 B1").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "İndir" })).toHaveCount(0);
});

test("unknown titles show their not-found texts", async ({ page }) => {
  await page.goto("/movie/yok-boyle-bir-film");
  await expect(page.getByRole("heading", { level: 1, name: "Film bulunamadı" })).toBeVisible();
  await page.goto("/tv/yok-boyle-bir-dizi");
  await expect(page.getByRole("heading", { level: 1, name: "Dizi bulunamadı" })).toBeVisible();
});

test("the content listing filters the 15 samples by type and genre, with counts", async ({
  page,
}) => {
  await page.goto("/content");
  await expect(page.getByRole("radio", { name: /Tümü.*15/ })).toBeVisible();
  const cards = page.getByRole("list", { name: "Filmler ve Diziler" }).getByRole("listitem");
  await expect(cards).toHaveCount(15);
  await page.getByRole("radio", { name: /Diziler/ }).click();
  await expect(cards).toHaveCount(6);
  await page.getByRole("main").getByRole("combobox", { name: "Tür" }).selectOption("Biyografi");
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("radio", { name: /Tümü.*3/ })).toBeVisible();
});
