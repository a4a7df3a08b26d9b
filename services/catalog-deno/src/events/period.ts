/**
 * Days and periods of the statistics (issue 16). A day is a calendar day in
 * Europe/Istanbul, which has kept UTC+3 all year since 2016: a fixed offset,
 * so the same instant is the same day on every engine and every machine,
 * with no time-zone database involved.
 */

/** Europe/Istanbul's offset from UTC. */
export const STATS_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Issue 16: without `from` and `to`, the last 30 days up to today. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period one request may ask for. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day (YYYY-MM-DD, Europe/Istanbul) of an instant. */
export function dayOf(ms: number): string {
  return new Date(ms + STATS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole hours since the epoch: the playback reports' buckets. */
export function hourOf(ms: number): number {
  return Math.floor(ms / HOUR_MS);
}

/** Days since the epoch of a valid YYYY-MM-DD, or undefined (e.g. 2026-02-30). */
function dayNumber(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : undefined;
}

const dayFromNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const n = dayNumber(day);
  if (n === undefined) throw new Error(`Not a day: ${day}`);
  return dayFromNumber(n + days);
}

/** Every day from `from` to `to`, both included, in order. */
export function daysBetween(from: string, to: string): string[] {
  const start = dayNumber(from), end = dayNumber(to);
  if (start === undefined || end === undefined) return [];
  const days: string[] = [];
  for (let n = start; n <= end; n++) days.push(dayFromNumber(n));
  return days;
}

export interface Period {
  from: string;
  to: string;
  /** As many days, ending the day before `from`. */
  previous: { from: string; to: string };
}

/**
 * The period a request asks for, or what is wrong with it. Either bound may
 * be left out: without `to` the period spans `days` days (30 by default) but
 * never ends after today (issue 31: a recent `from` alone ended in days that
 * have not come); without `from` it spans `days` days up to `to`.
 */
export function periodOf(
  from: string | undefined,
  to: string | undefined,
  now: number,
  days = DEFAULT_PERIOD_DAYS,
): { ok: true; period: Period } | { ok: false; path: string; message: string } {
  const notADay = (path: string) => ({
    ok: false as const,
    path,
    message: "is not a calendar day",
  });
  if (from !== undefined && dayNumber(from) === undefined) return notADay("/from");
  if (to !== undefined && dayNumber(to) === undefined) return notADay("/to");
  const today = dayOf(now);
  if (from !== undefined && to === undefined && from > today) {
    return { ok: false, path: "/from", message: "must not be after today" };
  }
  const end = to ??
    (from === undefined ? today : [addDays(from, days - 1), today].sort()[0]!);
  const start = from ?? addDays(end, -(days - 1));
  const startN = dayNumber(start)!, endN = dayNumber(end)!;
  if (endN < startN) return { ok: false, path: "/to", message: "must not be before from" };
  const length = endN - startN + 1;
  if (length > MAX_PERIOD_DAYS) {
    return {
      ok: false,
      path: "/to",
      message: `must be at most ${MAX_PERIOD_DAYS} days after from`,
    };
  }
  return {
    ok: true,
    period: {
      from: start,
      to: end,
      previous: { from: dayFromNumber(startN - length), to: dayFromNumber(startN - 1) },
    },
  };
}

/**
 * Percent change of `current` against `previous`, to one decimal; null when
 * the previous period counted nothing (no percentage says "from nothing").
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
