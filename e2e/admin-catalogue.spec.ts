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
// bulk actions behind one confirmation, the stale-save offer, and a
// delete's 'Geri Al' in its toast (issue 31 item 11). Only
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

test("bulk delete asks once, naming the count, removes every selected title, and its toast's 'Geri Al' brings them back", async ({
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

  await toast(page, "2 içerik silindi.").getByRole("button", { name: "Geri Al" }).click();
  await expect(toast(page, "2 içerik geri alındı.")).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect(await storedTitle(request, first._id)).not.toBeNull();
  expect(await storedTitle(request, second._id)).not.toBeNull();
});

test("a delete's toast offers 'Geri Al' for 30 s, by keyboard too, and it brings the title back", async ({
  page,
  request,
}) => {
  const film = await createTitle(request, { title: unique("Geri Alınan Silme") });
  // The page's timers run on a clock the test can move on (it starts at the real time).
  await page.clock.install();
  await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sil", exact: true }).click();
  const deleted = toast(page, `"${film.title}" silindi.`);
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await storedTitle(request, film._id)).toBeNull();

  // Well past a toast's usual 4 s, still inside its 30 s.
  await page.clock.runFor(29_000);
  await expect(deleted).toBeVisible();
  // F8 jumps to the toasts, Tab to the newest one, Tab again to its action.
  await page.keyboard.press("F8");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(deleted.getByRole("button", { name: "Geri Al" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(toast(page, `"${film.title}" geri alındı.`)).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await expect(row).toHaveCount(1);
  expect((await storedTitle(request, film._id))?.title).toBe(film.title);
});

test("'Geri Al' on a title someone else already brought back says it cannot be taken back", async ({
  page,
  request,
}) => {
  const film = await createTitle(request, { title: unique("Başkası Geri Aldı") });
  const token = await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  await row.getByRole("button", { name: `Sil: ${film.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sil", exact: true }).click();
  const deleted = toast(page, `"${film.title}" silindi.`);
  await expect(deleted).toBeVisible();
  // Another admin restores it first (from the audit trail): this one now finds nothing to restore.
  const other = await request.post(`/api/admin/movies/${film._id}/restore`, {
    headers: bearer(token),
  });
  expect(other.status()).toBe(200);

  await deleted.getByRole("button", { name: "Geri Al" }).click();
  await expect(
    toast(page, "Bu içerik artık geri alınamaz (30 gün geçmiş ya da zaten geri alınmış)."),
  ).toBeVisible();
  await expect(row).toHaveCount(1);
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
