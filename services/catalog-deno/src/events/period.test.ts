import assert from "node:assert/strict";
import { addDays, dayOf, daysBetween, MAX_PERIOD_DAYS, percentChange, periodOf } from "./period.ts";

const NOW = Date.UTC(2026, 2, 10, 9); // 12:00 in Istanbul

Deno.test("a day is Istanbul's calendar day (UTC+3 all year)", () => {
  for (
    const [utc, day] of [
      ["2026-03-10T20:59:59.999Z", "2026-03-10"],
      ["2026-03-10T21:00:00.000Z", "2026-03-11"],
      ["2026-07-01T00:00:00.000Z", "2026-07-01"],
      ["2026-12-31T21:30:00.000Z", "2027-01-01"],
    ] as const
  ) {
    assert.equal(dayOf(Date.parse(utc)), day, utc);
  }
});

Deno.test("periods: defaults, bounds, and the previous period of the same length", () => {
  const table: Array<[string | undefined, string | undefined, unknown]> = [
    [undefined, undefined, {
      from: "2026-02-09",
      to: "2026-03-10",
      previous: { from: "2026-01-10", to: "2026-02-08" },
    }],
    ["2026-03-01", "2026-03-01", {
      from: "2026-03-01",
      to: "2026-03-01",
      previous: { from: "2026-02-28", to: "2026-02-28" },
    }],
    ["2024-02-01", undefined, {
      from: "2024-02-01",
      to: "2024-03-01",
      previous: { from: "2024-01-02", to: "2024-01-31" },
    }],
    // A recent `from` alone ends today, not in days still to come.
    ["2026-03-05", undefined, {
      from: "2026-03-05",
      to: "2026-03-10",
      previous: { from: "2026-02-27", to: "2026-03-04" },
    }],
    [undefined, "2026-01-05", {
      from: "2025-12-07",
      to: "2026-01-05",
      previous: { from: "2025-11-07", to: "2025-12-06" },
    }],
  ];
  for (const [from, to, expected] of table) {
    const result = periodOf(from, to, NOW);
    assert.ok(result.ok, `${from} ${to}`);
    assert.deepEqual(result.period, expected);
  }
  assert.deepEqual(periodOf("2026-02-29", undefined, NOW), {
    ok: false,
    path: "/from",
    message: "is not a calendar day",
  });
  assert.equal(periodOf("2026-03-02", "2026-03-01", NOW).ok, false);
  assert.deepEqual(periodOf("2026-03-11", undefined, NOW), {
    ok: false,
    path: "/from",
    message: "must not be after today",
  });
  assert.equal(periodOf("2025-01-01", addDays("2025-01-01", MAX_PERIOD_DAYS - 1), NOW).ok, true);
  assert.equal(periodOf("2025-01-01", addDays("2025-01-01", MAX_PERIOD_DAYS), NOW).ok, false);
  assert.deepEqual(daysBetween("2024-02-28", "2024-03-01"), [
    "2024-02-28",
    "2024-02-29",
    "2024-03-01",
  ]);
});

Deno.test("percent change: one decimal, null from nothing", () => {
  for (
    const [current, previous, change] of [
      [150, 100, 50],
      [50, 100, -50],
      [1, 3, -66.7],
      [0, 4, -100],
      [7, 7, 0],
      [5, 0, null],
      [0, 0, null],
    ] as const
  ) {
    assert.equal(percentChange(current, previous), change, `${current} vs ${previous}`);
  }
});
