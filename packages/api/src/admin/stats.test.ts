import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService, TEST_ADMIN_PASSWORD } from "../../test/catalogService";
import { createCatalogClient } from "../catalog/client";
import { searchEvent, titleEvent } from "../events/events";
import { fetchPlaybackHealth } from "../events/health";
import { createEventSender } from "../events/sender";
import {
  createStatsClient,
  dailyPoints,
  dashboardFigures,
  DEFAULT_STATS_PERIOD,
  hostHealthRows,
  statsPeriodOf,
  topTitleBars,
  type Stats,
} from "./stats";

describe("the statistics' period in the address", () => {
  it.each([
    ["", DEFAULT_STATS_PERIOD],
    ["gun=7", 7],
    ["gun=90", 90],
    ["gun=12", DEFAULT_STATS_PERIOD],
    ["gun=abc", DEFAULT_STATS_PERIOD],
  ])("?%s is %d days", (query, days) => {
    expect(statsPeriodOf(new URLSearchParams(query))).toBe(days);
  });
});

describe("rows and labels", () => {
  it("the top titles' bars are the titles that were played: one only looked at draws no bar of nought", () => {
    const title = (id: string, plays: number, views: number) => ({
      title: `movie:${id}`,
      name: id,
      plays,
      views,
      finishes: 0,
      listAdds: 0,
      roomOpens: 0,
    });
    const stats = { topTitles: [title("a", 3, 1), title("b", 0, 9)] } as unknown as Stats;
    expect(topTitleBars(stats)).toEqual([{ href: "/movie/a", label: "a", value: 3, views: 1 }]);
  });

  it("host health: share ready, mean time to ready in seconds, the host without its scheme", () => {
    expect(
      hostHealthRows([
        {
          host: "http://slow.localhost:5050",
          attempts: 4,
          ready: 3,
          errors: 0,
          timeouts: 1,
          stalls: 0,
          meanReadyMs: 6150,
        },
        {
          host: "http://failing.localhost:5050",
          attempts: 1200,
          ready: 0,
          errors: 1200,
          timeouts: 0,
          stalls: 0,
          meanReadyMs: null,
        },
      ]),
    ).toEqual([
      {
        host: "slow.localhost:5050",
        attempts: 4,
        readyShare: 0.75,
        meanReadySeconds: 6.15,
        errors: 0,
        timeouts: 1,
        stalls: 0,
      },
      {
        host: "failing.localhost:5050",
        attempts: 1200,
        readyShare: 0,
        meanReadySeconds: null,
        errors: 1200,
        timeouts: 0,
        stalls: 0,
      },
    ]);
  });
});

describe("events sent by the site reach the admin's statistics (real service)", () => {
  let service: Awaited<ReturnType<typeof startCatalogService>>;
  beforeAll(async () => {
    service = await startCatalogService({ PLAYBACK_REPORTS: "1" });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("a batch from the sender shows in the series, the top titles and the no-result searches", async () => {
    const timers: Array<() => void> = [];
    const sender = createEventSender({
      eventsUrl: `${service.baseUrl}/events`,
      reportsUrl: `${service.baseUrl}/playback-reports`,
      fetch: globalThis.fetch,
      setTimer: (run) => timers.push(run),
      clearTimer: () => undefined,
    });
    const kis = { key: "movie:m-kis-uykusu" as const, meta: { title: "Kış Uykusu" } };
    sender.track(titleEvent("view", kis));
    sender.track(titleEvent("play", kis));
    sender.track(searchEvent("Olmayan Bir Film!", 0)!);
    sender.track(searchEvent("Kış", 3)!);
    const config = await createCatalogClient({ baseUrl: service.baseUrl }).getRuntimeConfig();
    const host = config.embedBaseUrls[0]!;
    sender.report({ host, outcome: "ready", readyMs: 800 });
    sender.flush();

    const token = (
      await createCatalogClient({ baseUrl: service.baseUrl }).login({
        username: "admin",
        password: TEST_ADMIN_PASSWORD,
      })
    ).token;
    const client = createStatsClient({ baseUrl: service.baseUrl });
    // The sender does not wait for its requests: the statistics are read until they arrive.
    let stats: Stats | undefined;
    for (let i = 0; i < 50 && !(stats?.totals.searches === 2 && stats.playback.hosts.length); i++) {
      stats = await client.getStats(token, 7);
      if (stats.totals.searches < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(stats!.days).toHaveLength(7);
    expect(dailyPoints(stats!).at(-1)).toMatchObject({ views: 1, plays: 1 });
    expect(topTitleBars(stats!)).toEqual([
      { href: "/movie/m-kis-uykusu", label: "Kış Uykusu", value: 1, views: 1 },
    ]);
    expect(stats!.noResultSearches).toEqual([{ query: "olmayan bir film", count: 1 }]);
    expect(dashboardFigures(stats!).map((f) => [f.label, f.value, f.change])).toEqual([
      ["Ziyaret", 1, null],
      ["Oynatma", 1, null],
      ["Arama", 2, null],
    ]);
    expect(stats!.playback.hosts).toEqual([
      {
        host,
        attempts: 1,
        ready: 1,
        errors: 0,
        timeouts: 0,
        stalls: 0,
        meanReadyMs: 800,
      },
    ]);
    const health = await fetchPlaybackHealth(`${service.baseUrl}/embeds/health`, globalThis.fetch);
    expect(health.enabled).toBe(true);
    expect(health.hosts.map((h) => h.host)).toEqual([host]);
  });

  it("a wrong token is a 401 CatalogError", async () => {
    const error = await createStatsClient({ baseUrl: service.baseUrl })
      .getStats("x".repeat(32), 30)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
  });
});
