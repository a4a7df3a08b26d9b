import { expect, test } from "./fixtures";

// Every public route's key texts are checked once, hydrated, in ssr.spec.ts
// (the table is publicRoutes.ts); this file checks what the pages do.

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
