import type { Browser, Page, Request } from "@playwright/test";
import { expect, test, waitingForHydration } from "./fixtures";

// Issue 14, 'Cihaz Aktar': the viewer's list and progress move from one
// browser to another through a one-time link whose key never reaches the
// server, against the production build.

const STORAGE_KEY = "sinema:viewer:v1";

/** A second device: its own browser context (own localStorage), every request it sends kept. */
async function device(browser: Browser): Promise<{ page: Page; sent: Request[] }> {
  const context = await browser.newContext({
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = waitingForHydration(await context.newPage());
  const sent: Request[] = [];
  page.on("request", (request) => sent.push(request));
  return { page, sent };
}

test("a transfer link moves the list and the progress to another browser once; the second opening says it is used", async ({
  browser,
  page: laptop,
}) => {
  test.setTimeout(120_000);
  await laptop.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const laptopSent: Request[] = [];
  laptop.on("request", (request) => laptopSent.push(request));

  // The laptop: a title from a home row into 'Listem' with the card's toggle...
  await laptop.goto("/");
  const featured = laptop.getByRole("region", { name: "Öne Çıkanlar" });
  // Another title than the film whose progress is added below, so two titles travel.
  const firstCard = featured.getByRole("article").filter({ hasNotText: "Kış Uykusu" }).first();
  const listed = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
  expect(listed).not.toBe("");
  const toggle = firstCard.getByRole("button", { name: `Listeye Ekle: ${listed}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // ...and a film watched to 12 s of its 20 s clip (the player part has its own specs).
  await laptop.evaluate(
    ([key, now]) => {
      const record = JSON.parse(localStorage.getItem(key) ?? "null");
      record.titles["movie:m-kis-uykusu"] = {
        meta: { title: "Kış Uykusu" },
        progress: { position: 12, duration: 20, updatedAt: now, finished: false },
      };
      localStorage.setItem(key, JSON.stringify(record));
    },
    [STORAGE_KEY, Date.now()] as const,
  );

  await laptop.goto("/listem");
  await expect(laptop.getByRole("list", { name: "Listem" }).getByRole("heading")).toHaveText([
    listed,
  ]);
  // The QR encoder is not downloaded with the page, only once a link is shown.
  const qrScripts = () => laptopSent.filter((r) => /\/assets\/transferQr-[^/]+\.js$/.test(r.url()));
  expect(qrScripts()).toHaveLength(0);
  await laptop.getByRole("button", { name: "Cihaz Aktar" }).click();
  const sendDialog = laptop.getByRole("dialog", { name: "Cihaz Aktar" });
  const field = sendDialog.getByRole("textbox", { name: "Aktarma bağlantısı" });
  await expect(field).toHaveValue(/\/listem#aktar=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await expect(
    sendDialog.getByRole("img", { name: "Aktarma bağlantısının QR kodu" }),
  ).toBeVisible();
  expect(qrScripts()).toHaveLength(1);
  await expect(
    sendDialog.getByText("Bağlantı 10 dakika geçerli ve yalnızca bir kez açılabilir."),
  ).toBeVisible();
  await sendDialog.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
  await expect(sendDialog.getByText("Bağlantı kopyalandı!")).toBeVisible();
  expect(await laptop.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const key = link.slice(link.lastIndexOf(".") + 1);

  // The phone opens the link.
  const phone = await device(browser);
  await phone.page.goto(link);
  const receiveDialog = phone.page.getByRole("dialog", { name: "Cihaz Aktar" });
  await expect(receiveDialog.getByRole("status")).toContainText("Aktarma tamamlandı", {
    timeout: 15_000,
  });
  await expect(receiveDialog).toContainText("2 başlık ve 1 liste öğesi eklendi.");
  // The key leaves the address at once: no fragment to reload or bookmark.
  await expect(phone.page).toHaveURL(/\/listem$/);
  await receiveDialog.getByRole("button", { name: "Tamam" }).click();
  await expect(receiveDialog).toHaveCount(0);
  await expect(phone.page.getByRole("list", { name: "Listem" }).getByRole("heading")).toHaveText([
    listed,
  ]);
  await phone.page.goto("/");
  const row = phone.page.getByRole("region", { name: "İzlemeye Devam Et" });
  const card = row.getByRole("article").filter({ hasText: "Kış Uykusu" });
  await expect(card.getByText("Kaldığın yer: 12sn")).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "60");
  // The card's toggle on the phone knows the title is in its list.
  await expect(
    phone.page
      .getByRole("region", { name: "Öne Çıkanlar" })
      .getByRole("button", { name: `Listeye Ekle: ${listed}` }),
  ).toHaveAttribute("aria-pressed", "true");

  // No request of either browser carried the key, in its address or its body.
  for (const request of [...laptopSent, ...phone.sent]) {
    expect(request.url()).not.toContain(key);
    expect(request.postDataBuffer()?.toString("latin1") ?? "").not.toContain(key);
  }

  // Opened a second time (a third browser): used, and said so.
  const again = await device(browser);
  await again.page.goto(link);
  const usedDialog = again.page.getByRole("dialog", { name: "Cihaz Aktar" });
  await expect(usedDialog.getByRole("alert")).toHaveText(
    "Bu aktarma bağlantısı daha önce açılmış ya da süresi dolmuş. Diğer cihazda yeni bir bağlantı oluştur.",
  );
  await expect(usedDialog.getByRole("button", { name: "Tekrar Dene" })).toHaveCount(0);
  await expect(again.page).toHaveURL(/\/listem$/);
  expect(await again.page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();

  await phone.page.context().close();
  await again.page.context().close();
});

test("a link whose key was changed is refused as broken and merges nothing", async ({ page }) => {
  await page.goto(`/listem#aktar=AAAAAAAAAAAAAAAAAAAAAA.${"A".repeat(42)}`);
  const dialog = page.getByRole("dialog", { name: "Cihaz Aktar" });
  await expect(dialog.getByRole("alert")).toHaveText("Aktarma bağlantısı eksik ya da hatalı.");
  await expect(page).toHaveURL(/\/listem$/);
  await dialog.getByRole("button", { name: "Kapat" }).click();
  await expect(page.getByText("Listen boş")).toBeVisible();
});
