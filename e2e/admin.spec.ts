import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiLogin,
  bearer,
  createTitle as createTitleIn,
  findFilm,
  signedIn,
  toast,
  PASSWORD,
  storedTitle as storedTitleOf,
  unique,
} from "./adminApi";
import { expect, test } from "./fixtures";
import { publicPageScripts } from "./publicScripts";

// The admin panel against the production build and the real catalogue
// service: sign-in, the guard and the server's own checks, film management
// (delete, add, edit) verified through the API, and the sample screens.
// The tests change the catalogue, so this file runs its tests one after the
// other; they only touch titles they create, and remove them afterwards.
test.describe.configure({ mode: "default" });

const TEXT = {
  loginTitle: "Admin Panel Girisi",
  submit: "Giris Yap",
  submitting: "Giris yapiliyor...",
  wrong: "Kullanici adi veya sifre hatali!",
  filmSearch: "Film ara...",
  confirmDelete: "Bu filmi silmek istediginizden emin misiniz?",
  deleteFailed: "Film silinirken hata olustu",
  comingSoon: "Yakında eklenecek...",
};

interface Movie {
  _id: string;
  title: string;
  type: "movie" | "series";
  genre: string[];
  releaseDate?: string;
  duration?: number;
  rating: number;
  totalSeasons?: number;
  status: string;
  featured: boolean;
  trending: boolean;
  cast?: string[];
  seasons?: { number: number; episodes: { number: number; title: string }[] }[];
}

/** The film table's empty text when the search matches nothing. */
const NO_MATCH = "Aramanıza uygun içerik bulunamadı.";

const created: string[] = [];
const createTitle = (request: APIRequestContext, fields: Record<string, unknown>) =>
  createTitleIn<Movie>(request, fields, created);
const storedTitle = (request: APIRequestContext, id: string) => storedTitleOf<Movie>(request, id);

/** Every title of the catalogue, active or not, as the API has them now. */
async function allTitles(request: APIRequestContext): Promise<Movie[]> {
  const answer = await request.get("/api/movies?limit=500");
  return ((await answer.json()) as { data: { movies: Movie[] } }).data.movies;
}

async function titlesNamed(request: APIRequestContext, title: string): Promise<Movie[]> {
  const answer = await request.get(`/api/movies?search=${encodeURIComponent(title)}&limit=500`);
  const { data } = (await answer.json()) as { data: { movies: Movie[] } };
  return data.movies.filter((movie) => movie.title === title);
}

test.afterAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (const id of created) {
    await request.delete(`/api/movies/${id}`, { headers: bearer(token) });
  }
});

const storedKeys = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("adminToken"), localStorage.getItem("userRole")]);

async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Kullanici Adi").fill(username);
  await page.getByLabel("Sifre", { exact: true }).fill(password);
  await page.getByRole("button", { name: TEXT.submit }).click();
}

/** The film table's pager: '1–25 / 149'. */
const pagerRange = (page: Page) =>
  page.getByRole("navigation", { name: "Sayfalar" }).getByText(/\d+–\d+ \/ \d+|^0 \/ 0$/);

/** The title field (its label's asterisk is hidden from the accessible name). */
const titleField = (page: Page | ReturnType<Page["getByRole"]>) =>
  page.getByRole("textbox", { name: "Başlık", exact: true });

test.describe("sign-in", () => {
  test("a wrong password shows the red message, cleared by typing", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { level: 1, name: TEXT.loginTitle })).toBeVisible();
    // Outside the public layout: no site header or footer.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ana Sayfaya Don" })).toHaveAttribute("href", "/");

    const password = page.getByLabel("Sifre", { exact: true });
    await password.fill("gizli");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Sifreyi goster" }).click();
    await expect(password).toHaveAttribute("type", "text");

    // Held back so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin(page, "admin", "kesinlikle-yanlis");
    await expect(page.getByRole("button", { name: TEXT.submitting })).toBeDisabled();
    release();

    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(TEXT.wrong);
    await expect(alert).toHaveCSS("color", "rgb(255, 90, 103)");
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storedKeys(page)).toEqual([null, null]);

    await page.getByLabel("Kullanici Adi").press("End");
    await page.getByLabel("Kullanici Adi").pressSequentially("x");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("repeated failures are rate limited, with the server's wait in seconds", async ({
    page,
  }) => {
    // A name of its own: the limit counts per client and name, and other tests sign in as admin.
    const username = unique("deneme").replace(" ", "-");
    await page.goto("/admin-login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, username, `yanlis-${attempt}`);
      await expect(page.getByRole("alert")).toHaveText(TEXT.wrong);
    }
    const limited = page.waitForResponse("**/api/auth/login");
    await submitLogin(page, username, "yanlis-6");
    const answer = await limited;
    expect(answer.status()).toBe(429);
    const seconds = Number(answer.headers()["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toHaveText(
      `Cok fazla hatali giris denemesi. Lutfen ${seconds} saniye sonra tekrar deneyin.`,
    );
  });

  test("the right password stores the session and opens the dashboard", async ({
    page,
    request,
  }) => {
    await page.goto("/admin-login");
    await submitLogin(page, "admin", PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const [token, role] = await storedKeys(page);
    expect(role).toBe("admin");
    const session = await request.get("/api/auth/session", { headers: bearer(token ?? "") });
    expect(session.status()).toBe(200);

    // Issue 16: total films comes from the catalogue; the other cards are the
    // last 30 days' events, each against the 30 days before.
    // Other workers add and delete films meanwhile: the card and the catalogue
    // are compared on one reading, taken again until no write fell in between.
    const card = page.getByRole("article").filter({ hasText: "Toplam Film" });
    const filmTotal = async () => {
      const films = await request.get("/api/movies?type=movie&limit=1");
      return ((await films.json()) as { data: { total: number } }).data.total;
    };
    await expect
      .poll(async () => {
        const before = await filmTotal();
        await page.reload();
        const shown = await card.textContent({ timeout: 10_000 });
        const after = await filmTotal();
        const total = new Intl.NumberFormat("tr-TR").format(after);
        return before === after ? (shown ?? "").includes(total) : "a write fell in between";
      })
      .toBe(true);
    for (const label of ["Ziyaret", "Oynatma", "Arama"]) {
      await expect(page.getByRole("article").filter({ hasText: label })).toContainText(
        /^\D+[\d.]+(.*önceki 30 güne göre|önceki dönemde kayıt yok)$/,
      );
    }
    const recent = page.getByRole("table", { name: "Son Eklenen Filmler" });
    await expect(recent.getByRole("row")).toHaveCount(6);
    // Issue 16: the audit trail's newest entries where the sample ads were.
    const actions = page.getByRole("region", { name: "Son İşlemler" });
    await expect(
      actions
        .getByRole("list", { name: "Son İşlemler" })
        .or(actions.getByText("Henüz kayıtlı bir işlem yok.")),
    ).toBeVisible();
    expect(await actions.getByRole("listitem").count()).toBeLessThanOrEqual(5);
    await expect(actions.getByRole("link", { name: "Tümünü Gör" })).toHaveAttribute(
      "href",
      "/admin/audit",
    );
    // Issue 16: the last 30 days drawn where the placeholder was.
    await expect(page.getByRole("figure", { name: "Son 30 Gün" })).toBeVisible();
    await expect(page.getByText("Grafikler yakında eklenecek...")).toHaveCount(0);
  });
});

test.describe("guard", () => {
  test("/admin without a session, or without the admin role, goes to /admin-login", async ({
    page,
  }) => {
    await page.goto("/admin/movies");
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole("heading", { name: TEXT.loginTitle })).toBeVisible();

    await page.evaluate(() => {
      localStorage.setItem("adminToken", "bir-token");
      localStorage.setItem("userRole", "user");
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test("a server that cannot be reached keeps the session and offers a retry", async ({
    page,
    request,
  }) => {
    await page.route("**/api/auth/session", (route) => route.abort("connectionrefused"));
    await signedIn(page, request, "/admin");
    const failure = page.getByRole("alert");
    await expect(failure).toContainText("Admin paneli yüklenirken bir hata oluştu.");
    const [token, role] = await storedKeys(page);
    expect(token).toBeTruthy();
    expect(role).toBe("admin");
    await page.unroute("**/api/auth/session");
    await failure.getByRole("button", { name: "Tekrar Dene" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("a forged token is refused by the server and ends the session", async ({
    page,
    request,
  }) => {
    const film = await createTitle(request, { title: unique("Sahte Jeton Testi") });
    await page.goto("/admin-login");
    await page.evaluate(() => {
      localStorage.setItem("adminToken", "uydurma-bir-jeton");
      localStorage.setItem("userRole", "admin");
    });
    await page.goto("/admin/movies");
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storedKeys(page)).toEqual([null, null]);

    // Whatever the browser holds, the server refuses the write.
    const refused = await request.delete(`/api/movies/${film._id}`, {
      headers: bearer("uydurma-bir-jeton"),
    });
    expect(refused.status()).toBe(401);
    expect(await storedTitle(request, film._id)).not.toBeNull();
  });

  test("a token revoked during the session ends it at the next write", async ({
    page,
    request,
  }) => {
    const film = await createTitle(request, { title: unique("İptal Edilen Oturum") });
    const token = await signedIn(page, request, "/admin/movies");
    const row = await findFilm(page, film.title);
    await expect(row).toHaveCount(1);
    await request.post("/api/auth/logout", { headers: bearer(token) });

    await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sil", exact: true }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storedKeys(page)).toEqual([null, null]);
    expect(await storedTitle(request, film._id)).not.toBeNull();
  });
});

test.describe("film management", () => {
  test("tiles count the whole catalogue; Turkish-aware search and filters run on the server", async ({
    page,
    request,
  }) => {
    await signedIn(page, request, "/admin/movies");
    const table = page.getByRole("table", { name: "Filmler" });
    // 25 rows a page and the header row.
    await expect(table.getByRole("row")).toHaveCount(26);

    // Other spec files add and remove titles meanwhile: the tiles are compared
    // with the catalogue as it was just before and just after they were read.
    const tile = (label: string) => page.locator("dl div").filter({ hasText: label }).locator("dd");
    const tileTexts = () =>
      Promise.all(
        ["Toplam İçerik", "Filmler", "Diziler", "Aktif", "Öne Çıkan", "Trend"].map((label) =>
          tile(label).innerText(),
        ),
      );
    const countsOf = (movies: Movie[]) =>
      [
        movies.length,
        movies.filter((m) => m.type === "movie").length,
        movies.filter((m) => m.type === "series").length,
        movies.filter((m) => m.status === "active").length,
        movies.filter((m) => m.featured).length,
        movies.filter((m) => m.trending).length,
      ].map(String);
    let movies = await allTitles(request);
    expect(movies.length).toBeGreaterThanOrEqual(149);
    await expect(async () => {
      const before = await allTitles(request);
      await page.getByRole("button", { name: "Yenile", exact: true }).click();
      await expect(page.getByRole("button", { name: "Yenile", exact: true })).toBeEnabled();
      await expect(pagerRange(page)).toHaveText(`1–25 / ${before.length}`);
      const shown = await tileTexts();
      movies = await allTitles(request);
      expect(countsOf(movies)).toEqual(countsOf(before));
      expect(shown).toEqual(countsOf(movies));
    }).toPass({ timeout: 30_000 });

    // Typed without Turkish letters, found with them, by the server.
    const sahsiyet = await findFilm(page, "Şahsiyet", "sahsiyet");
    await expect(sahsiyet).toHaveCount(1);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]q=sahsiyet/);

    await page.getByPlaceholder(TEXT.filmSearch).fill("");
    await page.getByLabel("Türler").selectOption("Bilim Kurgu");
    const sciFi = movies.filter((m) => m.genre.includes("Bilim Kurgu"));
    await expect(pagerRange(page)).toHaveText(`1–${Math.min(25, sciFi.length)} / ${sciFi.length}`);
    await expect(page).toHaveURL(/genre=Bilim\+Kurgu/);

    // The tiles are counted again on refresh.
    await expect(async () => {
      const before = (await allTitles(request)).length;
      await createTitle(request, { title: unique("Sonradan Eklenen") });
      await page.getByRole("button", { name: "Yenile", exact: true }).click();
      await expect(page.getByRole("button", { name: "Yenile", exact: true })).toBeEnabled();
      const after = (await allTitles(request)).length;
      expect(after).toBe(before + 1);
      await expect(tile("Toplam İçerik")).toHaveText(String(after), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("every seeded title is reachable by paging", async ({ page, request }) => {
    const all = await allTitles(request);
    expect(all.length).toBeGreaterThanOrEqual(149);
    await signedIn(page, request, "/admin/movies");
    const table = page.getByRole("table", { name: "Filmler" });
    const seen: string[] = [];
    const next = page.getByRole("button", { name: "Sonraki" });
    // Walked with "Sonraki" to the last page. Other spec files may add or
    // remove a title meanwhile (which shifts rows), so the walk checks that
    // no title that is still there was missed rather than the exact sequence.
    for (let n = 1; ; n++) {
      await expect(pagerRange(page)).toHaveText(new RegExp(`^${(n - 1) * 25 + 1}–\\d+ / \\d+$`));
      // The previous page stays drawn (and the pager waits) until this one is in.
      if (n > 1) await expect(page.getByRole("button", { name: "Önceki" })).toBeEnabled();
      const labels = await table
        .getByRole("button", { name: /^Sil: / })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
      seen.push(...labels.map((label) => label.replace(/^Sil: /, "")));
      if (await next.isDisabled()) break;
      await next.click();
      expect(n).toBeLessThan(20);
    }
    const remaining = new Set((await allTitles(request)).map((m) => m._id));
    const missed = all
      .filter((m) => remaining.has(m._id))
      .map((m) => m.title)
      .filter((title) => !seen.includes(title));
    expect(missed).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(149);

    // A bigger page size shows more at once and starts again at the first page.
    await page.getByLabel("Sayfa başına").selectOption("100");
    await expect(table.getByRole("row")).toHaveCount(101);
    await expect(pagerRange(page)).toHaveText(/^1–100 \/ \d+$/);
    await expect(page).toHaveURL(/size=100/);
    await expect(page).not.toHaveURL(/page=/);
  });

  test("a search on page 2 survives a reload and a shared link", async ({ page, request }) => {
    // Titles of its own (passive, so the public pages do not change), so that
    // what other spec files add meanwhile cannot shift the page.
    const stem = unique("Sayfalı Arama");
    const token = await apiLogin(request);
    for (let n = 1; n <= 30; n++) {
      const answer = await request.post("/api/movies", {
        headers: bearer(token),
        data: { type: "movie", title: `${stem} ${n}`, status: "passive" },
      });
      expect(answer.status()).toBe(201);
      created.push(((await answer.json()) as { data: Movie }).data._id);
    }
    await signedIn(page, request, "/admin/movies");
    await findFilm(page, stem);
    await expect(page).toHaveURL(/[?&]q=/);
    const range = pagerRange(page);
    await expect(range).toHaveText("1–25 / 30");
    await page.getByRole("button", { name: "Sonraki" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(range).toHaveText("26–30 / 30");
    const table = page.getByRole("table", { name: "Filmler" });
    // The pager's range can show page 2 a moment before its rows do: the header row
    // and page 2's five titles, then read.
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table.getByRole("row").nth(1)).toContainText(`${stem} 5`);
    const pageTwo = await table.getByRole("row").allTextContents();

    await page.reload();
    await expect(page.getByPlaceholder(TEXT.filmSearch)).toHaveValue(stem);
    await expect(range).toHaveText("26–30 / 30");
    await expect(table.getByRole("row")).toHaveText(pageTwo);

    // Back goes to the first page of the same search.
    await page.goBack();
    await expect(range).toHaveText("1–25 / 30");
    await expect(page.getByPlaceholder(TEXT.filmSearch)).toHaveValue(stem);
  });

  test("the list says when it is loading and when it failed, and retries", async ({
    page,
    request,
  }) => {
    let mode: "hold" | "fail" | "pass" = "hold";
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/movies" && url.searchParams.has("offset"),
      async (route) => {
        if (mode === "hold") await held;
        if (mode === "fail") await route.abort("connectionrefused");
        else await route.continue();
      },
    );
    await signedIn(page, request, "/admin/movies");
    const table = page.getByRole("table", { name: "Filmler" });
    await expect(table.getByRole("status")).toContainText("Film verileri yukleniyor...");
    await expect(table).toHaveAttribute("aria-busy", "true");
    mode = "pass";
    release();
    await expect(table.getByRole("row")).toHaveCount(26);

    mode = "fail";
    await page.getByRole("button", { name: "Yenile", exact: true }).click();
    const failed = table.getByRole("alert");
    await expect(failed).toContainText("Film verileri yuklenirken hata olustu");
    mode = "pass";
    await failed.getByRole("button", { name: "Tekrar Dene" }).click();
    await expect(table.getByRole("row")).toHaveCount(26);
  });

  test("delete asks first, removes the title from the database and the table", async ({
    page,
    request,
  }) => {
    const film = await createTitle(request, {
      title: unique("Silinecek Film"),
      genre: ["Dram", "Suç", "Gerilim"],
      releaseDate: "2019-10-04",
      duration: 122,
    });
    await signedIn(page, request, "/admin/movies");
    const row = await findFilm(page, film.title);
    await expect(row).toContainText("Dram, Suç");
    await expect(row).not.toContainText("Gerilim");
    await expect(row).toContainText("2019");
    await expect(row).toContainText("2s 2dk");
    await expect(row).toContainText("Aktif");

    await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: TEXT.confirmDelete });
    await expect(dialog).toContainText(film.title);
    await dialog.getByRole("button", { name: "İptal" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedTitle(request, film._id)).not.toBeNull();

    await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
    await dialog.getByRole("button", { name: "Sil", exact: true }).click();
    // While the dialog is open the page behind it is hidden from the accessibility tree.
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Filmler" })).toContainText(NO_MATCH);
    await expect(row).toHaveCount(0);
    expect(await storedTitle(request, film._id)).toBeNull();
  });

  test("a delete that fails says 'Film silinirken hata olustu' and reloads", async ({
    page,
    request,
  }) => {
    const film = await createTitle(request, { title: unique("Başkası Sildi") });
    const token = await signedIn(page, request, "/admin/movies");
    const row = await findFilm(page, film.title);
    await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
    // Another admin deletes it first: this delete now fails (404).
    await request.delete(`/api/movies/${film._id}`, { headers: bearer(token) });
    await page.getByRole("alertdialog").getByRole("button", { name: "Sil", exact: true }).click();
    await expect(toast(page, TEXT.deleteFailed)).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Filmler" })).toContainText(NO_MATCH);
    await expect(row).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/movies(\?|$)/);
  });

  test("add: checked in the browser, refused duplicates, stored as typed", async ({
    page,
    request,
  }) => {
    const title = unique("Yeni Dizi");
    await signedIn(page, request, "/admin/movies");
    await page.getByRole("button", { name: "Film Ekle" }).click();
    const form = page.getByRole("dialog", { name: "Film Ekle" });

    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect(form.getByText("Başlık zorunludur.")).toBeVisible();
    await expect(titleField(form)).toBeFocused();
    await expect(titleField(form)).toHaveAttribute("aria-invalid", "true");

    await titleField(form).fill(title);
    await expect(form.getByText("Başlık zorunludur.")).toHaveCount(0);
    await form.getByLabel("İçerik Türü").selectOption("series");
    await form.getByLabel("Durum", { exact: true }).selectOption("passive");
    await form.getByLabel("Türler").fill("Dram, Gerilim, Suç");
    await form.getByLabel("Çıkış Tarihi").fill("2021-03-04");
    await form.getByLabel("Süre (dakika)").fill("0");
    await form.getByLabel("Puan (0-10)").fill("10,5");
    await form.getByLabel("Sezon Sayısı").fill("2");
    await form.getByLabel("Öne Çıkan").check();

    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/movies")) posts += 1;
    });
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect(
      form.getByText("Süre 1 ile 1000 arasında tam sayı (dakika) olmalıdır."),
    ).toBeVisible();
    await expect(form.getByText("Puan 0 ile 10 arasında bir sayı olmalıdır.")).toBeVisible();
    expect(posts).toBe(0);

    await form.getByLabel("Süre (dakika)").fill("45");
    await form.getByLabel("Puan (0-10)").fill("8,4");
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect(form).toHaveCount(0);
    await expect(toast(page, `"${title}" kaydedildi.`)).toBeVisible();

    const [stored] = await titlesNamed(request, title);
    expect(stored).toBeDefined();
    created.push(stored!._id);
    expect(stored).toMatchObject({
      type: "series",
      status: "passive",
      genre: ["Dram", "Gerilim", "Suç"],
      releaseDate: "2021-03-04",
      duration: 45,
      rating: 8.4,
      totalSeasons: 2,
      featured: true,
      trending: false,
    });
    const row = await findFilm(page, title);
    await expect(row).toContainText("Dram, Gerilim");
    await expect(row).toContainText("2021");
    // Issue 31: under an hour, only the minutes.
    await expect(row).toContainText("45dk");
    await expect(row).not.toContainText("0s 45dk");
    await expect(row).toContainText("Dizi");
    await expect(row).toContainText("Pasif");

    // Same name, type and date again: the server refuses it and the form says why.
    await page.getByRole("button", { name: "Film Ekle" }).click();
    await titleField(form).fill(title);
    await form.getByLabel("İçerik Türü").selectOption("series");
    await form.getByLabel("Çıkış Tarihi").fill("2021-03-04");
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Aynı ad, tür ve çıkış tarihiyle kayıtlı başka bir içerik var.",
    );
    expect(await titlesNamed(request, title)).toHaveLength(1);
  });

  test("edit: prefilled from the whole record, saved with PUT, untouched fields kept", async ({
    page,
    request,
  }) => {
    const film = await createTitle(request, {
      title: unique("Düzenlenecek"),
      type: "series",
      genre: ["Komedi"],
      duration: 30,
      cast: ["Haluk Bilginer", "Nur Sürer"],
      seasons: [{ number: 1, episodes: [{ number: 1, title: "Pilot" }] }],
      totalSeasons: 1,
    });
    await signedIn(page, request, "/admin/movies");
    const row = await findFilm(page, film.title);
    await row.getByRole("button", { name: `Düzenle: ${film.title}` }).click();
    const form = page.getByRole("dialog", { name: "Filmi Düzenle" });
    await expect(titleField(form)).toHaveValue(film.title);
    await expect(form.getByLabel("Türler")).toHaveValue("Komedi");
    await expect(form.getByLabel("Süre (dakika)")).toHaveValue("30");
    await expect(form.getByLabel("İçerik Türü")).toHaveValue("series");

    const renamed = `${film.title} (yeni)`;
    await titleField(form).fill(renamed);
    await form.getByLabel("Süre (dakika)").fill("125");
    await form.getByLabel("Trend").check();
    const put = page.waitForRequest((r) => r.method() === "PUT");
    await form.getByRole("button", { name: "Kaydet" }).click();
    expect((await put).url()).toMatch(new RegExp(`/api/movies/${film._id}$`));
    await expect(form).toHaveCount(0);

    const stored = await storedTitle(request, film._id);
    expect(stored).toMatchObject({
      title: renamed,
      duration: 125,
      trending: true,
      genre: ["Komedi"],
      cast: ["Haluk Bilginer", "Nur Sürer"],
      seasons: [{ number: 1, episodes: [{ number: 1, title: "Pilot" }] }],
    });
    const updated = await findFilm(page, renamed);
    await expect(updated).toContainText("2s 5dk");
  });

  test("view opens the title's public page", async ({ page, request }) => {
    const film = await createTitle(request, { title: unique("Görüntülenecek") });
    await signedIn(page, request, "/admin/movies");
    const row = await findFilm(page, film.title);
    const popup = page.waitForEvent("popup");
    await row.getByRole("button", { name: `Görüntüle: ${film.title}` }).click();
    const opened = await popup;
    await expect(opened).toHaveURL(new RegExp(`/movie/${film._id}$`));
    await expect(opened.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  });
});

test.describe("sample screens", () => {
  test("ads: columns in Turkish number style, searchable by name or placement", async ({
    page,
    request,
  }) => {
    await signedIn(page, request, "/admin/ads");
    await expect(page.getByRole("heading", { level: 1, name: "Reklam Yönetimi" })).toBeVisible();
    const table = page.getByRole("table", { name: "Reklamlar" });
    const first = table.getByRole("row").filter({ hasText: "Yaz Kampanyası Banner" });
    for (const cell of ["Banner", "Header", "125.430", "3.420", "%2,73", "₺15.000", "₺8.750"]) {
      await expect(first).toContainText(cell);
    }
    await expect(table).toContainText("Duraklatildi");
    await expect(table).toContainText("Bitti");

    await page.getByPlaceholder("Reklam ara...").fill("PRE-ROLL");
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByPlaceholder("Reklam ara...").fill("bayram ozel");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText("Bayram Özel İndirimi");
  });

  test("users: initials, role and status labels, searchable by name or email", async ({
    page,
    request,
  }) => {
    await signedIn(page, request, "/admin/users");
    const table = page.getByRole("table", { name: "Kullanıcılar" });
    await expect(table).toContainText("Moderator");
    await expect(table).toContainText("Kullanici");
    await expect(table).toContainText("Yasakli");
    await page.getByPlaceholder("Kullanıcı ara...").fill("ibrahim.celik@");
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").nth(1);
    await expect(row).toContainText("İÇ");
    await expect(row).toContainText("İbrahim Çelik");
    await expect(row).toContainText("30.09.2023");
  });

  test("statistics (no longer a placeholder: stats.spec.ts) and unknown sections; public login and register placeholders", async ({
    page,
    request,
  }) => {
    await signedIn(page, request, "/admin/stats");
    await expect(page.getByRole("heading", { level: 1, name: "İstatistikler" })).toBeVisible();
    await expect(page.getByText(TEXT.comingSoon)).toHaveCount(0);
    await page.goto("/admin/ayarlar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");

    const placeholders: [string, string][] = [
      ["/login", "Giriş Sayfası"],
      ["/register", "Kayıt Sayfası"],
    ];
    for (const [path, title] of placeholders) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(TEXT.comingSoon)).toBeVisible();
    }
  });
});

/** axe's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe on each kind of admin screen, once (issue 30: the stories already run axe
 * on every state of their components: the sign-in form's errors, the delete
 * confirmation, the phone slide-over); the sign-in page is in a11y.spec.ts.
 */
const AXE_SCREENS: [string, string][] = [
  ["/admin", "Dashboard"],
  ["/admin/movies", "Film Yönetimi"],
  ["/admin/audit", "İşlem Geçmişi"],
  ["/admin/ads", "Reklam Yönetimi"],
  ["/admin/stats", "İstatistikler"],
];
// One test per screen: six axe runs in one test outlasted its minute on a loaded machine.
for (const [path, heading] of AXE_SCREENS) {
  test(`axe finds no serious or critical violation on ${path} (${heading})`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    if (path === "/admin/movies") {
      await expect(
        page.getByRole("table", { name: "Filmler" }).getByRole("row").nth(1),
      ).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("axe finds no serious or critical violation on the film form with its field errors", async ({
  page,
  request,
}) => {
  // The film form is the site's own (no story).
  await signedIn(page, request, "/admin/movies");
  await page.getByRole("button", { name: "Film Ekle" }).click();
  const form = page.getByRole("dialog", { name: "Film Ekle" });
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(form.getByText("Başlık zorunludur.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("at 375 px the sidebar is a slide-over: Escape and the overlay close it", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page, request, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeHidden();
  const hamburger = page.getByRole("button", { name: "Menüyü aç" });

  await hamburger.click();
  const sheet = page.getByRole("dialog", { name: "Yönetim menüsü" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);

  await hamburger.click();
  await expect(sheet).toBeVisible();
  // A person clicks beside a sheet that has slid in. Radix starts listening for
  // clicks outside only in a task after the sheet mounts, so a click in the
  // same instant (CI under load) would go unheard: wait for the slide to end.
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  // The overlay to the right of the sheet; a locator click also waits for it
  // to be stable and to be what receives the click there.
  await page.locator("[data-dialog-overlay]").click({ position: { x: 360, y: 400 } });
  await expect(sheet).toHaveCount(0);

  await hamburger.click();
  await sheet.getByRole("link", { name: "Film Yönetimi" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/movies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Film Yönetimi" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("logout revokes the token, clears both keys and goes home", async ({ page, request }) => {
  await page.goto("/admin-login");
  await submitLogin(page, "admin", PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const [token] = await storedKeys(page);
  expect(token).toBeTruthy();

  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedKeys(page)).toEqual([null, null]);
  await expect
    .poll(async () =>
      (await request.get("/api/auth/session", { headers: bearer(token ?? "") })).status(),
    )
    .toBe(401);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("the public pages download no admin code", async ({ page }) => {
  const scripts = await publicPageScripts(page, ["/", "/movie/m-kis-uykusu"]);
  for (const marker of [
    "adminToken",
    "Film verileri yukleniyor",
    "Yaz Kampanyası",
    "Giris yapiliyor",
  ]) {
    expect(scripts.filter((body) => body.includes(marker))).toHaveLength(0);
  }
});
