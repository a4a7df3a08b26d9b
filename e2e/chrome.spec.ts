import { expect, test } from "./fixtures";

test("header search trims, encodes and clears", async ({ page }) => {
  await page.goto("/");
  const box = page
    .getByRole("banner")
    .getByPlaceholder("Film, dizi veya oyuncu ara...")
    .filter({ visible: true });
  await box.fill("  kış & yaz  ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=k%C4%B1%C5%9F%20%26%20yaz$/);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("heading", { level: 1, name: "Arama Sonuçları" })).toBeVisible();
});

test("a blank header search goes nowhere", async ({ page }) => {
  await page.goto("/featured");
  const box = page
    .getByRole("banner")
    .getByPlaceholder("Film, dizi veya oyuncu ara...")
    .filter({ visible: true });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/featured$/);
});

test("search suggestions appear after two characters and lead to the title", async ({ page }) => {
  await page.goto("/");
  const box = page
    .getByRole("banner")
    .getByPlaceholder("Film, dizi veya oyuncu ara...")
    .filter({ visible: true });
  await box.pressSequentially("k");
  await page.waitForTimeout(500);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await box.pressSequentially("ış uy");
  const option = page.getByRole("option", { name: /Kış Uykusu/ });
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/movie\/m-kis-uykusu$/);
});

test("the 'Tür' menu leads to a genre page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Tür" }).click();
  await page.getByRole("menuitem", { name: "Drama" }).click();
  await expect(page).toHaveURL(/\/tur\/18$/);
  await expect(page.getByRole("heading", { level: 1, name: "Drama" })).toBeVisible();
});

test("the footer links the fixed genre ids and the lists", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const id of [28, 35, 18, 27, 878, 10749, 16, 80]) {
    await expect(footer.locator(`a[href="/tur/${id}"]`)).toHaveCount(1);
  }
  for (const href of [
    "/featured",
    "/trending?type=tv",
    "/featured?type=tv",
    "/konusanlar",
    "/search",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByText(/2024/)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the hamburger menu holds the header's links", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menüyü aç" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Menüyü kapat" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Yeni Filmler" })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/new-movies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Yeni Filmler" })).toBeVisible();
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of [
      "/",
      "/movie/m-kis-uykusu",
      "/tv/s-sahsiyet",
      "/trending",
      "/shows/sahsiyet",
      "/embed",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
