import { writeFileSync } from "node:fs";
import type { Browser, Frame, Page } from "@playwright/test";
import { playerFrame } from "./couplePlayer";
import { expect, test, waitingForHydration } from "./fixtures";

// Couple mode end to end (issue 9): two viewers (two browser contexts: their
// own storage, their own seat) on the production build, with the sync
// service and the demo embed provider that playwright.config.ts starts.
// Positions are read from the real <video> in each player frame: the
// provider's origin is not the site's, Playwright's frame API reaches it.

/** A seeded film whose first source is the demo provider's player (its 20 s clip looped to the film's 196 minutes). */
const TITLE_PATH = "/movie/m-kis-uykusu";

/**
 * What a viewer would notice as "not together": the test suite fails past these.
 * Issues 9 and 19's tighter targets (steady drift p95 ≤ 20 ms, action p95 ≤ RTT +
 * 100 ms, no action sent by the follower) are a speed target, checked by
 * `pnpm bench:couple` (scripts/bench-couple.mjs), which runs this test on its own,
 * also through a proxy that delays the sync traffic, and compares the numbers it
 * writes to COUPLE_REPORT_FILE: on a shared 2-core machine one slow seek decode
 * moves a p95 of 40 actions.
 */
const MAX_DRIFT_P95_MS = 200;
/** Issue 32: reactions (and half as many messages) timed at the end of the test. */
const TOGETHER_SAMPLES = 20;
const MAX_ACTION_LATENCY_P95_MS = 1_000;
/** B is "in step" again after a reload once this close to A. */
const IN_STEP_S = 0.1;

/** How often each player frame writes down its position. */
const SAMPLE_EVERY_MS = 40;
/** Steady play is measured from this long after the play, for the window after it. */
const SETTLE_MS = 1_000;
const STEADY_WINDOW_MS = 4_000;
/**
 * Issue 32 item 7: after the short windows, a long stretch of steady play watched from
 * outside, as an observer would: the test reads both players' positions against each
 * page's clock every OBSERVE_EVERY_MS and interpolates. Over-steering shows only over
 * a long stretch (the outside look found 29 ms over 88 s where 4 s windows said 5 ms).
 * bench:couple sets it to a minute; the suite keeps it short.
 */
const LONG_PLAY_MS = Number(process.env.COUPLE_LONG_PLAY_MS ?? 4_000);
const OBSERVE_EVERY_MS = 100;
/** After a reload, drift is measured for this long (after SETTLE_MS). */
const RESUMED_WINDOW_MS = 1_500;
/** A rate correction to one side this soon after one to the other is a flip (see rateCommands). */
const FLIP_WINDOW_MS = 2_000;
/** Viewers act no faster than this; SPEC.md's 500 ms guard would hold a faster action back. */
const ACTION_GAP_MS = 600;

type Action = "play" | "pause" | { seek: number };
interface PlayerEventRecord {
  type: string;
  /** Absolute ms (performance.timeOrigin + now: one clock for every process of the browser). */
  at: number;
  time: number;
  /** For a rate command: the rate couple mode asked for. */
  rate?: number;
}
interface TogetherLog {
  out: Array<{ type: string; id: string; at: number }>;
  in: Array<{ type: string; id: string; at: number }>;
}
interface Probe {
  /** [absolute ms, currentTime, paused] */
  samples: Array<[number, number, boolean]>;
  /** The clip's length (s): the demo player loops it under the film's timeline. */
  clip?: number;
  events: PlayerEventRecord[];
}

declare global {
  interface Window {
    probe?: Probe;
  }
}

/** Records, inside the player frame, the video's position every few ms and its events. */
async function installProbe(frame: Frame) {
  await frame.evaluate((every) => {
    const video = document.querySelector("video")!;
    const now = () => performance.timeOrigin + performance.now();
    const probe: Probe = { samples: [], events: [], clip: video.duration };
    window.probe = probe;
    setInterval(() => probe.samples.push([now(), video.currentTime, video.paused]), every);
    for (const type of ["playing", "pause", "seeked", "waiting"]) {
      video.addEventListener(type, () =>
        probe.events.push({ type, at: now(), time: video.currentTime }),
      );
    }
    // The commands couple mode sends the player, for reading a failure.
    addEventListener(
      "message",
      (event: MessageEvent<{ source?: string; command?: string; rate?: number }>) => {
        if (event.data?.source === "sinema-host" && event.data.command !== "getState") {
          probe.events.push({
            type: `command:${JSON.stringify(event.data).slice(0, 80)}`,
            at: now(),
            time: video.currentTime,
            ...(event.data.command === "rate" ? { rate: event.data.rate } : {}),
          });
        }
      },
    );
  }, SAMPLE_EVERY_MS);
}

const readProbe = (frame: Frame) => frame.evaluate(() => window.probe!);
const readEvents = (frame: Frame) => frame.evaluate(() => window.probe!.events);

/**
 * Both players' positions as an outside observer reads them: every OBSERVE_EVERY_MS,
 * each frame's `currentTime` with that page's clock (absolute ms), for `forMs`.
 */
async function observe(frameA: Frame, frameB: Frame, forMs: number) {
  const look = (frame: Frame) =>
    frame.evaluate(() => {
      const video = document.querySelector("video")!;
      const at = performance.timeOrigin + performance.now();
      return [at, video.currentTime, video.paused] as [number, number, boolean];
    });
  const clip = await frameA.evaluate(() => document.querySelector("video")!.duration);
  const a: Probe = { samples: [], events: [], clip };
  const b: Probe = { samples: [], events: [], clip };
  const end = Date.now() + forMs;
  while (Date.now() < end) {
    const next = Date.now() + OBSERVE_EVERY_MS;
    const [seenA, seenB] = await Promise.all([look(frameA), look(frameB)]);
    a.samples.push(seenA);
    b.samples.push(seenB);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return { a, b };
}

/** The viewer's own action in the player (what its controls do); returns when it was made. */
function act(frame: Frame, action: Action) {
  return frame.evaluate((what) => {
    const video = document.querySelector("video")!;
    const at = performance.timeOrigin + performance.now();
    if (what === "play") void video.play();
    else if (what === "pause") video.pause();
    else video.currentTime = what.seek;
    return at;
  }, action);
}

const videoState = (frame: Frame) =>
  frame.evaluate(() => {
    const video = document.querySelector("video")!;
    return { time: video.currentTime, paused: video.paused };
  });

/**
 * The event by which a viewer sees the action on their own screen. A pause can
 * find the other player paused already (waiting for a scheduled start after a
 * seek): it then shows as that player landing on the paused frame.
 */
function shows(events: PlayerEventRecord[], action: Action, after: number) {
  return events.find((event) => {
    if (event.at < after) return false;
    if (action === "play") return event.type === "playing";
    if (action === "pause") return event.type === "pause" || event.type === "seeked";
    return event.type === "seeked" && Math.abs(event.time - action.seek) < 1;
  });
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const summary = (values: number[]) => ({
  samples: values.length,
  p50Ms: round(percentile(values, 50)),
  p95Ms: round(percentile(values, 95)),
  maxMs: round(Math.max(...values)),
});

/**
 * |A − B| in ms at each of A's samples in [from, to] while both play; B's
 * position at A's instant is interpolated between B's neighbouring samples.
 * The demo clip loops under the film: positions are compared on the clip's
 * circle (one player just past its loop, the other just before it, are close),
 * and no position is interpolated across B's loop.
 */
function drifts(a: Probe, b: Probe, from: number, to: number): number[] {
  const out: number[] = [];
  const clip = a.clip ?? Number.POSITIVE_INFINITY;
  let j = 0;
  for (const [at, time, paused] of a.samples) {
    if (at < from || at > to || paused) continue;
    while (j + 1 < b.samples.length && b.samples[j + 1]![0] < at) j++;
    const before = b.samples[j];
    const after = b.samples[j + 1];
    if (!before || !after || before[0] > at || before[2] || after[2]) continue;
    if (after[1] < before[1]) continue;
    const share = (at - before[0]) / (after[0] - before[0]);
    const apart = Math.abs(time - (before[1] + share * (after[1] - before[1])));
    out.push(Math.min(apart, Math.abs(clip - apart)) * 1000);
  }
  return out;
}

/**
 * The rate commands couple mode sent one player, and how often a correction
 * flipped side: faster than the room, then slower within 2 s of it (with or
 * without the room's rate between), or the other way round, with no action
 * between (the player's pause, seek or start begins afresh). A correction that
 * overshoots, or chases noise, flips; one that closes a gap does not.
 */
function rateCommands(probes: Probe[], baseRate = 1) {
  const events = probes.flatMap((p) => p.events).sort((x, y) => x.at - y.at);
  const commands = events.filter((e) => e.rate !== undefined);
  let last: { side: number; at: number } | null = null;
  let flips = 0;
  for (const { rate, at, type } of events) {
    if (rate === undefined) {
      if (type === "pause" || type === "seeked" || type === "playing") last = null;
      continue;
    }
    const side = Math.sign(Number((rate - baseRate).toFixed(6)));
    if (side === 0) continue;
    if (last && last.side !== side && at - last.at <= FLIP_WINDOW_MS) flips++;
    last = { side, at };
  }
  return {
    commands: commands.length,
    faster: commands.filter((e) => e.rate! > baseRate).length,
    slower: commands.filter((e) => e.rate! < baseRate).length,
    flips,
  };
}

/** The player frames in use, by viewer: on failure their probes are attached. */
const players = new Map<string, Frame>();

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [name, frame] of players) {
    const probe = await readProbe(frame).catch((error: unknown) => String(error));
    await testInfo.attach(`probe-${name}.json`, {
      body: JSON.stringify(probe),
      contentType: "application/json",
    });
  }
});

/**
 * A viewer's browser. `sent` lists the actions (play, pause, seek) its pages send the
 * sync service, reloads included: a viewer who did nothing sends none (no echoes).
 */
async function viewer(browser: Browser, clipboard: boolean) {
  const context = await browser.newContext({
    locale: "tr-TR",
    ...(clipboard ? { permissions: ["clipboard-read", "clipboard-write"] } : {}),
  });
  const sent: string[] = [];
  if (process.env.COUPLE_TRACE_FILE) {
    const { appendFileSync } = await import("node:fs");
    const who = clipboard ? "A" : "B";
    context.on("console", (m) => {
      const text = m.text();
      if (text.startsWith("[sync-trace]"))
        appendFileSync(process.env.COUPLE_TRACE_FILE!, `${who} ${text.slice(13)}\n`);
    });
    // The sync client reports its steering to this hook (SyncClientOptions.trace).
    await context.addInitScript(() => {
      (window as { sinemaSyncTrace?: unknown }).sinemaSyncTrace = (event: unknown) =>
        console.debug(`[sync-trace] ${JSON.stringify(event)}`);
    });
  }
  await context.exposeFunction("coupleActionSent", (type: string) => sent.push(type));
  await context.addInitScript(() => {
    // Issue 32: when reactions and chat messages leave one page and reach the other
    // (absolute ms, one clock for the browser's processes), for bench:couple.
    const together: TogetherLog = { out: [], in: [] };
    (window as unknown as { togetherLog: TogetherLog }).togetherLog = together;
    const stamp = (list: TogetherLog["out"], data: unknown) => {
      if (typeof data !== "string" || !/"type":"(reaction|chat)"/.test(data)) return;
      const message = JSON.parse(data) as { type: string; id?: string; entry?: { id: string } };
      list.push({
        type: message.type,
        id: message.id ?? message.entry?.id ?? "",
        at: performance.timeOrigin + performance.now(),
      });
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data) {
      if (typeof data === "string" && /"type":"(play|pause|seek)"/.test(data)) {
        const { type } = JSON.parse(data) as { type: string };
        void (
          window as unknown as { coupleActionSent: (t: string) => Promise<void> }
        ).coupleActionSent(type);
      }
      stamp(together.out, data);
      send.call(this, data);
    };
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener("message", (event: MessageEvent) => stamp(together.in, event.data));
      }
    };
  });
  return Object.assign(waitingForHydration(await context.newPage()), { sent });
}

/**
 * Opens the film and turns the sound on, as viewers watching together do
 * (the first source autoplays muted, as browsers require). It matters for
 * the numbers: muted, this Chromium plays the clip without its audio clock,
 * and on a loaded machine a late video frame then stalls playback instead of
 * being dropped, so the video runs up to 10% slower than real time.
 */
async function openPlayer(page: Page, name: string) {
  // In a room 'İzle' never asks where to start (the browser remembers this
  // viewer's progress): the room's position is the place.
  await page.getByRole("link", { name: "İzle", exact: true }).click();
  const frame = await playerFrame(page);
  players.set(name, frame);
  await frame.evaluate(() => {
    document.querySelector("video")!.muted = false;
  });
  await installProbe(frame);
  return frame;
}

test("two viewers watch in step: shared link, play, pause, seek, reload, leave", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000 + LONG_PLAY_MS);
  const a = await viewer(browser, true);
  const b = await viewer(browser, false);
  // B's browser has been on the site before (its cache warm), while A gets the link.
  const bWarm = b.goto("/");

  // A copies the link of the film's page: the toast for 2 s, the waiting room, the link.
  await a.goto(TITLE_PATH);
  await a.getByRole("button", { name: "Sevgili Modu" }).click();
  const dialogA = a.getByRole("dialog", { name: "Sevgili Modu" });
  const copiedAt = Date.now();
  await dialogA.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
  const toast = dialogA.getByText("Bağlantı kopyalandı! 💕");
  await expect(toast).toBeVisible();
  const waiting = dialogA.getByText(/^Bağlantı bekleniyor\.\.\. \(Oda: [A-Z0-9]{6}\)$/);
  await expect(waiting).toBeVisible();
  const code = /Oda: ([A-Z0-9]{6})/.exec((await waiting.textContent()) ?? "")![1]!;
  const link = await a.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(TITLE_PATH, a.url()).href}?lovers=${code}`);
  await expect(toast).toBeHidden({ timeout: 3_000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1_900);

  // B opens the link: the widget is open with the code filled in; one click joins.
  await bWarm;
  await b.goto(link);
  const dialogB = b.getByRole("dialog", { name: "Sevgili Modu" });
  await expect(dialogB.getByLabel("Oda Kodu")).toHaveValue(code);
  await dialogB.getByRole("button", { name: "Bağlan", exact: true }).click();
  await expect(dialogB.getByText("Bağlantı kuruldu!")).toBeVisible();
  await expect(dialogA.getByText("Bağlantı kuruldu!")).toBeVisible();
  for (const page of [a, b]) {
    await expect(page.locator("html")).toHaveClass(/\blovers-mode\b/);
    await expect(page.getByTestId("floating-hearts")).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Sevgili Modu bağlı" })).toBeVisible();
  }
  // Each heart lives 1 s: on a loaded machine a single move's heart can come and go between
  // two looks, so the mouse keeps moving until one is seen.
  let x = 200;
  await expect
    .poll(async () => {
      x = x === 200 ? 260 : 200;
      await a.mouse.move(x, 240, { steps: 4 });
      return a.getByTestId("heart-trail").count();
    })
    .toBeGreaterThan(0);

  // Both open the film. The room is paused at the start, so both players wait there;
  // the floating button and the hearts keep off the film.
  const [frameA, frameB] = await Promise.all([openPlayer(a, "A"), openPlayer(b, "B")]);
  await expect.poll(async () => (await videoState(frameB)).paused).toBe(true);
  await expect(a.getByRole("button", { name: /Sevgili Modu/ })).toHaveCount(0);
  await expect(a.getByTestId("floating-hearts")).toHaveCount(0);

  // Steady play: A plays; once settled, the two positions are compared for a while.
  const started = await act(frameA, "play");
  await a.waitForTimeout(SETTLE_MS + STEADY_WINDOW_MS);
  const steady = drifts(
    await readProbe(frameA),
    await readProbe(frameB),
    started + SETTLE_MS,
    started + SETTLE_MS + STEADY_WINDOW_MS,
  );

  // Actions: A pauses, seeks while paused, plays, seeks while playing; B shows each one.
  // Latency: from A's screen showing it to B's screen showing it (the player's own
  // seek time on A is the same with or without a second viewer); from A's input too.
  const script: Action[] = [];
  // Ten rounds: 40 actions, so that the p95 is not just the second-worst of a few.
  for (const [whilePaused, whilePlaying] of [
    [3, 2],
    [6, 5],
    [4, 3],
    [9, 8],
    [2, 1],
    [7, 6],
    [11, 10],
    [5, 4],
    [13, 12],
    [2, 1],
  ] as const) {
    script.push("pause", { seek: whilePaused }, "play", { seek: whilePlaying });
  }
  const latencies: Record<"play" | "pause" | "seek", number[]> = { play: [], pause: [], seek: [] };
  const fromInput: number[] = [];
  /** Actions B never showed (the test fails on any, after writing down the numbers). */
  const missed: string[] = [];
  let lastActionAt = 0;
  for (const action of script) {
    const at = await act(frameA, action);
    lastActionAt = at;
    let onA: PlayerEventRecord | undefined;
    let onB: PlayerEventRecord | undefined;
    try {
      await expect
        .poll(
          async () => {
            const [eventsA, eventsB] = await Promise.all([readEvents(frameA), readEvents(frameB)]);
            onA = shows(eventsA, action, at);
            onB = shows(eventsB, action, at);
            return [Boolean(onA), Boolean(onB)];
          },
          { message: `A shows and B follows ${JSON.stringify(action)}`, intervals: [50] },
        )
        .toEqual([true, true]);
    } catch {
      missed.push(JSON.stringify(action));
      continue;
    }
    latencies[typeof action === "string" ? action : "seek"].push(onB!.at - onA!.at);
    fromInput.push(onB!.at - at);
    if (action === "pause" || (typeof action === "object" && (await videoState(frameA)).paused)) {
      // Paused, both show the same frame.
      await expect
        .poll(async () => {
          const [stateA, stateB] = await Promise.all([videoState(frameA), videoState(frameB)]);
          return stateB.paused && Math.abs(stateA.time - stateB.time) < 0.05;
        })
        .toBe(true);
    }
    await a.waitForTimeout(Math.max(0, at + ACTION_GAP_MS - Date.now()));
  }
  const actionLatencies = Object.values(latencies).flat();

  // Steady play after a seek while playing (the script's last action): the viewer who
  // sought is as much in step as the one who followed, once settled.
  await a.waitForTimeout(Math.max(0, lastActionAt + SETTLE_MS + STEADY_WINDOW_MS - Date.now()));
  const steadyAfterSeek = drifts(
    await readProbe(frameA),
    await readProbe(frameB),
    lastActionAt + SETTLE_MS,
    lastActionAt + SETTLE_MS + STEADY_WINDOW_MS,
  );
  // A long stretch of steady play, watched from outside; the players' own probes
  // cover it too, for comparing the two measures.
  const longFrom = Date.now();
  const outside = await observe(frameA, frameB, LONG_PLAY_MS);
  const [longA, longB] = [await readProbe(frameA), await readProbe(frameB)];
  const longTo = longFrom + LONG_PLAY_MS;
  const longOutside = drifts(outside.a, outside.b, 0, Number.POSITIVE_INFINITY);
  const longInFrame = drifts(longA, longB, longFrom, longTo);
  const longRate = {
    a: rateCommands([{ samples: [], events: longA.events.filter((e) => e.at >= longFrom) }]),
    b: rateCommands([{ samples: [], events: longB.events.filter((e) => e.at >= longFrom) }]),
  };
  const sentBeforeReload = { a: a.sent.length, b: b.sent.length };

  // B reloads while A plays on: B is back in the room by itself, opens the film, and its
  // player lands on A's position.
  const firstB = await readProbe(frameB);
  const reloadedAt = Date.now();
  await b.reload();
  await expect(b.getByRole("button", { name: "Sevgili Modu bağlı" })).toBeVisible();
  await expect(b.getByRole("dialog")).toHaveCount(0);
  const rejoinedMs = Date.now() - reloadedAt;
  // Progress is saved in a room as anywhere (issue 14): B's browser kept its place.
  const savedB = await b.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("sinema:viewer:v1") ?? "{}") as {
          titles?: Record<string, { progress?: { position: number } }>;
        }
      ).titles?.["movie:m-kis-uykusu"]?.progress?.position ?? 0,
  );
  expect(savedB).toBeGreaterThan(5);
  const frameB2 = await openPlayer(b, "B after reload");
  await expect(b.getByRole("button", { name: "Kaldığın yerden devam et" })).toHaveCount(0);
  const readyAt = Date.now();
  await expect
    .poll(
      async () => {
        const [stateA, stateB] = await Promise.all([videoState(frameA), videoState(frameB2)]);
        return !stateB.paused && Math.abs(stateA.time - stateB.time) < IN_STEP_S;
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(true);
  const inStepMs = Date.now() - readyAt;
  const resumedFrom = (await readProbe(frameB2)).samples[0]![0];
  await a.waitForTimeout(SETTLE_MS + RESUMED_WINDOW_MS);
  const [finalA, finalB] = [await readProbe(frameA), await readProbe(frameB2)];
  const afterReload = drifts(
    finalA,
    finalB,
    resumedFrom + SETTLE_MS,
    resumedFrom + SETTLE_MS + RESUMED_WINDOW_MS,
  );

  // Issue 32, after every drift window: A sends reactions (key 1, four a second, under
  // the budget of five) and chat messages (one every 600 ms, under two a second);
  // how long each takes to reach B.
  for (let i = 0; i < TOGETHER_SAMPLES; i++) {
    await a.keyboard.press("1");
    await a.waitForTimeout(250);
  }
  await a.getByRole("button", { name: /^Sohbet/ }).click();
  const field = a.getByRole("region", { name: "Sohbet" }).getByLabel("Mesaj");
  for (let i = 0; i < TOGETHER_SAMPLES / 2; i++) {
    await field.fill(`mesaj ${i}`);
    await field.press("Enter");
    await a.waitForTimeout(600);
  }
  await a.waitForTimeout(1_000);
  // Closed again: Escape in the chat closes the chat, and the leaving below needs it to close
  // the player.
  await a.getByRole("button", { name: /^Sohbet/, expanded: true }).click();
  await expect(a.getByRole("region", { name: "Sohbet" })).toHaveCount(0);
  const readLog = (page: Page) =>
    page.evaluate(() => (window as unknown as { togetherLog: TogetherLog }).togetherLog);
  const [logA, logB] = [await readLog(a), await readLog(b)];
  const reactionsOut = logA.out.filter((m) => m.type === "reaction");
  const reactionsIn = logB.in.filter((m) => m.type === "reaction");
  const reactionDelivery = reactionsOut
    .slice(0, reactionsIn.length)
    .map((sent, i) => reactionsIn[i]!.at - sent.at);
  const messageDelivery = logA.out
    .filter((m) => m.type === "chat")
    .flatMap((sent) => {
      const got = logB.in.find((m) => m.type === "chat" && m.id === sent.id);
      return got ? [got.at - sent.at] : [];
    });

  // How often a player had to wait for data or the decoder (seeks, stalls): the load on record.
  const waits = [finalA, firstB, finalB]
    .flatMap((p) => p.events)
    .filter((e) => e.type === "waiting");
  const report = {
    playerWaitingEvents: waits.length,
    steadyDrift: summary([...steady, ...steadyAfterSeek]),
    steadyAfterPlay: summary(steady),
    steadyAfterSeek: summary(steadyAfterSeek),
    /** Issue 32 item 7: the long stretch, from outside (100 ms) and from the probes (40 ms). */
    longPlay: {
      ms: LONG_PLAY_MS,
      outside: summary(longOutside),
      inFrame: summary(longInFrame),
      rate: longRate,
    },
    actions: script.length,
    missed,
    /** Actions each side sent the service: A made `actions` of them, B none. */
    sent: { a: a.sent.length, b: b.sent.length, beforeReload: sentBeforeReload },
    actionLatency: {
      ...summary(actionLatencies),
      byAction: Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, summary(v)])),
      fromInput: summary(fromInput),
    },
    reload: {
      rejoinedMs,
      playerReadyToInStepMs: inStepMs,
      drift: summary(afterReload),
    },
    /** Rate commands to each player over the whole test (B before and after its reload). */
    rate: { a: rateCommands([finalA]), b: rateCommands([firstB, finalB]) },
    /** Issue 32: A's reactions and chat messages, from leaving A's page to reaching B's. */
    together: {
      reactions: { sent: reactionsOut.length, ...summary(reactionDelivery) },
      messages: { sent: TOGETHER_SAMPLES / 2, ...summary(messageDelivery) },
    },
  };
  console.log(`couple-mode sync measurements: ${JSON.stringify(report, null, 2)}`);
  await testInfo.attach("couple-sync-measurements.json", {
    body: JSON.stringify(report, null, 2),
    contentType: "application/json",
  });
  if (process.env.COUPLE_REPORT_FILE) {
    writeFileSync(process.env.COUPLE_REPORT_FILE, JSON.stringify(report, null, 2));
    // Every sample and event of both players, for reading what happened when.
    writeFileSync(
      process.env.COUPLE_REPORT_FILE.replace(/(\.json)?$/, ".probes.json"),
      JSON.stringify({ a: finalA, b: firstB, bAfterReload: finalB }),
    );
  }

  expect(missed).toEqual([]);
  expect(steady.length).toBeGreaterThan(STEADY_WINDOW_MS / SAMPLE_EVERY_MS / 2);
  expect(steadyAfterSeek.length).toBeGreaterThan(STEADY_WINDOW_MS / SAMPLE_EVERY_MS / 2);
  expect(report.steadyDrift.p95Ms).toBeLessThanOrEqual(MAX_DRIFT_P95_MS);
  expect(longOutside.length).toBeGreaterThan(LONG_PLAY_MS / OBSERVE_EVERY_MS / 2);
  expect(report.longPlay.outside.p95Ms).toBeLessThanOrEqual(MAX_DRIFT_P95_MS);
  expect(actionLatencies.length).toBe(script.length);
  expect(report.actionLatency.p95Ms).toBeLessThanOrEqual(MAX_ACTION_LATENCY_P95_MS);
  expect(reactionDelivery).toHaveLength(TOGETHER_SAMPLES);
  expect(messageDelivery).toHaveLength(TOGETHER_SAMPLES / 2);
  expect(afterReload.length).toBeGreaterThan(RESUMED_WINDOW_MS / SAMPLE_EVERY_MS / 2);
  expect(report.reload.drift.p95Ms).toBeLessThanOrEqual(MAX_DRIFT_P95_MS);

  // Leaving: B leaves, A is told ('Bağlantı kesildi'), and the hearts and the marker go.
  await b.keyboard.press("Escape");
  await b.getByRole("button", { name: "Sevgili Modu bağlı" }).click();
  await b.getByRole("button", { name: "Odadan Ayrıl" }).click();
  await expect(b.locator("html")).not.toHaveClass(/\blovers-mode\b/);
  await a.keyboard.press("Escape");
  await a.getByRole("button", { name: "Sevgili Modu" }).click();
  await expect(a.getByRole("dialog").getByText("Bağlantı kesildi")).toBeVisible();
  await expect(a.locator("html")).not.toHaveClass(/\blovers-mode\b/);
  await expect(a.getByTestId("floating-hearts")).toHaveCount(0);
});

test("a link that cannot be copied is only logged: no toast, and the room is joined all the same", async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("denied", "NotAllowedError"));
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(TITLE_PATH);
  await page.getByRole("button", { name: "Sevgili Modu" }).click();
  const dialog = page.getByRole("dialog", { name: "Sevgili Modu" });
  await dialog.getByRole("button", { name: "Bağlantıyı Kopyala" }).click();
  await expect(dialog.getByText(/^Bağlantı bekleniyor\.\.\. \(Oda: [A-Z0-9]{6}\)$/)).toBeVisible();
  await expect(dialog.getByText("Bağlantı kopyalandı! 💕")).toHaveCount(0);
  expect(errors.some((text) => text.includes("bağlantı kopyalanamadı"))).toBe(true);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
