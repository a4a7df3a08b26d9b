// Issue 33: 'TMDB'den Ekle' end to end, on the site started with a metadata
// service (the local stand-in from packages/api/test/tmdb-fixture, see the
// "metadata" project in playwright.config.ts): search → pick → the form
// filled → save → the public page shows it; a pick already in the catalogue
// links to its editor; odd and broken answers; 'Toplu İçe Aktar' (10 drafts,
// one title failing upstream). Every test picks its own
// title, so tests running side by side (or repeated) never pick the same one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiLogin, bearer, signedIn } from "./adminApi";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE_MOVIES = JSON.parse(
  readFileSync(path.join(here, "../packages/api/test/tmdb-fixture/records/movies.json"), "utf8"),
) as {
  id: number;
  title: string;
  release_date: string;
  runtime: number;
  original_language: string;
}[];

/** The films 'Toplu İçe Aktar' lists (discover: Turkish, 1975–2011): its own, never picked by the other tests. */
const BULK_YEARS = { from: "1975", to: "2011" } as const;
const inBulkList = (film: (typeof FIXTURE_MOVIES)[number]) =>
  film.original_language === "tr" &&
  film.release_date >= `${BULK_YEARS.from}-01-01` &&
  film.release_date <= `${BULK_YEARS.to}-12-31`;

/** Whether the catalogue already has a film with this TMDB id. */
/**
 * Whether the catalogue has the film: by its TMDB id, or as a title of its own
 * with the same name and date (the seed's 'Müslüm' has no TMDB id, and the
 * catalogue refuses a second film of one name, type and date).
 */
async function inCatalogue(
  request: APIRequestContext,
  film: { id: number; title: string; release_date: string },
): Promise<boolean> {
  const byId = await request.get(`/api/movies?tmdbId=${film.id}&type=movie&limit=1`);
  if (((await byId.json()) as { data: { total: number } }).data.total > 0) return true;
  const byName = await request.get(
    `/api/movies?search=${encodeURIComponent(film.title)}&type=movie&limit=50`,
  );
  const { movies } = (
    (await byName.json()) as {
      data: { movies: { title: string; releaseDate?: string }[] };
    }
  ).data;
  return movies.some(
    (movie) =>
      movie.title.toLocaleLowerCase("tr") === film.title.toLocaleLowerCase("tr") &&
      movie.releaseDate === film.release_date,
  );
}

/** A fixture film nobody has added yet, chosen at random. */
async function freshFilm(request: APIRequestContext) {
  // Tests run side by side, so each worker draws from its own share of the
  // films (a film another worker's test had just added made a card 'Bu
  // içerik zaten katalogda' here), and none from the bulk import's list,
  // any film of which it may add meanwhile.
  const { parallelIndex, config } = test.info();
  const shares = Math.max(1, config.workers);
  const pool = FIXTURE_MOVIES.filter(
    (film, index) => !inBulkList(film) && index % shares === parallelIndex % shares,
  ).sort(() => Math.random() - 0.5);
  for (const film of pool) if (!(await inCatalogue(request, film))) return film;
  throw new Error("every fixture film is in the catalogue already");
}

const created: string[] = [];
test.afterAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (const id of created) await request.delete(`/api/movies/${id}`, { headers: bearer(token) });
});

async function openImport(page: Page) {
  await page.getByRole("button", { name: "TMDB'den Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "TMDB'den Ekle" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("search → pick → the form is filled → save → the public page shows it", async ({
  page,
  request,
}) => {
  const film = await freshFilm(request);
  await signedIn(page, request, "/admin/movies");
  const started = Date.now();
  const dialog = await openImport(page);
  await dialog.getByRole("searchbox").fill(String(film.id));
  await dialog.getByRole("searchbox").press("Enter");
  const card = dialog.getByRole("list", { name: "Sonuçlar" }).getByRole("button");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(film.title);
  await expect(card).toContainText(film.release_date.slice(0, 4));
  // Keyboard: from the field down to the card, Enter picks it.
  await dialog.getByRole("searchbox").press("ArrowDown");
  await expect(card).toBeFocused();
  await card.press("Enter");

  const form = page.getByRole("dialog", { name: "Film Ekle" });
  await expect(form.getByRole("textbox", { name: "Başlık", exact: true })).toHaveValue(film.title);
  const filledMs = Date.now() - started;
  test.info().annotations.push({ type: "open → filled form (ms)", description: String(filledMs) });
  console.log(`TMDB'den Ekle: open → filled form ${filledMs} ms`);
  await expect(form.getByLabel("Çıkış Tarihi")).toHaveValue(film.release_date);
  await expect(form.getByLabel("Yönetmen")).toHaveValue(/^Yönetmen /);
  await expect(form.getByLabel("Afiş Adresi")).toHaveValue(
    /^https:\/\/image\.tmdb\.org\/t\/p\/w500\//,
  );
  const summary = form.getByRole("region", { name: "TMDB'den alınanlar" });
  await expect(summary).toContainText(`TMDB ${film.id}`);
  await expect(summary).toContainText(/IMDb tt\d+/);

  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText(`"${film.title}" kaydedildi.`).first()).toBeVisible();

  const stored = await request.get(`/api/movies?tmdbId=${film.id}&type=movie&limit=1`);
  const [movie] = (
    (await stored.json()) as {
      data: { movies: { _id: string; title: string; cast?: string[]; imdbId?: string }[] };
    }
  ).data.movies;
  expect(movie?.title).toBe(film.title);
  created.push(movie!._id);
  expect(movie?.cast).toHaveLength(10);
  expect(movie?.imdbId).toMatch(/^tt\d+$/);

  // The audit trail says where it came from.
  const token = await apiLogin(request);
  const audit = await request.get(
    `/api/admin/audit?action=import&q=${encodeURIComponent(film.title)}`,
    {
      headers: bearer(token),
    },
  );
  const entries = ((await audit.json()) as { data: { entries: { movieId: string }[] } }).data
    .entries;
  expect(entries.map((entry) => entry.movieId)).toContain(movie!._id);

  const shown = await page.goto(`/movie/${movie!._id}`);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  // Item 6: the image host is allowed for images only.
  const policy = shown!.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/(^|; )img-src 'self' data: blob: https:\/\/image\.tmdb\.org(;|$)/);
  expect(policy.match(/image\.tmdb\.org/g)).toHaveLength(1);
});

test("a pick already in the catalogue says so and links to its editor", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "/admin/movies");
  const dialog = await openImport(page);
  // The seed's Dune carries the metadata service's id 438631.
  await dialog.getByRole("searchbox").fill("https://www.themoviedb.org/movie/438631-dune");
  await dialog.getByRole("button", { name: "Ara" }).click();
  const list = dialog.getByRole("list", { name: "Sonuçlar" });
  await expect(list).toContainText("Bu içerik zaten katalogda");
  await expect(list.getByRole("button")).toHaveCount(0);
  await list.getByRole("link", { name: "Düzenle: Dune: Çöl Gezegeni" }).click();
  const editor = page.getByRole("dialog", { name: "Filmi Düzenle" });
  await expect(editor.getByRole("textbox", { name: "Başlık", exact: true })).toHaveValue(
    "Dune: Çöl Gezegeni",
  );
  await expect(page.getByRole("dialog", { name: "TMDB'den Ekle" })).toHaveCount(0);
});

test("from the empty form; an odd answer fills what it can with notes, a broken one is 'Beklenmeyen yanıt'", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "/admin/movies");
  await page.getByRole("button", { name: "Film Ekle" }).click();
  const form = page.getByRole("dialog", { name: "Film Ekle" });
  await form.getByRole("button", { name: "TMDB'den Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "TMDB'den Ekle" });
  await dialog.getByRole("searchbox").fill("Bozuk Yanıt");
  await dialog.getByRole("searchbox").press("Enter");
  await dialog.getByRole("list", { name: "Sonuçlar" }).getByRole("button").first().click();
  await expect(dialog.getByRole("alert")).toHaveText(/Beklenmeyen yanıt/);

  await dialog.getByRole("searchbox").fill("Tuhaf Yanıt");
  await dialog.getByRole("searchbox").press("Enter");
  await dialog.getByRole("list", { name: "Sonuçlar" }).getByRole("button").first().click();
  await expect(dialog).toHaveCount(0);
  const title = form.getByRole("textbox", { name: "Başlık", exact: true });
  await expect(title).toHaveValue(/^Tuhaf Yanıt Çok/);
  await expect(
    form.getByText("200 karakterden uzun olduğu için kısaltıldı.").first(),
  ).toBeVisible();
  await expect(form.getByText("Süre okunamadı (-5); boş bırakıldı.")).toBeVisible();
  await expect(form.getByText("Eşlenmeyen türler: Uzay Westerni")).toBeVisible();
  await expect(form.getByLabel("Süre (dakika)")).toHaveValue("");
  await expect(form.getByLabel("Türler")).toHaveValue("Drama");
});

test("'TMDB'den Güncelle' shows old → new per field, leaves hand edits unchosen, applies the chosen ones", async ({
  page,
  request,
}) => {
  const film = await freshFilm(request);
  const token = await apiLogin(request);
  // Imported a while ago with an older runtime and no poster; its title edited by hand since.
  const imported = await request.post("/api/movies?source=tmdb", {
    headers: bearer(token),
    data: {
      type: "movie",
      title: film.title,
      releaseDate: film.release_date,
      duration: film.runtime - 10,
      tmdbId: film.id,
    },
  });
  expect(imported.status()).toBe(201);
  const { _id: id } = ((await imported.json()) as { data: { _id: string } }).data;
  created.push(id);
  const handTitle = `${film.title} (elle ${Date.now().toString(36)})`;
  const edited = await request.put(`/api/movies/${id}`, {
    headers: bearer(token),
    data: {
      type: "movie",
      title: handTitle,
      releaseDate: film.release_date,
      duration: film.runtime - 10,
      tmdbId: film.id,
    },
  });
  expect(edited.status()).toBe(200);

  await signedIn(page, request, `/admin/movies?duzenle=${id}`);
  const editor = page.getByRole("dialog", { name: "Filmi Düzenle" });
  await editor.getByRole("button", { name: "TMDB'den Güncelle" }).click();
  const diff = page.getByRole("dialog", { name: "TMDB'den Güncelle" });
  const titleBox = diff.getByRole("checkbox", { name: "Başlık", exact: true });
  await expect(titleBox).not.toBeChecked();
  await expect(diff.getByRole("row", { name: /^Başlık/ })).toContainText(
    "Son aktarımdan sonra elle düzenlendi",
  );
  await expect(diff.getByRole("row", { name: /^Başlık/ })).toContainText(film.title);
  const duration = diff.getByRole("row", { name: /Süre/ });
  await expect(duration).toContainText(String(film.runtime - 10));
  await expect(duration).toContainText(String(film.runtime));
  await expect(diff.getByRole("checkbox", { name: "Süre (dakika)" })).toBeChecked();
  await expect(diff.getByRole("checkbox", { name: "Afiş Adresi" })).toBeChecked();
  // The admin leaves the poster out too.
  await diff.getByRole("checkbox", { name: "Afiş Adresi" }).uncheck();
  await diff.getByRole("button", { name: "Seçilenleri Uygula" }).click();
  await expect(diff).toHaveCount(0);

  const stored = (
    (await (await request.get(`/api/movies/${id}`)).json()) as {
      data: { title: string; duration?: number; poster?: string; cast?: string[] };
    }
  ).data;
  expect(stored.title).toBe(handTitle);
  expect(stored.duration).toBe(film.runtime);
  expect(stored.poster).toBeUndefined();
  expect(stored.cast).toHaveLength(10);
  const trail = await request.get(`/api/admin/audit?movieId=${id}`, { headers: bearer(token) });
  const entries = ((await trail.json()) as { data: { entries: { action: string }[] } }).data
    .entries;
  expect(entries.map((entry) => entry.action)).toEqual(["refresh", "update", "import"]);
});

test.describe("on the site without a metadata service", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });

  test("'TMDB'den Ekle' says what to set instead of failing", async ({ page, request }) => {
    await signedIn(page, request, "/admin/movies");
    const dialog = await openImport(page);
    await expect(dialog.getByRole("alert")).toContainText("TMDB_API_KEY");
    await expect(dialog.getByRole("searchbox")).toBeDisabled();
  });

  test("'Toplu İçe Aktar' says what to set instead of failing", async ({ page, request }) => {
    await signedIn(page, request, "/admin/movies");
    await page.getByRole("button", { name: "Toplu İçe Aktar" }).click();
    const dialog = page.getByRole("dialog", { name: "Toplu İçe Aktar" });
    await expect(dialog.getByRole("alert")).toContainText("TMDB_API_KEY");
    await expect(dialog.getByRole("button", { name: "Listele" })).toBeDisabled();
  });
});

/** One open → search by id → pick → filled form, timed inside the page. */
async function measureOnce(page: Page, film: { id: number; title: string }) {
  // Timed with requestAnimationFrame polling in the page, so neither the test
  // runner's polling nor typing speed counts.
  return await page.evaluate(async ({ id: tmdbId, title }) => {
    const until = <T>(find: () => T | null | undefined) =>
      new Promise<T>((resolve, reject) => {
        const deadline = performance.now() + 10_000;
        const tick = () => {
          const found = find();
          if (found) resolve(found);
          else if (performance.now() > deadline) reject(new Error("timed out"));
          else requestAnimationFrame(tick);
        };
        tick();
      });
    const opener = [...document.querySelectorAll<HTMLButtonElement>("main button")].find(
      (button) => button.textContent?.trim() === "TMDB'den Ekle",
    );
    const start = performance.now();
    opener!.click();
    const field = await until(() =>
      document.querySelector<HTMLInputElement>('input[name="tmdb-query"]'),
    );
    const opened = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(
      field,
      String(tmdbId),
    );
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await until(() => field.value === String(tmdbId));
    field.form!.requestSubmit();
    const sent = performance.now();
    const card = await until(() =>
      [
        ...document.querySelectorAll<HTMLButtonElement>(
          '[role="dialog"] ul button[data-result-control]',
        ),
      ].find((button) => button.textContent?.includes(title)),
    );
    const listed = performance.now();
    card.click();
    await until(
      () => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === title,
    );
    const filled = performance.now();
    return {
      open: opened - start,
      search: listed - sent,
      pick: filled - listed,
      total: filled - start,
    };
  }, film);
}

// Issue 33's 1.5 s target is a benchmark's to judge on a quiet machine: this
// test prints the times (and annotates the report) but asserts the flow only.
test("three titles in a row: open 'TMDB'den Ekle', search, pick, a filled form (times printed)", async ({
  page,
  request,
}) => {
  const films = [await freshFilm(request), await freshFilm(request), await freshFilm(request)];
  await signedIn(page, request, "/admin/movies");
  await expect(page.getByRole("button", { name: "TMDB'den Ekle" })).toBeEnabled();
  const runs = [];
  for (const film of films) {
    const timings = await measureOnce(page, film);
    await expect(page.getByRole("textbox", { name: "Başlık", exact: true })).toHaveValue(
      film.title,
    );
    runs.push(timings);
    const line = `open ${timings.open.toFixed(0)} ms, search ${timings.search.toFixed(0)} ms, pick → filled ${timings.pick.toFixed(0)} ms, total ${timings.total.toFixed(0)} ms`;
    console.log(`TMDB'den Ekle measured: ${line}`);
    test.info().annotations.push({ type: "open → filled form", description: line });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  expect(runs).toHaveLength(3);
});

/** The metadata stand-in's control endpoint (fault rules, the requests it served). */
const FIXTURE = `http://127.0.0.1:${process.env.E2E_TMDB_FIXTURE_PORT}`;

test("'Toplu İçe Aktar': 10 passive drafts in one confirmed step; one title failing upstream is named, the others are added", async ({
  page,
  request,
}) => {
  const token = await signedIn(page, request, "/admin/movies");
  await page.getByRole("button", { name: "Toplu İçe Aktar" }).click();
  const dialog = page.getByRole("dialog", { name: "Toplu İçe Aktar" });
  // Discover, films, original language tr (the defaults), 1975–2011, up to 40.
  await expect(dialog.getByRole("textbox", { name: "Orijinal Dil" })).toHaveValue("tr");
  await dialog.getByRole("textbox", { name: "Başlangıç Yılı" }).fill(BULK_YEARS.from);
  await dialog.getByRole("textbox", { name: "Bitiş Yılı" }).fill(BULK_YEARS.to);
  await dialog.getByRole("combobox", { name: "En Fazla" }).selectOption("40");
  await dialog.getByRole("button", { name: "Listele" }).click();
  const list = dialog.getByRole("list", { name: "Listedekiler" });
  await expect(list.getByRole("listitem")).toHaveCount(40);
  // The seed's 'Eşkıya' (typed by hand, no TMDB id) is marked, not choosable.
  const eskiya = list.getByRole("listitem").filter({ hasText: "Eşkıya" });
  await expect(eskiya).toContainText("Bu içerik zaten katalogda");
  await expect(eskiya.getByRole("checkbox")).toHaveCount(0);

  await dialog.getByRole("checkbox", { name: "Tümünü Seç" }).uncheck();
  await expect(dialog.getByText("0 içerik seçildi")).toBeVisible();
  const boxes = list.getByRole("checkbox");
  const titles: string[] = [];
  for (let i = 0; i < 10; i++) {
    const box = boxes.nth(i);
    await box.check();
    // The box is named by its label: the title and its year.
    const name = await box.evaluate((input) => input.closest("label")?.textContent ?? "");
    titles.push(name.trim().replace(/ \(\d{4}\)$/, ""));
  }
  await expect(dialog.getByText("10 içerik seçildi")).toBeVisible();
  const chosen = titles.map((title) => {
    const film = FIXTURE_MOVIES.find((movie) => movie.title === title);
    if (!film) throw new Error(`no fixture film named ${title}`);
    return film;
  });

  // One title the service fails for (one whose details were never asked for,
  // so the proxy has no answer of it kept), one it rate-limits once.
  const served = (await (await request.get(`${FIXTURE}/__fixture/requests`)).json()) as {
    requests: { path: string }[];
  };
  const asked = new Set(served.requests.map((entry) => entry.path));
  const fresh = chosen.filter((film) => !asked.has(`/movie/${film.id}`));
  expect(fresh.length).toBeGreaterThanOrEqual(2);
  const [failing, limited] = fresh as [(typeof chosen)[number], (typeof chosen)[number]];
  await request.put(`${FIXTURE}/__fixture/rules`, {
    data: [
      { path: `/movie/${failing.id}`, status: 500 },
      { path: `/movie/${limited.id}`, status: 429, times: 1 },
    ],
  });
  try {
    await dialog.getByRole("button", { name: "Seçilenleri Ekle" }).click();
    await expect(
      dialog.getByText("10 içerik Pasif taslak olarak eklenecek. Onaylıyor musunuz?"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Onayla ve Ekle" }).click();
    await expect(dialog.getByRole("progressbar", { name: "İlerleme" })).toHaveAttribute(
      "aria-valuetext",
      /^\d+ \/ 10$/,
    );
    await expect(dialog.getByRole("status")).toHaveText("9 taslak eklendi, 1 eklenemedi.", {
      timeout: 30_000,
    });
  } finally {
    await request.put(`${FIXTURE}/__fixture/rules`, { data: [] });
  }
  const failures = dialog.getByRole("region", { name: "Eklenemeyenler" });
  await expect(failures.getByRole("listitem")).toHaveText(
    `${failing.title} — TMDB yanıt vermedi; biraz sonra tekrar deneyin.`,
  );

  for (const film of chosen) {
    const answer = await request.get(`/api/movies?tmdbId=${film.id}&type=movie&limit=2`, {
      headers: bearer(token),
    });
    const found = (
      (await answer.json()) as {
        data: { total: number; movies: { _id: string; status: string; title: string }[] };
      }
    ).data;
    if (film === failing) {
      expect(found.total, film.title).toBe(0);
      continue;
    }
    expect(found.total, film.title).toBe(1);
    created.push(found.movies[0]!._id);
    expect(found.movies[0]).toMatchObject({ status: "passive", title: film.title });
  }
  // Each draft is audited as an import ('TMDB'den eklendi').
  const drafted = chosen.find((film) => film !== failing)!;
  const trail = await request.get(
    `/api/admin/audit?action=import&q=${encodeURIComponent(drafted.title)}`,
    { headers: bearer(token) },
  );
  expect(
    ((await trail.json()) as { data: { entries: unknown[] } }).data.entries.length,
  ).toBeGreaterThan(0);

  await dialog.getByRole("button", { name: "Tamam" }).click();
  await expect(dialog).toHaveCount(0);
});
