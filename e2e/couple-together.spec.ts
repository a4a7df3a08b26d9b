import type { Browser, BrowserContext, Frame, Page, WebSocketRoute } from "@playwright/test";
import { playerFrame } from "./couplePlayer";
import { expect, test, waitingForHydration } from "./fixtures";

// Watching together (issue 32), end to end: two viewers (two browser contexts) in
// one room on the production build, with the sync service and the demo player that
// playwright.config.ts starts. What one does beside the timeline — a reaction, a
// message, a name — shows on the other's screen; the room's messages come back
// after a reload; the other's play, seek and reconnect show as quiet notices; the
// limits hold.

/** A seeded film whose first source is the demo provider's player. */
const TITLE_PATH = "/movie/m-kis-uykusu";
/** Issue 32 item 4: a reaction reaches the other within 1 s (p95, with network delay). */
const REACTION_WITHIN_MS = 1_000;
/** SPEC.md §8: the player's state once every source failed, and its alert. */
const ALL_FAILED = "Video oynatılamıyor - tüm kaynaklar denendi";
const PLAYER_FAILED = "Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin.";

async function viewer(browser: Browser, clipboard: boolean) {
  const context = await browser.newContext({
    locale: "tr-TR",
    ...(clipboard ? { permissions: ["clipboard-read", "clipboard-write"] } : {}),
  });
  // Keeps the sync client's steering trace (SyncClientOptions.trace), to read on failure.
  await context.addInitScript(() => {
    const traces: unknown[] = [];
    (window as unknown as { syncTraces: unknown[] }).syncTraces = traces;
    (window as { sinemaSyncTrace?: unknown }).sinemaSyncTrace = (event: object) =>
      traces.push({ t: Date.now(), ...event });
  });
  // Keeps every quiet notice the page shows, in order (see expectNotice).
  await context.addInitScript(() => {
    const seen: string[] = [];
    const w = window as unknown as { noticesSeen: string[]; noticesChecked: number };
    w.noticesSeen = seen;
    w.noticesChecked = 0;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll("[data-quiet-notice]")) {
        const text = region.textContent ?? "";
        if (text !== "" && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Counts the frames the page receives from the sync service, by type.
  await context.addInitScript(() => {
    const counts: Record<string, number> = {};
    (window as unknown as { framesIn: Record<string, number> }).framesIn = counts;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener("message", (event: MessageEvent) => {
          try {
            const { type } = JSON.parse(String(event.data)) as { type: string };
            counts[type] = (counts[type] ?? 0) + 1;
          } catch {
            // Not a protocol frame.
          }
        });
      }
    };
  });
  return waitingForHydration(await context.newPage());
}

const framesIn = (page: Page, type: string) =>
  page.evaluate(
    (name) => (window as unknown as { framesIn: Record<string, number> }).framesIn[name] ?? 0,
    type,
  );

async function openPlayer(page: Page) {
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  return playerFrame(page);
}

/**
 * Two viewers in one room, both with the widget closed. `beforeB` runs on B's page
 * before it opens the room's link (to route its connections from the start).
 */
async function couple(browser: Browser, path = TITLE_PATH, beforeB?: (b: Page) => Promise<void>) {
  const a = await viewer(browser, true);
  const b = await viewer(browser, false);
  await beforeB?.(b);
  await a.goto(path);
  await a.getByRole("button", { name: "Sevgili Modu" }).click();
  const dialogA = a.getByRole("dialog", { name: "Sevgili Modu" });
  await dialogA.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
  const waiting = dialogA.getByText(/^Bağlantı bekleniyor\.\.\. \(Oda: [A-Z0-9]{6}\)$/);
  await expect(waiting).toBeVisible();
  const link = await a.evaluate(() => navigator.clipboard.readText());
  await b.goto(link);
  const dialogB = b.getByRole("dialog", { name: "Sevgili Modu" });
  await dialogB.getByRole("button", { name: "Bağlan", exact: true }).click();
  await expect(dialogB.getByText("Bağlantı kuruldu!")).toBeVisible();
  await expect(dialogA.getByText("Bağlantı kuruldu!")).toBeVisible();
  return { a, b, dialogA, dialogB };
}

const floating = (page: Page, kind: string) => page.locator(`[data-floating-reaction="${kind}"]`);
const notice = (page: Page) => page.locator("[data-quiet-notice]").last();

/**
 * Waits until `page` has shown `text` as a quiet notice, after the one the test last
 * waited for. A notice stays 3 s: a check made after a slow step (another page's state,
 * on a loaded machine) would miss one that came and went, so the page keeps them all.
 */
async function expectNotice(page: Page, text: string, timeout = 10_000) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const w = window as unknown as { noticesSeen: string[]; noticesChecked: number };
          const at = w.noticesSeen.indexOf(wanted, w.noticesChecked);
          if (at !== -1) w.noticesChecked = at + 1;
          return at !== -1;
        }, text),
      { timeout, message: `notice "${text}"` },
    )
    .toBe(true);
}

test("a name, a reaction and a message reach the other; notices say who did what; the room's messages survive a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b, dialogA, dialogB } = await couple(browser);

  // Names: without one the other is 'Sevgilin'; A gives hers, B's widget says so.
  await expect(dialogB.getByText("Sevgilin ile birlikte izliyorsun")).toBeVisible();
  await dialogA.getByLabel("Adın").fill("Ayşe");
  await dialogA.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialogB.getByText("Ayşe ile birlikte izliyorsun")).toBeVisible();
  await expect(dialogB.getByText("Burada")).toBeVisible();

  // A reaction from the widget floats up on both screens.
  const tapped = Date.now();
  await dialogA
    .getByRole("group", { name: "Tepkiler" })
    .getByRole("button", { name: "Kalp" })
    .click();
  await expect(floating(a, "kalp")).toHaveCount(1);
  await expect(floating(b, "kalp")).toHaveCount(1, { timeout: REACTION_WITHIN_MS * 3 });
  const reactionMs = Date.now() - tapped;

  for (const page of [a, b]) await page.keyboard.press("Escape");
  const [frameA] = await Promise.all([openPlayer(a), openPlayer(b)]);

  // In the player: key 3 is 'Şaşkın', on the other's screen too.
  await a.keyboard.press("3");
  await expect(floating(b, "saskin")).toHaveCount(1, { timeout: REACTION_WITHIN_MS * 3 });

  // The other's play and seek are quiet notices, read out politely.
  await frameA.evaluate(() => void document.querySelector("video")!.play());
  await expectNotice(b, "Ayşe oynattı");
  await expect(notice(b)).toHaveAttribute("aria-live", "polite");
  await frameA.evaluate(() => {
    document.querySelector("video")!.currentTime = 12;
  });
  await expectNotice(b, "Ayşe 0:12'ye atladı");
  // Gone after 3 s.
  await expect(notice(b)).toHaveText("", { timeout: 5_000 });

  // B writes (Enter sends); markup shows as text. A's closed chat counts it.
  await b.getByRole("button", { name: "Sohbet" }).click();
  const chatB = b.getByRole("region", { name: "Sohbet" });
  await chatB.getByLabel("Mesaj").fill("<b>Bu sahne!</b> https://ornek.com");
  await chatB.getByLabel("Mesaj").press("Enter");
  await expect(chatB.getByRole("log")).toContainText("<b>Bu sahne!</b> https://ornek.com");
  await expect(a.getByRole("button", { name: "Sohbet 1 okunmamış mesaj" })).toBeVisible();
  await a.getByRole("button", { name: /^Sohbet/ }).click();
  const chatA = a.getByRole("region", { name: "Sohbet" });
  const logA = chatA.getByRole("log");
  await expect(logA).toContainText("Sevgilin<b>Bu sahne!</b> https://ornek.com");
  await expect(logA.locator("b, a")).toHaveCount(0);

  // 'yazıyor…' while the other types.
  await chatA.getByLabel("Mesaj").pressSequentially("Evet", { delay: 50 });
  await expect(chatB.getByText("Ayşe yazıyor…")).toBeVisible();
  await chatA.getByLabel("Mesaj").press("Enter");
  await expect(chatB.getByRole("log")).toContainText("AyşeEvet");
  await expect(chatB.getByText("Ayşe yazıyor…")).toHaveCount(0);

  // B reloads: A hears it come back, and B's chat has the room's messages again.
  await b.reload();
  await expectNotice(a, "Sevgilin yeniden bağlandı", 15_000);
  await openPlayer(b);
  await b.getByRole("button", { name: /^Sohbet/ }).click();
  const logAfter = b.getByRole("region", { name: "Sohbet" }).getByRole("log");
  await expect(logAfter).toContainText("<b>Bu sahne!</b> https://ornek.com");
  await expect(logAfter).toContainText("AyşeEvet");

  test.info().annotations.push({
    type: "reaction delivery (ms, one sample)",
    description: String(reactionMs),
  });
});

test("limits: at most 5 reactions a second reach the other, at most 2 messages a second, 500 characters", async ({
  browser,
}) => {
  const { a, b } = await couple(browser);
  for (const page of [a, b]) await page.keyboard.press("Escape");
  await Promise.all([openPlayer(a), openPlayer(b)]);

  // Ten taps in well under a second: five float up on the other's screen, the rest are dropped.
  const tapsStarted = Date.now();
  for (let i = 0; i < 10; i++) await a.keyboard.press("6");
  const tapsMs = Date.now() - tapsStarted;
  await expect(floating(b, "ates").first()).toBeAttached();
  await b.waitForTimeout(1_500);
  if (tapsMs < 1_000) expect(await framesIn(b, "reaction")).toBe(5);
  else expect(await framesIn(b, "reaction")).toBeLessThanOrEqual(5 * Math.ceil(tapsMs / 1_000));

  await a.getByRole("button", { name: "Sohbet" }).click();
  const chat = a.getByRole("region", { name: "Sohbet" });
  const field = chat.getByLabel("Mesaj");
  await field.fill("a".repeat(501));
  await field.press("Enter");
  await expect(chat.getByRole("alert")).toHaveText("Mesaj en fazla 500 karakter olabilir");
  await expect(field).toHaveValue("a".repeat(501));

  // Three messages typed and sent at once (as a fast typist's Enter would, within a second).
  const sendingMs = await chat.locator("form").evaluate((form: HTMLFormElement) => {
    const started = performance.now();
    const input = form.querySelector("input")!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (const text of ["bir", "iki", "üç"]) {
      setValue.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      form.requestSubmit();
    }
    return performance.now() - started;
  });
  expect(sendingMs).toBeLessThan(1_000);
  await expect(chat.getByRole("alert")).toHaveText("Çok hızlı: saniyede en fazla 2 mesaj");
  await expect(field).toHaveValue("üç");
  await b.getByRole("button", { name: /^Sohbet/ }).click();
  const logB = b.getByRole("region", { name: "Sohbet" }).getByRole("log");
  await expect(logB).toContainText("bir");
  await expect(logB).toContainText("iki");
  await expect(logB).not.toContainText("üç");
});

// Issue 32 item 1: the room carries its source. Seeded films with a TMDB id have several
// sources on the demo player's host (their address, then the host's v2 and v3 addresses
// with autoPlay=false), so the two viewers have a choice to share; the host knows their
// runtimes, so a position is the same on every source.
test.describe("the room's source", () => {
  /** Issue 32 item 1: the other follows a change within 1 s. */
  const SOURCE_WITHIN_MS = 1_000;
  /** Both players show the same moment: this close (s) once the other has followed. */
  const SAME_POSITION_S = 0.5;
  /** The demo's clip, which loops under a film's timeline. */
  const CLIP_S = 20;
  /** Where A takes the film before changing the source: ten minutes in. */
  const PLACE_S = 600;
  /**
   * How long a room that should stay is watched: over two heartbeats (3 s) and longer
   * than a refused source takes to fail (about 2 s), so a room going round again shows.
   */
  const STEADY_MS = 8_000;

  const frameOf = (page: Page) => page.getByRole("dialog").locator("iframe");
  const menuButton = (page: Page, position: number) =>
    page.getByRole("dialog").getByRole("button", { name: new RegExp(`^Kaynak ${position}/\\d+$`) });
  /**
   * Where a demo player is: its timeline (the 'Konum' slider, whole seconds of the film) and
   * the clip that loops under it (to the microsecond), as the viewer sees them.
   */
  const moment = (frame: Frame) =>
    frame.evaluate(() => {
      const video = document.querySelector("video")!;
      const slider = document.getElementById("timeline-position") as HTMLInputElement;
      return { at: Number(slider.value), clip: video.currentTime, paused: video.paused };
    });

  /**
   * Every notice `page` shows from now on, in order: to check afterwards that one never
   * came (a notice stays 3 s, too short to be sure of catching it by polling later).
   */
  async function noticesFrom(page: Page) {
    const from = await page.evaluate(
      () => (window as unknown as { noticesSeen: string[] }).noticesSeen.length,
    );
    return () =>
      page.evaluate(
        (start) => (window as unknown as { noticesSeen: string[] }).noticesSeen.slice(start),
        from,
      );
  }

  /**
   * A viewer's line to the sync service, relayed so that a test can cut it as a lost
   * network does: `drop` closes the open connection at both ends, and further attempts
   * fail until `restore`. The app's own reconnect (its back-off, the rejoin with its
   * seat, the room's welcome) does the rest. (`context.setOffline` cuts the socket too,
   * but also every player host, so a source picked meanwhile could not play at all.)
   */
  async function syncLine(context: BrowserContext) {
    let down = false;
    const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    await context.routeWebSocket(
      (url) => /^\/rooms\/[A-Z0-9]{6}$/.test(url.pathname),
      (ws) => {
        if (down) {
          void ws.close({ code: 1006, reason: "network lost" });
          return;
        }
        open.push({ page: ws, server: ws.connectToServer() });
      },
    );
    return {
      async drop() {
        down = true;
        for (const line of open.splice(0)) {
          await line.server.close();
          await line.page.close({ code: 1006, reason: "network lost" });
        }
      },
      restore() {
        down = false;
      },
    };
  }

  /**
   * A opens her player, then B his, on the same (the room's first) source; A starts
   * playback.
   */
  async function bothOnFirstSource(a: Page, b: Page) {
    const frameA = await openPlayer(a);
    const first = (await frameOf(a).getAttribute("src"))!;
    await openPlayer(b);
    await expect(frameOf(b)).toHaveAttribute("src", first);
    await frameA.evaluate(() => void document.querySelector("video")!.play());
    return { frameA, first };
  }

  /** Two viewers in a room on `path`, widgets closed; A's player open and playing its first source. */
  async function aPlaying(browser: Browser, path: string) {
    const { a, b } = await couple(browser, path);
    for (const page of [a, b]) await page.keyboard.press("Escape");
    const frameA = await openPlayer(a);
    const first = (await frameOf(a).getAttribute("src"))!;
    await frameA.evaluate(() => void document.querySelector("video")!.play());
    return { a, b, frameA, first };
  }

  /** Both players are on one frame address, playing, at the same moment. */
  async function together(a: Page, b: Page, src: string) {
    await expect(frameOf(a)).toHaveAttribute("src", src);
    await expect(frameOf(b)).toHaveAttribute("src", src);
    const [frameA, frameB] = await Promise.all([playerFrame(a), playerFrame(b)]);
    await expect
      .poll(
        async () => {
          const [at, bt] = await Promise.all([moment(frameA), moment(frameB)]);
          const apart = Math.abs(at.clip - bt.clip);
          return (
            !at.paused &&
            !bt.paused &&
            Math.abs(at.at - bt.at) <= 1 &&
            Math.min(apart, CLIP_S - apart) < SAME_POSITION_S
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return frameA;
  }

  test("who starts fixes it; a change in 'Kaynak k/n' moves the other to the same source and moment, with a notice", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { a, b, dialogA } = await couple(browser, "/movie/m-matrix");
    await dialogA.getByLabel("Adın").fill("Ayşe");
    await dialogA.getByRole("button", { name: "Kaydet" }).click();
    for (const page of [a, b]) await page.keyboard.press("Escape");

    // A starts playback first: her first source is the room's, and B's player plays it.
    const { frameA, first } = await bothOnFirstSource(a, b);
    await expectNotice(b, "Ayşe oynattı");
    await frameA.getByRole("slider", { name: "Konum" }).fill(String(PLACE_S));
    await expectNotice(b, "Ayşe 10:00'a atladı");
    await together(a, b, first);

    // A picks 'Kaynak 2': B follows, is told who changed it, and plays on from the same moment.
    await menuButton(a, 1).click();
    await a.getByRole("menuitemradio").nth(1).click();
    const changed = Date.now();
    await expect(menuButton(a, 2)).toBeVisible();
    const second = (await frameOf(a).getAttribute("src"))!;
    expect(second).not.toBe(first);
    await expect(frameOf(b)).toHaveAttribute("src", second, { timeout: SOURCE_WITHIN_MS * 3 });
    const followedMs = Date.now() - changed;
    await expectNotice(b, "Ayşe kaynağı değiştirdi: Kaynak 2");
    await expect(menuButton(b, 2)).toBeVisible();
    const frameAfter = await together(a, b, second);
    // Where the room was (ten minutes in, and playing since), not back at the start.
    expect((await moment(frameAfter)).at).toBeGreaterThanOrEqual(PLACE_S);

    test.info().annotations.push({
      type: "source change followed (ms, one sample)",
      description: String(followedMs),
    });
  });

  test("a viewer who comes back on a watch page plays the room's source, not the page's first", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { a, b, first } = await aPlaying(browser, "/movie/m-matrix");
    // A moves the room to 'Kaynak 2'.
    await menuButton(a, 1).click();
    await a.getByRole("menuitemradio").nth(1).click();
    await expect(menuButton(a, 2)).toBeVisible();
    const second = (await frameOf(a).getAttribute("src"))!;
    expect(second).not.toBe(first);

    // B opens the film's watch page, whose player the server draws open on its first
    // source; the tab is still in the room, so the player follows the room's source.
    await b.goto("/movie/m-matrix/izle");
    await expect(frameOf(b)).toHaveAttribute("src", second, { timeout: 15_000 });
    await expect(menuButton(b, 2)).toBeVisible();
    await together(a, b, second);
  });

  test("the room's source failing for one viewer moves both to the next, never apart", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { a, b, frameA, first } = await aPlaying(browser, "/movie/m-dune");
    await frameA.getByRole("slider", { name: "Konum" }).fill(String(PLACE_S));

    // From B's network the room's source is unreachable (its host refuses him).
    await b.context().route(
      (url) => url.href === first,
      (route) => route.abort("connectionrefused"),
    );
    await b.getByRole("link", { name: "İzle", exact: true }).click();
    // B's fallback moves on to the next source and takes the room with it: A follows.
    await expect(menuButton(b, 2)).toBeVisible({ timeout: 30_000 });
    const second = (await frameOf(b).getAttribute("src"))!;
    expect(second).not.toBe(first);
    await expectNotice(a, "Sevgilin kaynağı değiştirdi: Kaynak 2");
    await expect(menuButton(a, 2)).toBeVisible();
    const frameAfter = await together(a, b, second);
    expect((await moment(frameAfter)).at).toBeGreaterThanOrEqual(PLACE_S);

    // B's menu says why: the first source did not work for him.
    await menuButton(b, 2).click();
    await expect(b.getByRole("menuitemradio").first()).toContainText(/hazır değil|hata/);
  });

  // A source picked while the connection to the room is down is not the room's. B's line
  // to the sync service drops (the player's host still answers, so his pick plays); when
  // it is back, the room's source wins: B's player returns to it at the room's moment, and
  // A, who stayed in the room, never moved and was told of no change.
  test("a source picked while the connection is down stays one's own: back in the room, the room's source wins", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    let line!: Awaited<ReturnType<typeof syncLine>>;
    /** When the line dropped and came back; on failure, both viewers' steering too. */
    const log: string[] = [];
    const { a, b } = await couple(browser, "/movie/m-matrix", async (page) => {
      line = await syncLine(page.context());
    });
    try {
      for (const page of [a, b]) await page.keyboard.press("Escape");
      const { frameA, first } = await bothOnFirstSource(a, b);
      await frameA.getByRole("slider", { name: "Konum" }).fill(String(PLACE_S));
      await expectNotice(b, "Sevgilin 10:00'a atladı");
      await together(a, b, first);
      const noticesOnA = await noticesFrom(a);

      // B's connection drops; his page soon shows it is no longer with A (the lovers-mode
      // look goes).
      await line.drop();
      log.push(`${Date.now()} dropped`);
      const dropped = { at: (await moment(frameA)).at, when: Date.now() };
      await expect(b.locator("html")).not.toHaveClass(/\blovers-mode\b/, { timeout: 30_000 });

      // Meanwhile he picks 'Kaynak 2': it plays for him, and only for him.
      await menuButton(b, 1).click();
      await b.getByRole("menuitemradio").nth(1).click();
      await expect(menuButton(b, 2)).toBeVisible();
      const second = (await frameOf(b).getAttribute("src"))!;
      expect(second).not.toBe(first);
      const frameB = await playerFrame(b);
      await expect.poll(async () => (await moment(frameB)).paused, { timeout: 30_000 }).toBe(false);
      await expect(frameOf(a)).toHaveAttribute("src", first);
      await expect(menuButton(a, 1)).toBeVisible();

      // The line is back: B rejoins (A is told), and his player goes back to the room's source.
      line.restore();
      log.push(`${Date.now()} restored`);
      await expectNotice(a, "Sevgilin yeniden bağlandı", 30_000);
      await expect(frameOf(b)).toHaveAttribute("src", first, { timeout: 15_000 });
      await expect(menuButton(b, 1)).toBeVisible();
      const frameAfter = await together(a, b, first);
      // At the room's moment: ten minutes in and on by the time that passed, as A played it
      // all along (nobody's seek), give or take the slider's whole seconds.
      const back = { at: (await moment(frameAfter)).at, when: Date.now() };
      expect(back.at).toBeGreaterThanOrEqual(PLACE_S);
      const played = (back.when - dropped.when) / 1_000;
      expect(Math.abs(back.at - dropped.at - played)).toBeLessThanOrEqual(3);
      // A's player never left the first source, and all A heard of was B coming back: no
      // change of source ('kaynağı değiştirdi'), no seek or play of his.
      await expect(menuButton(a, 1)).toBeVisible();
      expect(await noticesOnA()).toEqual(["Sevgilin yeniden bağlandı"]);
    } catch (error) {
      // Once, in a loaded full run, B stayed ~1 s ahead of A for 15 s after coming back
      // (not seen since in 25 runs): a failure carries both viewers' steering, to say why.
      for (const [name, page] of [
        ["A", a],
        ["B", b],
      ] as const) {
        const traces = await page
          .evaluate(() => (window as unknown as { syncTraces: unknown[] }).syncTraces)
          .catch(() => []);
        log.push(...traces.map((t) => `${name} ${JSON.stringify(t)}`));
      }
      await test.info().attach("steering.log", { body: log.join("\n") });
      throw error;
    }
  });

  // No source of the film plays for B. Each failure moves the room on to the next source
  // (A follows each time); once all have failed, B sees the player's error and proposes
  // nothing more, so the room does not go round again: A stays on the last source and
  // keeps playing.
  test("every source failing for one viewer: the room moves on with each, then stays, and the other keeps playing", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { a, b, first } = await aPlaying(browser, "/movie/m-dune");
    const sourceCount = Number(/Kaynak 1\/(\d+)/.exec((await menuButton(a, 1).textContent())!)![1]);
    expect(sourceCount).toBeGreaterThan(2);
    const noticesOnA = await noticesFrom(a);

    // From B's network no player page of the film's host loads (the host refuses him).
    const host = new URL(first).origin;
    const refused: string[] = [];
    await b.context().route(
      (url) => url.origin === host,
      (route) => {
        if (!route.request().isNavigationRequest()) return route.continue();
        refused.push(route.request().url());
        return route.abort("connectionrefused");
      },
    );
    await b.getByRole("link", { name: "İzle", exact: true }).click();

    // B's player tries them all, each once, and says so.
    await expect(b.getByRole("dialog").getByText(ALL_FAILED)).toBeVisible({ timeout: 90_000 });
    await expect(b.getByText(PLAYER_FAILED).first()).toBeVisible();
    expect(new Set(refused).size).toBe(sourceCount);
    expect(refused).toHaveLength(sourceCount);

    // Each failure took the room to the next source: A followed, told each time.
    const moves = Array.from({ length: sourceCount - 1 }, (_, i) => `Kaynak ${i + 2}`);
    await expect
      .poll(noticesOnA)
      .toEqual(moves.map((label) => `Sevgilin kaynağı değiştirdi: ${label}`));
    await expect(menuButton(a, sourceCount)).toBeVisible();
    const last = (await frameOf(a).getAttribute("src"))!;
    expect(last).toBe(refused.at(-1));
    const frameLast = await playerFrame(a);
    await expect
      .poll(async () => (await moment(frameLast)).paused, { timeout: 30_000 })
      .toBe(false);

    // Then the room stays: for several heartbeats and failure times, A's source does not
    // change and no further change is announced, and A's film keeps moving.
    const before = await moment(frameLast);
    const steadyUntil = Date.now() + STEADY_MS;
    while (Date.now() < steadyUntil) {
      expect(await frameOf(a).getAttribute("src")).toBe(last);
      await a.waitForTimeout(500);
    }
    expect(await noticesOnA()).toHaveLength(moves.length);
    await expect(menuButton(a, sourceCount)).toBeVisible();
    const after = await moment(frameLast);
    expect(after.paused).toBe(false);
    expect(after.at - before.at).toBeGreaterThanOrEqual(STEADY_MS / 1_000 - 3);
    expect(refused).toHaveLength(sourceCount);
    await expect(b.getByRole("dialog").getByText(ALL_FAILED)).toBeVisible();
  });
});
