import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Issue 15: 'Türkçe Dublaj' / 'Türkçe Altyazı' as first-class data, filtered in the address. */

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const countLine = (page: Page) => page.getByText(/^\d+ icerik bulundu/);
const countOf = async (page: Page) => Number((await countLine(page).innerText()).split(" ")[0]);

test("?dil=dublaj lists only dubbed titles, every one of them", async ({ page }) => {
  await page.goto("/new-movies");
  const all = await countOf(page);
  const dubbedCards = await cards(page).filter({ hasText: "TR Dublaj" }).count();
  expect(dubbedCards).toBeGreaterThan(0);
  expect(dubbedCards).toBeLessThan(all);

  await page.goto("/new-movies?dil=dublaj");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Dil" })).toHaveValue("dublaj");
  await expect(countLine(page)).toHaveText(`${dubbedCards} icerik bulundu`);
  await expect(cards(page)).toHaveCount(dubbedCards);
  await expect(cards(page).filter({ hasNotText: "TR Dublaj" })).toHaveCount(0);
});

test("the language filter combines with the genre, and 'Türkçe Altyazı' swaps it", async ({
  page,
}) => {
  await page.goto("/new-movies?dil=dublaj");
  // Combined with another filter, chosen on the page: both stay in the address.
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Tür" })
    .selectOption({ label: "Drama" });
  await expect(page).toHaveURL(/dil=dublaj/);
  await expect(page).toHaveURL(/genre=drama/);
  await expect(cards(page).filter({ hasNotText: "TR Dublaj" })).toHaveCount(0);

  // Choosing 'Türkçe Altyazı' swaps the filter.
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Dil" })
    .selectOption({ label: "Türkçe Altyazı" });
  await expect(page).toHaveURL(/dil=altyazi/);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasNotText: "TR Altyazı" })).toHaveCount(0);
});

test("the search page filters by language too", async ({ page }) => {
  await page.goto("/search?q=a&dil=altyazi");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Dil" })).toHaveValue(
    "altyazi",
  );
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasNotText: "TR Altyazı" })).toHaveCount(0);
  const subtitled = await cards(page).count();
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Dil" })
    .selectOption({ label: "Tüm diller" });
  await expect(page).not.toHaveURL(/dil=/);
  await expect(cards(page).filter({ hasNotText: "TR Altyazı" }).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(subtitled);
});

test("the catalogue filters by audio language; a dubbed film's page says 'Türkçe Dublaj'", async ({
  page,
  request,
}) => {
  const answer = await request.get("/api/movies?audio=tr&subtitles=tr&type=movie&limit=500");
  const { data } = (await answer.json()) as {
    data: { movies: { _id: string; audio?: string[]; language?: string }[]; total: number };
  };
  expect(data.total).toBeGreaterThan(0);
  expect(data.movies.every((m) => m.audio?.includes("tr"))).toBe(true);
  const foreign = data.movies.find((m) => m.language !== "tr")!;
  await page.goto(`/movie/${foreign._id}`);
  const tags = page.getByRole("list", { name: "Etiketler" });
  await expect(tags).toContainText("Türkçe Dublaj");
  await expect(tags).toContainText("Türkçe Altyazı");
});
