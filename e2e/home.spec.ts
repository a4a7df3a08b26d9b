import { expect, test } from "@playwright/test";

test("the home page lists catalogue titles from the API", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Sinema/);
  await expect(page.getByRole("heading", { level: 1, name: "Filmler ve Diziler" })).toBeVisible();
  const list = page.getByRole("list", { name: "Katalog" });
  await expect(list.getByRole("listitem").filter({ hasText: "Kış Uykusu (2014)" })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(3);
});

test("a failing API shows the error text and 'Tekrar Dene' recovers", async ({ page }) => {
  let failing = true;
  await page.route("**/api/movies**", (route) =>
    failing ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
  );
  await page.goto("/");
  await expect(page.getByRole("alert")).toHaveText("Veriler yüklenirken bir hata oluştu");
  failing = false;
  await page.getByRole("button", { name: "Tekrar Dene" }).click();
  await expect(page.getByRole("list", { name: "Katalog" })).toBeVisible();
});
