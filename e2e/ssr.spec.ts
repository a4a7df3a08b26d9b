import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectRouteTexts, PUBLIC_ROUTES } from "./publicRoutes";
import { sitemapAddresses } from "./sitemap";
// Issue 18: public pages arrive rendered from the server. With JavaScript off
// every public page shows its content and links; the server's HTML carries the
// head tags and the right status; robots.txt and sitemap.xml come from the
// database; with JavaScript on, pages hydrate without a warning or error.

const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES.filter((route) => !route.variant)) {
    test(`${route.path} shows its content and links`, async ({ page }) => {
      await page.goto(route.path);
      await expectRouteTexts(page, route);
      // The header's and footer's links are real links a visitor can follow.
      await expect(page.getByRole("link", { name: "Sinema - Ana Sayfa" })).toHaveAttribute(
        "href",
        "/",
      );
      expect(await page.locator("main a[href], footer a[href]").count()).toBeGreaterThan(0);
    });
  }

  test("the header's genres are links: in the 'Tür' disclosure, and in the phone menu", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.locator("summary", { hasText: "Tür" }).click();
    await nav.getByRole("link", { name: "Drama", exact: true }).click();
    await expect(page).toHaveURL(/\/tur\/18$/);
    await expect(page.locator("h1").first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.locator("summary[aria-label='Menüyü aç']").click();
    const menu = page.getByRole("navigation", { name: "Mobil menü" });
    await expect(menu.getByRole("link", { name: "Komedi" })).toBeVisible();
    await menu.getByRole("link", { name: "Yeni Filmler" }).click();
    await expect(page).toHaveURL(/\/new-movies$/);
  });

  test("cards show no 'Listeye Ekle' toggle that could do nothing without script", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Öne Çıkanlar" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Listeye Ekle: / })).toHaveCount(0);
  });

  test("a visitor follows links from home to a film and a series", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("link", { name: /Kış Uykusu/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/movie\/m-kis-uykusu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kış Uykusu" })).toBeVisible();
    await page.getByRole("link", { name: "Yeni Diziler" }).first().click();
    await expect(page).toHaveURL(/\/new-series$/);
    // A recent series: the list's first page keeps it whatever the seed adds.
    await page
      .getByRole("link", { name: /Bir Başkadır/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bir Başkadır" })).toBeVisible();
  });
});

interface Head {
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  jsonLd: unknown[];
  /** Stylesheets the page links (each one a request before the first paint). */
  linkedStylesheets: number;
  /** Characters of CSS carried in <style> elements. */
  inlineCss: number;
}

/** The head tags of the HTML the server sends (no browser, no JavaScript). */
async function serverHead(request: APIRequestContext, path: string): Promise<Head> {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1] ?? null;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as unknown,
  );
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd,
    linkedStylesheets: head.match(/<link[^>]*rel="stylesheet"/g)?.length ?? 0,
    inlineCss: [...head.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].reduce(
      (sum, match) => sum + (match[1]?.length ?? 0),
      0,
    ),
  };
}

const HEAD_PAGES: ReadonlyArray<{
  path: string;
  title: RegExp;
  ldType: string;
  canonical?: string;
}> = [
  { path: "/movie/m-kis-uykusu", title: /^Kış Uykusu \(\d{4}\) \| Sinema$/, ldType: "Movie" },
  {
    path: "/series/s-sahsiyet",
    title: /^Şahsiyet \(\d{4}\) \| Sinema$/,
    ldType: "TVSeries",
    // A catalogue series has one address for search engines: its /tv/ page.
    canonical: "/tv/s-sahsiyet",
  },
  {
    path: "/series/sahsiyet",
    title: /^Şahsiyet \| Sinema$/,
    ldType: "TVSeries",
    // Issue 31: the file's page of a catalogue series names the catalogue's page.
    canonical: "/tv/s-sahsiyet",
  },
  {
    path: "/shows/sahsiyet",
    title: /^Şahsiyet \| Sinema$/,
    ldType: "TVSeries",
    canonical: "/tv/s-sahsiyet",
  },
  {
    path: "/shows/hababam-sinifi",
    title: /^Hababam Sınıfı \| Sinema$/,
    ldType: "TVSeries",
    // A series only in the file: its /series/ page, from /shows/ too.
    canonical: "/series/hababam-sinifi",
  },
  { path: "/trending", title: /^Trend.* \| Sinema$/, ldType: "ItemList" },
  { path: "/", title: /^Sinema — Ücretsiz HD Film ve Dizi İzle$/, ldType: "WebSite" },
];

test("a title's link preview is its wide backdrop, with its size and a description", async ({
  request,
}) => {
  for (const [path, id] of [
    ["/movie/m-kis-uykusu", "m-kis-uykusu"],
    ["/tv/s-sahsiyet", "s-sahsiyet"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    // Issue 31: a 500×750 portrait was cropped to a strip by chat apps.
    expect(meta("og:image"), path).toMatch(new RegExp(`/api/images/backdrop/${id}\\.png$`));
    expect(meta("og:image:width"), path).toBe("1280");
    expect(meta("og:image:height"), path).toBe("720");
    expect(meta("og:image:alt"), path).toMatch(/^(Kış Uykusu|Şahsiyet) \(\d{4}\)$/);
  }
});

for (const { path, title, ldType, canonical } of HEAD_PAGES) {
  test(`the server's HTML of ${path} carries its head tags`, async ({ request, baseURL }) => {
    const head = await serverHead(request, path);
    expect(head.title).toMatch(title);
    expect(head.ogTitle).toMatch(title);
    expect(head.description?.length ?? 0).toBeGreaterThan(10);
    expect(head.canonical).toBe(new URL(canonical ?? path, baseURL).href);
    expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/./);
    // Messaging apps show no SVG: the preview image is a raster one.
    expect(head.ogImage).not.toMatch(/\.svg$/);
    const image = await request.get(head.ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/(png|jpeg|webp)$/);
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.jsonLd.map((data) => (data as { "@type"?: string })["@type"])).toContain(ldType);
    // The page's styles come with it: nothing to fetch before the first paint.
    expect(head.linkedStylesheets).toBe(0);
    expect(head.inlineCss).toBeGreaterThan(10_000);
  });
}

test("unknown pages, films, series and slugs answer 404 with the not-found page", async ({
  request,
}) => {
  for (const [path, text] of [
    ["/bu/sayfa/yok", "Sayfa bulunamadı"],
    ["/movie/boyle-bir-film-yok", "Film bulunamadı"],
    ["/tv/boyle-bir-dizi-yok", "Dizi bulunamadı"],
    ["/series/boyle-bir-dizi-yok", "Dizi bulunamadı"],
    ["/shows/boyle-bir-dizi-yok", "Dizi bulunamadı"],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html, path).toContain(text);
    // Issue 31: a missing page is not indexed and names no address of its own as canonical.
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).not.toContain('rel="canonical"');
    expect(html, path).not.toContain('property="og:url"');
  }
  for (const path of ["/movie/m-kis-uykusu", "/series/sahsiyet", "/trending", "/"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("robots.txt is plain text pointing at the sitemap", async ({ request, baseURL }) => {
  const answer = await request.get("/robots.txt");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await answer.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
});

test("the sitemap lists titles, dizi.json slugs, list, genre and platform pages once each", async ({
  request,
  baseURL,
}) => {
  const addresses = await sitemapAddresses(request);
  expect(new Set(addresses).size).toBe(addresses.length);
  for (const path of [
    "/",
    "/movie/m-kis-uykusu",
    // A catalogue series at the address its page names canonical.
    "/tv/s-sahsiyet",
    // A series only in the file, at its /series/ page.
    "/series/hababam-sinifi",
    "/trending",
    "/tur/18",
    "/tur/10765",
    "/platform/disneyplus",
    "/new-movies",
    "/konusanlar",
    "/all-series",
  ]) {
    expect(addresses, path).toContain(new URL(path, baseURL).href);
  }
  expect(addresses).not.toContain(new URL("/series/s-sahsiyet", baseURL).href);
  // Issue 31: one entry per series. Şahsiyet of the file is the catalogue's Şahsiyet.
  expect(addresses).not.toContain(new URL("/series/sahsiyet", baseURL).href);
  expect(addresses.filter((address) => address.includes("/shows/"))).toEqual([]);
});

test("a sitemap part a crawler holds answers 304; a part past the last is not found", async ({
  request,
}) => {
  // Other workers write titles meanwhile, which changes the part (and its ETag):
  // asked again until no write fell between the two requests.
  await expect
    .poll(async () => {
      const part = await request.get("/sitemaps/titles-1.xml");
      const etag = part.headers()["etag"]!;
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      const again = await request.get("/sitemaps/titles-1.xml", {
        headers: { "if-none-match": etag },
      });
      return again.status() === 304 || again.headers()["etag"] === etag
        ? again.status()
        : "changed";
    })
    .toBe(304);
  expect((await request.get("/sitemaps/titles-99.xml")).status()).toBe(404);
});

test("a title added through the admin API is in the sitemap and rendered by the server", async ({
  request,
  baseURL,
}) => {
  const login = await request.post("/api/auth/login", {
    data: { username: "admin", password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const title = `Sunucu Testi ${Date.now().toString(36)}`;
  const created = await request.post("/api/movies", {
    headers: auth,
    data: { type: "movie", title, description: "Sunucuda çizilen yeni bir film." },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  try {
    // The sitemap's next walk, started by the first request after the write, has it.
    await expect
      .poll(() => sitemapAddresses(request), { timeout: 10_000 })
      .toContain(new URL(`/movie/${id}`, baseURL).href);
    const page = await request.get(`/movie/${id}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${title} | Sinema</title>`);
    expect(html).toContain("Sunucuda çizilen yeni bir film.");

    // The server keeps rendered pages for a few seconds, but an edit or a delete
    // shows at once: the next request renders the page again.
    const edited = await request.put(`/api/movies/${id}`, {
      headers: auth,
      data: { type: "movie", title, description: "Açıklaması hemen değişti." },
    });
    expect(edited.status()).toBe(200);
    const again = await (await request.get(`/movie/${id}`)).text();
    expect(again).toContain("Açıklaması hemen değişti.");
    expect(again).not.toContain("Sunucuda çizilen yeni bir film.");

    // Issue 31: set to 'Pasif' it is no longer public (its kept page goes at
    // once); the admin's API still has it, and 'Aktif' brings the page back.
    const passive = await request.patch(`/api/movies/${id}`, {
      headers: auth,
      data: { status: "passive" },
    });
    expect(passive.status()).toBe(200);
    const hidden = await request.get(`/movie/${id}`);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).toContain("Film bulunamadı");
    expect((await request.get(`/movie/${id}/izle`)).status()).toBe(404);
    expect((await request.get(`/api/movies/${id}`)).status()).toBe(200);
    await request.patch(`/api/movies/${id}`, { headers: auth, data: { status: "active" } });
    expect((await request.get(`/movie/${id}`)).status()).toBe(200);

    expect((await request.delete(`/api/movies/${id}`, { headers: auth })).status()).toBe(204);
    expect((await request.get(`/movie/${id}`)).status()).toBe(404);
  } finally {
    await request.delete(`/api/movies/${id}`, { headers: auth });
  }
});

test.describe("hydration", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} hydrates without warnings or errors and shows its texts`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      const answer = await page.goto(route.path);
      // The 404 page logs its status as a failed resource load; that is the point of it.
      const expected404 = route.path === "/bu/sayfa/yok";
      expect(answer?.status()).toBe(expected404 ? 404 : 200);
      // Quiet network: the page's own late chunks and queries have arrived. /embed
      // is never quiet (its player streams the clip): its frame loading is enough.
      if (route.path === "/embed") await page.frameLocator("iframe").locator("body").waitFor();
      else await page.waitForLoadState("networkidle");
      await expectRouteTexts(page, route);
      const allowed = (text: string) =>
        (expected404 && /Failed to load resource.*404/.test(text)) ||
        // Chromium's note on packages/ui's player frames (allow="fullscreen" beside
        // allowFullScreen, kept for older browsers): not from our code's run.
        /^warning: Allow attribute will take precedence over 'allowfullscreen'/.test(text);
      expect(problems.filter((text) => !allowed(text))).toEqual([]);
    });
  }

  test("a served page asks for its app only after a frame, and hydrates", async ({ page }) => {
    // The served HTML names one script, the boot script, and preloads no module.
    const html = await (await page.request.get("/movie/m-kis-uykusu")).text();
    expect(html.match(/<script\b[^>]*\bsrc=/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<script type="module" src="\/assets\/boot-[\w-]+\.js"/);
    expect(html).not.toContain("modulepreload");
    // Watched from the page: the boot script has run when its element's load event
    // fires (after the module executed); the app is asked for when its preloads
    // and entry are added. Frames are counted in between. (The first-contentful-
    // paint entry is not used: it carries the compositor's presentation time,
    // which on a loaded machine can come after the next task has run.)
    await page.addInitScript(() => {
      type Step = { step: "boot ran" | "app asked"; frames: number; at: number };
      const steps: Step[] = [];
      (window as unknown as { bootSteps: Step[] }).bootSteps = steps;
      let frames = 0;
      const countFrame = () => {
        frames += 1;
        requestAnimationFrame(countFrame);
      };
      requestAnimationFrame(countFrame);
      const note = (step: Step["step"]) => steps.push({ step, frames, at: performance.now() });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.dataset.entry)
            node.addEventListener("load", () => note("boot ran"));
          else if (
            (node instanceof HTMLLinkElement && node.rel === "modulepreload") ||
            (node instanceof HTMLScriptElement && /\/assets\/index-/.test(node.src))
          )
            note("app asked");
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/movie/m-kis-uykusu");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    type Step = { step: string; frames: number; at: number };
    const steps = await page.evaluate(() => (window as unknown as { bootSteps: Step[] }).bootSteps);
    expect(steps[0]?.step).toBe("boot ran");
    const asked = steps.find((step) => step.step === "app asked");
    expect(asked).toBeDefined();
    // A frame came between (or, where frames are held back, boot's 1 s deadline passed).
    const waitedForFrame = asked!.frames > steps[0]!.frames;
    const waitedForDeadline = asked!.at - steps[0]!.at >= 990;
    expect(waitedForFrame || waitedForDeadline, JSON.stringify(steps.slice(0, 3))).toBe(true);
  });

  test("a title page's own code is asked for beside the app, not after it starts", async ({
    page,
  }) => {
    await page.goto("/movie/m-kis-uykusu");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The server names the page's route chunks on the boot script (handle.modules)…
    const named = (await page.locator("script[data-entry]").getAttribute("data-modules")) ?? "";
    const routeChunk = named.split(" ").find((href) => /^\/assets\/movie-[\w-]+\.js$/.test(href));
    expect(routeChunk, named).toBeDefined();
    expect(named).toMatch(/\/assets\/TitlePage-[\w-]+\.js/);
    // …so the browser asked for it while the app itself was still arriving: the
    // app's own import of it could only come after the app had arrived and run.
    const timing = await page.evaluate((href) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const app = entries.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      const route = entries.find((entry) => entry.name.endsWith(href));
      return { routeAsked: route?.startTime, appArrived: app?.responseEnd };
    }, routeChunk!);
    expect(timing.routeAsked, JSON.stringify(timing)).toBeLessThan(timing.appArrived!);
  });

  test("after hydration, links navigate on the client", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole("link", { name: /Kış Uykusu/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/movie\/m-kis-uykusu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kış Uykusu" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The head follows the page: its title, canonical address, description and
    // JSON-LD are the film's, and home's are gone (one of each).
    await expect(page).toHaveTitle(/^Kış Uykusu \(\d{4}\) \| Sinema$/);
    const head = await page.evaluate(() => ({
      titles: document.querySelectorAll("title").length,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => (link as HTMLLinkElement).href,
      ),
      ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map(
        (meta) => (meta as HTMLMetaElement).content,
      ),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? "null") as { "@type"?: string })["@type"],
      ),
    }));
    expect(head.titles).toBe(1);
    expect(head.canonical).toEqual([new URL("/movie/m-kis-uykusu", page.url()).href]);
    expect(head.ogTitle).toEqual([await page.title()]);
    expect(head.descriptions).toBe(1);
    expect(head.jsonLdTypes).toContain("Movie");
    expect(head.jsonLdTypes).not.toContain("WebSite");

    // Back to home: home's head again.
    await page.goBack();
    await expect(page).toHaveTitle("Sinema — Ücretsiz HD Film ve Dizi İzle");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

/** Issue 31: heading levels never skip (an h3 right after the h1 did on a series page). */
test("heading levels never skip on the server's pages", async ({ request }) => {
  for (const path of [
    "/",
    "/movie/m-kis-uykusu",
    "/tv/s-sahsiyet",
    "/trending",
    "/search?q=gece",
  ]) {
    const html = await (await request.get(path)).text();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0], `${path} starts with its h1`).toBe(1);
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(skips, path).toEqual([]);
  }
});
