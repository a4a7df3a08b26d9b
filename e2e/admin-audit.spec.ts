import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiLogin,
  bearer,
  createTitle as createTitleIn,
  findFilm,
  signedIn,
  storedTitle as storedTitleOf,
  toast,
  unique,
} from "./adminApi";
import { expect, test } from "./fixtures";
import { sitemapAddresses } from "./sitemap";

// Issue 16's audit trail against the production build and the real
// catalogue service: writes recorded with who and what, deletes kept for a
// restore ('Geri Al') that brings the titles back to the panel and the
// public site. Only titles these tests create are touched, and they are
// removed afterwards.
test.describe.configure({ mode: "default" });

interface Movie {
  _id: string;
  title: string;
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

/**
 * The audit page searched for `term`, once it shows the answer to this
 * search (until then it marks itself busy and still shows the entries before).
 */
async function auditEntries(page: Page, term: string) {
  await page.getByRole("searchbox", { name: "İçerik adına göre ara" }).fill(term);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.getByRole("list", { name: "İşlem Geçmişi" }).getByRole("listitem");
}

test("bulk delete two titles, then 'Geri Al' on the audit page brings both back", async ({
  page,
  request,
}) => {
  const stem = unique("Geri Alınacak");
  const first = await createTitle(request, { title: `${stem} Bir` });
  const second = await createTitle(request, { title: `${stem} İki` });

  await signedIn(page, request, "/admin/movies");
  const rows = await findFilm(page, stem);
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Sayfadakilerin tümünü seç").check();
  await page.getByRole("button", { name: "Seçilenleri Sil" }).click();
  const dialog = page.getByRole("alertdialog", { name: "2 içerik silinsin mi?" });
  await dialog.getByRole("button", { name: "Sil", exact: true }).click();
  await expect(toast(page, "2 içerik silindi.")).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await storedTitle(request, first._id)).toBeNull();
  const search = `/search?q=${encodeURIComponent(stem)}`;
  await page.goto(search);
  await expect(page.getByText(`"${stem}" için sonuç bulunamadı`)).toBeVisible();

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: "İşlem Geçmişi" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "İşlem Geçmişi" })).toBeVisible();
  const entries = await auditEntries(page, stem);
  // Newest first: the two deletes (one bulk request), then the two creations.
  await expect(entries).toHaveCount(4);
  for (const film of [first, second]) {
    const deleted = entries.filter({ hasText: film.title }).filter({ hasText: "Silindi" });
    await expect(deleted).toContainText("Toplu");
    await expect(deleted).toContainText("admin");
    await deleted.getByRole("button", { name: `Geri Al: ${film.title}` }).click();
    await expect(toast(page, `"${film.title}" geri alındı.`)).toBeVisible();
    // Taken back once: the delete no longer offers it, the restore is recorded.
    await expect(deleted.getByRole("button", { name: /^Geri Al/ })).toHaveCount(0);
    await expect(
      entries.filter({ hasText: film.title }).filter({ hasText: "Geri Alındı" }),
    ).toHaveCount(1);
  }
  await expect(entries).toHaveCount(6);

  // Back in film management and on the public site.
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: "Film Yönetimi" })
    .click();
  await expect(await findFilm(page, stem)).toHaveCount(2);
  await page.goto(search);
  for (const film of [first, second]) {
    await expect(page.getByRole("link", { name: new RegExp(film.title) }).first()).toBeVisible();
  }
  await page.goto(`/movie/${first._id}`);
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  // The sitemap's next walk, started by the first request after the writes, has both.
  const sitemap = async () =>
    (await sitemapAddresses(request)).map((address) => new URL(address).pathname);
  await expect.poll(sitemap, { timeout: 10_000 }).toContain(`/movie/${first._id}`);
  expect(await sitemap()).toContain(`/movie/${second._id}`);
});

test("an edit shows in the audit trail with each changed field before and after", async ({
  page,
  request,
}) => {
  const film = await createTitle(request, { title: unique("Düzenlenecek"), rating: 6 });
  await signedIn(page, request, "/admin/movies");
  const row = await findFilm(page, film.title);
  await row.getByRole("button", { name: `Düzenle: ${film.title}` }).click();
  const form = page.getByRole("dialog", { name: "Filmi Düzenle" });
  const renamed = `${film.title} (Yönetmen Kurgusu)`;
  const title = form.getByRole("textbox", { name: "Başlık", exact: true });
  await expect(title).toHaveValue(film.title);
  await title.fill(renamed);
  await form.getByRole("textbox", { name: "Puan (0-10)" }).fill("7,5");
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, `"${renamed}" kaydedildi.`)).toBeVisible();

  await page.goto("/admin/audit?action=update");
  await expect(page.getByRole("combobox", { name: "İşlem" })).toHaveValue("update");
  const entries = await auditEntries(page, film.title);
  await expect(entries).toHaveCount(1);
  const edit = entries.first();
  await expect(edit).toContainText("Düzenlendi");
  await expect(edit).toContainText(renamed);
  await expect(edit.getByRole("term")).toHaveText(["Başlık", "Puan"]);
  await expect(edit.getByRole("definition").nth(0)).toHaveText(
    `Önce: ${film.title}→Sonra: ${renamed}`,
  );
  await expect(edit.getByRole("definition").nth(1)).toHaveText("Önce: 6→Sonra: 7,5");
  // The address keeps the filters: a reload shows the same entry.
  await page.reload();
  await expect(page.getByRole("list", { name: "İşlem Geçmişi" }).getByRole("listitem")).toHaveCount(
    1,
  );
});
