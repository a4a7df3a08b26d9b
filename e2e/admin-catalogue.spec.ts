import type { APIRequestContext } from "@playwright/test";
import {
  apiLogin,
  bearer,
  createTitle as createTitleIn,
  findFilm,
  signedIn,
  toast,
  storedTitle as storedTitleOf,
  unique,
} from "./adminApi";
import { expect, test } from "./fixtures";

// Issue 16's quick actions against the production build and the real
// catalogue service: status toggles (optimistic, rolled back on failure),
// bulk actions behind one confirmation, and the stale-save offer. Only
// titles these tests create are touched, and they are removed afterwards.
test.describe.configure({ mode: "default" });

interface Movie {
  _id: string;
  title: string;
  status: string;
  featured: boolean;
  updatedAt: string;
}

const created: string[] = [];
const createTitle = (request: APIRequestContext, fields: Record<string, unknown>) =>
  createTitleIn<Movie>(request, fields, created);
const storedTitle = (request: APIRequestContext, id: string) => storedTitleOf<Movie>(request, id);

test.afterAll(async ({ request }) => {
  const token = await apiLogin(request);
  for (const id of created) {
    await request.delete(`/api/movies/${id}`, { headers: bearer(token) });
  }
});

test("unticking Aktif hides the title from the public search at once", async ({
  page,
  request,
}) => {
  const film = await createTitle(request, { title: unique("Pasife Alınacak") });
  const search = `/search?q=${encodeURIComponent(film.title)}`;
  await page.goto(search);
  await expect(page.getByRole("link", { name: new RegExp(film.title) }).first()).toBeVisible();

  await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  const active = row.getByRole("checkbox", { name: `Aktif: ${film.title}` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(row).toContainText("Pasif");
  await expect.poll(async () => (await storedTitle(request, film._id))?.status).toBe("passive");

  await page.goto(search);
  await expect(page.getByText(`"${film.title}" için sonuç bulunamadı`)).toBeVisible();
});

test("a flag the server refuses is put back, with a toast", async ({ page, request }) => {
  const film = await createTitle(request, { title: unique("Geri Alınan Bayrak") });
  await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  const featured = row.getByRole("checkbox", { name: `Öne Çıkan: ${film.title}` });
  await expect(featured).not.toBeChecked();
  await page.route("**/api/movies/*", (route) =>
    route.request().method() === "PATCH" ? route.abort("connectionrefused") : route.continue(),
  );
  await featured.click();
  await expect(toast(page, "güncellenemedi")).toBeVisible();
  await expect(featured).not.toBeChecked();
  expect((await storedTitle(request, film._id))?.featured).toBe(false);
});

test("bulk delete asks once, naming the count, and removes every selected title", async ({
  page,
  request,
}) => {
  const stem = unique("Toplu Silinecek");
  const first = await createTitle(request, { title: `${stem} Bir` });
  const second = await createTitle(request, { title: `${stem} İki` });
  await signedIn(page, request, "/admin/movies");
  const rows = await findFilm(page, stem);
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Sayfadakilerin tümünü seç").check();
  await expect(page.getByText("2 içerik seçildi")).toBeVisible();
  await page.getByRole("button", { name: "Seçilenleri Sil" }).click();
  const dialog = page.getByRole("alertdialog", { name: "2 içerik silinsin mi?" });
  await dialog.getByRole("button", { name: "Sil", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, "2 içerik silindi.")).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await storedTitle(request, first._id)).toBeNull();
  expect(await storedTitle(request, second._id)).toBeNull();
});

test("saving over someone else's change offers reload or overwrite", async ({ page, request }) => {
  const film = await createTitle(request, { title: unique("Aynı Anda Düzenlenen") });
  const token = await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  await row.getByRole("button", { name: `Düzenle: ${film.title}` }).click();
  const form = page.getByRole("dialog", { name: "Filmi Düzenle" });
  const title = form.getByRole("textbox", { name: "Başlık", exact: true });
  await expect(title).toHaveValue(film.title);

  // Someone else saves first.
  const other = await request.patch(`/api/movies/${film._id}`, {
    headers: bearer(token),
    data: { featured: true },
  });
  expect(other.status()).toBe(200);

  await title.fill(`${film.title} (benim)`);
  await form.getByRole("button", { name: "Kaydet" }).click();
  const alert = form.getByRole("alert").filter({ hasText: "başka biri tarafından kaydedildi" });
  await expect(alert).toBeVisible();
  expect((await storedTitle(request, film._id))?.title).toBe(film.title);

  await alert.getByRole("button", { name: "Üzerine Yaz" }).click();
  await expect(form).toHaveCount(0);
  await expect
    .poll(async () => (await storedTitle(request, film._id))?.title)
    .toBe(`${film.title} (benim)`);
});
