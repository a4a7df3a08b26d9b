import { describe, expect, it, vi } from "vitest";
import { roomOpenEvent, searchEvent, titleEvent, type SiteEvent } from "./events";
import { createEventSender, EVENT_FLUSH_MS, EVENTS_PER_BATCH, MAX_QUEUED_EVENTS } from "./sender";

function harness(options: { beacon?: boolean } = {}) {
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 202 }),
  );
  const beacons: Array<{ url: string; body: Blob }> = [];
  const sender = createEventSender({
    eventsUrl: "/api/events",
    reportsUrl: "/api/playback-reports",
    fetch,
    ...(options.beacon === undefined
      ? {}
      : {
          sendBeacon: (url: string, body: Blob) => {
            beacons.push({ url, body });
            return options.beacon!;
          },
        }),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fire = () => timers.filter((t) => !t.cleared).forEach((t) => ((t.cleared = true), t.run()));
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));
  return { sender, fetch, beacons, timers, fire, sent };
}

const ref = { key: "movie:m-kis-uykusu" as const, meta: { title: "Kış Uykusu" } };
const view: SiteEvent = titleEvent("view", ref);

describe("createEventSender (issue 16: batched, never blocking a page)", () => {
  it("tracking only queues: one request every few seconds carries the batch", async () => {
    const { sender, fetch, timers, fire, sent } = harness();
    sender.track(view);
    sender.track(titleEvent("play", ref));
    expect(fetch).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(EVENT_FLUSH_MS);
    fire();
    expect(sent()).toEqual([
      {
        url: "/api/events",
        body: {
          events: [
            { type: "view", title: "movie:m-kis-uykusu", name: "Kış Uykusu" },
            { type: "play", title: "movie:m-kis-uykusu", name: "Kış Uykusu" },
          ],
        },
      },
    ]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST", keepalive: true });
    fire();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a hidden page sends at once by beacon, as JSON, and the timer goes", async () => {
    const { sender, fetch, beacons, timers } = harness({ beacon: true });
    sender.track(view);
    sender.flush({ beacon: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(timers[0]!.cleared).toBe(true);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe("/api/events");
    expect(beacons[0]!.body.type).toBe("application/json");
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({ events: [view] });
  });

  it("a beacon the browser refuses goes by fetch instead", () => {
    const { sender, fetch } = harness({ beacon: false });
    sender.track(view);
    sender.flush({ beacon: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("nothing queued, nothing sent", () => {
    const { sender, fetch, beacons } = harness({ beacon: true });
    sender.flush({ beacon: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(0);
  });

  it("splits into the contract's batch size and keeps only the newest when flooded", () => {
    const { sender, fire, sent } = harness();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 10; i++) {
      sender.track(titleEvent("view", { key: `movie:${i}`, meta: { title: `T${i}` } }));
    }
    fire();
    const batches = sent().map((s) => s.body.events as SiteEvent[]);
    expect(batches.map((b) => b.length)).toEqual(
      Array.from({ length: MAX_QUEUED_EVENTS / EVENTS_PER_BATCH }, () => EVENTS_PER_BATCH),
    );
    expect(batches[0]![0]).toMatchObject({ title: "movie:10" });
  });

  it("playback reports go to their own endpoint", () => {
    const { sender, fire, sent } = harness();
    sender.report({ host: "http://localhost:5050", outcome: "ready", readyMs: 420 });
    fire();
    expect(sent()).toEqual([
      {
        url: "/api/playback-reports",
        body: { reports: [{ host: "http://localhost:5050", outcome: "ready", readyMs: 420 }] },
      },
    ]);
  });

  it("a failed request is dropped quietly: no throw, no retry", async () => {
    const { sender, fetch, fire } = harness();
    fetch.mockRejectedValueOnce(new TypeError("offline"));
    sender.track(view);
    expect(() => fire()).not.toThrow();
    await Promise.resolve();
    fire();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("events carry nothing about the viewer", () => {
  it("a title event names the title only", () => {
    expect(Object.keys(view).sort()).toEqual(["name", "title", "type"]);
  });

  it("a room opened off a title page names nothing", () => {
    expect(roomOpenEvent(null)).toEqual({ type: "roomOpen" });
    expect(roomOpenEvent(ref)).toEqual({ type: "roomOpen", title: ref.key, name: "Kış Uykusu" });
  });

  it("a search is counted normalised, or not at all", () => {
    expect(searchEvent("Kış Uykusu", 1)).toEqual({
      type: "search",
      query: "kis uykusu",
      results: 1,
    });
    expect(searchEvent("a", 0)).toBeNull();
  });
});
