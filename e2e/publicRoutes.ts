import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export interface PublicRoute {
  path: string;
  /** The page's h1, when it is not the first text. */
  heading?: string;
  /** Texts of its main content with the seed data (a string matches an element's whole text). */
  texts: readonly (string | RegExp)[];
  /** Left out of the JavaScript-off walk (ssr.spec.ts): a variant of a page walked there already. */
  variant?: true;
}

/**
 * Every public route of SPEC.md §2 (and the issues since), one table for the
 * end-to-end walks: with JavaScript off (the server's page) and on (the page
 * hydrated), both in ssr.spec.ts.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", texts: ["Öne Çıkanlar", "Trend Diziler", "Yeni Filmler"] },
  { path: "/movie/m-kis-uykusu", texts: ["Kış Uykusu", "Puan Ver", /^Yorumlar/] },
  // Issue 31: the seed's real airing status, not 'Beklemede' for all.
  { path: "/tv/s-sahsiyet", texts: ["Şahsiyet", /Sezon 1 \(\d+ bölüm\)/, "S1 B1", "Tamamlandı"] },
  { path: "/tv/s-the-last-of-us", texts: ["The Last of Us", "Devam Ediyor"], variant: true },
  { path: "/series/s-sahsiyet", texts: ["Şahsiyet", /Sezon 1 \(\d+ bölüm\)/] },
  { path: "/series/sahsiyet", texts: ["Şahsiyet"] },
  { path: "/shows/sahsiyet", texts: ["Şahsiyet"] },
  { path: "/search?q=kış", texts: ["Arama Sonuçları", /\d+ sonuç bulundu/, "Kış Uykusu"] },
  { path: "/search", texts: ["Arama Sonuçları", "Arama yapın"], variant: true },
  {
    path: "/search?q=zzqqxx",
    texts: ["Sonuç bulunamadı", '"zzqqxx" için sonuç bulunamadı'],
    variant: true,
  },
  { path: "/content", texts: ["Filmler ve Diziler"] },
  { path: "/featured", texts: ["Öne Çıkanlar", /\d+ icerik bulundu/] },
  { path: "/featured?type=tv", texts: ["Öne Çıkan Diziler", /\d+ icerik bulundu/], variant: true },
  { path: "/trending", texts: ["Trend", /^(Sıra )?#1$/, /^(Sıra )?#2$/] },
  { path: "/trending?type=tv", texts: ["Trend Diziler", /^(Sıra )?#1$/], variant: true },
  { path: "/new-movies", texts: ["Yeni Filmler", /\d+ icerik bulundu/] },
  { path: "/new-series", texts: ["Yeni Diziler", /\d+ icerik bulundu/] },
  { path: "/new-episodes", texts: ["Yeni Bölümler", /\d+ icerik bulundu/] },
  { path: "/recommended", texts: ["Önerilenler", /\d+ icerik bulundu/] },
  { path: "/imdb-high-rated", texts: ["IMDb Yüksek Puanlı", /\d+ icerik bulundu/] },
  { path: "/most-commented", texts: ["En Çok Yorumlananlar", /\d+ icerik bulundu/] },
  { path: "/most-liked", texts: ["En Çok Beğenilenler", /\d+ icerik bulundu/] },
  { path: "/most-viewed", texts: ["En Çok İzlenenler", /\d+ icerik bulundu/] },
  { path: "/turkish-content", texts: ["Türk Yapımları", /\d+ icerik bulundu/] },
  { path: "/konusanlar", texts: ["Konuşanlar", "5 icerik bulundu", "NEW"] },
  { path: "/new-releases", texts: ["Yeni Çıkanlar", "10 icerik bulundu"] },
  { path: "/tur/18", heading: "Drama", texts: [/^Filmler$/, /^Diziler$/] },
  { path: "/platform/disneyplus", texts: ["Disney+ dizileri", "Ana Sayfaya Dön"] },
  {
    path: "/platform/yok-boyle",
    texts: ["Bu platform icin icerik bulunamadi."],
    variant: true,
  },
  { path: "/all-series", texts: ["Tüm Diziler", "Şahsiyet"] },
  { path: "/embed", texts: [/Tum Embedler \(\d+\)/, "Rastgele"] },
  { path: "/login", texts: ["Giriş Sayfası", "Yakında eklenecek..."] },
  { path: "/register", texts: ["Kayıt Sayfası", "Yakında eklenecek..."] },
  { path: "/bu/sayfa/yok", texts: ["Sayfa bulunamadı", "Ana Sayfaya Dön"] },
];

/** The route's h1 and each of its texts are visible. */
export async function expectRouteTexts(page: Page, route: PublicRoute) {
  await expect(page.locator("h1").first()).toBeVisible();
  if (route.heading) await expect(page.locator("h1").first()).toHaveText(route.heading);
  for (const text of route.texts) {
    await expect(page.getByText(text, { exact: typeof text === "string" }).first()).toBeVisible();
  }
}
