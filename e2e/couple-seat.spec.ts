import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test, waitingForHydration } from "./fixtures";

// Couple mode's seats (issue 13, item 10): a viewer's seat is theirs. Their
// second tab shares it and a reload takes it back (the seat's secret travels
// in sessionStorage and between the tabs' BroadcastChannel), but someone who
// only knows their userId (the other viewer receives it) cannot take it.

const TITLE_PATH = "/movie/m-kis-uykusu";
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const USER_KEY = "sinema-sync-user";

function freshCode(): string {
  return Array.from(
    { length: 6 },
    () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)],
  ).join("");
}

async function newViewer(browser: Browser, userId?: string) {
  const context = await browser.newContext({ locale: "tr-TR" });
  if (userId) {
    // The browser of someone who copied another viewer's id into their own storage.
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      USER_KEY,
      userId,
    ] as const);
  }
  return context;
}

/** A new tab whose `goto` and `reload` return once the page has hydrated. */
async function openTab(context: BrowserContext): Promise<Page> {
  return waitingForHydration(await context.newPage());
}

/** Opens the shared link and presses "Bağlan" in the widget it opens. */
async function joinByLink(page: Page, code: string) {
  await page.goto(`${TITLE_PATH}?lovers=${code}`);
  const dialog = page.getByRole("dialog", { name: "Sevgili Modu" });
  await expect(dialog.getByLabel("Oda Kodu")).toHaveValue(code);
  await dialog.getByRole("button", { name: "Bağlan", exact: true }).click();
  return dialog;
}

test("a second tab shares the seat and a reload keeps it; a stolen userId does not get it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const code = freshCode();
  const aliceBrowser = await newViewer(browser);
  const bobBrowser = await newViewer(browser);

  const alice = await openTab(aliceBrowser);
  const aliceDialog = await joinByLink(alice, code);
  await expect(aliceDialog.getByText(/Bağlantı bekleniyor/)).toBeVisible();
  const bob = await openTab(bobBrowser);
  const bobDialog = await joinByLink(bob, code);
  await expect(bobDialog.getByText("Bağlantı kuruldu!")).toBeVisible();
  await expect(aliceDialog.getByText("Bağlantı kuruldu!")).toBeVisible();
  const aliceId = await alice.evaluate((key) => window.localStorage.getItem(key), USER_KEY);
  expect(aliceId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // Alice's second tab (its own, empty sessionStorage) shares her seat: it hears Bob.
  const aliceTab2 = await openTab(aliceBrowser);
  const tab2Dialog = await joinByLink(aliceTab2, code);
  await expect(tab2Dialog.getByText("Bağlantı kuruldu!")).toBeVisible();

  // Alice reloads her first tab: it is back in the room by itself.
  await alice.reload();
  await expect(alice.getByRole("button", { name: "Sevgili Modu bağlı" })).toBeVisible();

  // Someone with Alice's userId but not her seat's secret is refused and told so.
  const thiefBrowser = await newViewer(browser, aliceId!);
  const thief = await openTab(thiefBrowser);
  const warnings: string[] = [];
  thief.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const thiefDialog = await joinByLink(thief, code);
  expect(await thief.evaluate((key) => window.localStorage.getItem(key), USER_KEY)).toBe(aliceId);
  await expect.poll(() => warnings.some((text) => text.includes("seat_taken"))).toBe(true);
  await expect(thiefDialog.getByText("Bağlantı kesildi")).toBeVisible();
  await expect(thiefDialog.getByText("Bağlantı kuruldu!")).toHaveCount(0);

  // Bob and both of Alice's tabs are still together.
  await expect(bobDialog.getByText("Bağlantı kuruldu!")).toBeVisible();
  await expect(tab2Dialog.getByText("Bağlantı kuruldu!")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Sevgili Modu bağlı" })).toBeVisible();

  await Promise.all([aliceBrowser, bobBrowser, thiefBrowser].map((context) => context.close()));
});
