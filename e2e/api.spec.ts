import { expect, test } from "./fixtures";

// The production server's wiring: settings the site reads at run time, the
// security headers of its pages and the per-run admin password.

test("GET /api/config names the demo player and the sync service the server started", async ({
  request,
}) => {
  const config = await (await request.get("/api/config")).json();
  expect(config.data).toEqual({
    // The demo player under each of its host names (playwright.config.ts), the plain one first.
    embedBaseUrls: ["localhost", "slow.localhost", "failing.localhost", "stalling.localhost"].map(
      (host) => `http://${host}:${process.env.E2E_EMBED_PORT}`,
    ),
    syncUrl: `ws://localhost:${process.env.E2E_SYNC_PORT}`,
    metadataEnabled: false,
  });
});

test("the site's pages may frame only the player host and send no referrer", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain(
    `frame-src http://localhost:${process.env.E2E_EMBED_PORT}`,
  );
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("no-cache");
});

test("the admin logs in with this run's password; a wrong one is refused", async ({ request }) => {
  const ok = await request.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(ok.status()).toBe(200);
  const { token } = await ok.json();
  const session = await request.get("/api/auth/session", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(session.status()).toBe(200);
  const wrong = await request.post("/api/auth/login", {
    data: { username: "admin", password: "yanlış" },
  });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()["content-type"]).toBe("application/problem+json");
});

test("/dizi.json is served fresh on every use, with the seeded series", async ({ request }) => {
  const response = await request.get("/dizi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const series = (await response.json()) as { title?: string }[];
  expect(series.filter((s) => s.title).length).toBeGreaterThanOrEqual(30);
});
