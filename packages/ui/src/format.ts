/**
 * The site's one home for numbers and dates shown to people: lira, counts,
 * percents and dates in Turkish style (Intl 'tr-TR'). Components format what
 * they are given here; the site formats the admin figures it hands to
 * components with the same functions. packages/api hands over numbers and
 * dates as data (it may not import this package, and need not: formatting
 * is presentation). Ratings and running times arrive as text (packages/api
 * formats them, as rules of SPEC.md).
 */

const LOCALE = "tr-TR";

// Marked pure so bundles that never format with one drop it.
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayMonth = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  dateStyle: "short",
  timeZone: "UTC",
});
const shortDateTime = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});
const lira = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "TRY",
  maximumFractionDigits: 0,
});
const count = /* @__PURE__ */ new Intl.NumberFormat(LOCALE);
const change = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const rate = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const share = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: "percent",
  maximumFractionDigits: 0,
});
const tenths = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** An ISO date (or anything Date parses) as '12 Mart 2024'; other text is shown as given. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return longDate.format(date);
}

/** A day as the server counted it ('2026-03-10' → '10 Mar'), not moved by the browser's zone. */
export function formatDay(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`));
}

/** Numeric dates keep many columns narrow: '15.01.2023'. */
export function formatShortDate(value: string): string {
  return shortDate.format(new Date(value));
}

/** A moment on the admin's clock (Turkish time): '20.05.2024 17:30'. */
export function formatShortDateTime(value: string): string {
  return shortDateTime.format(new Date(value));
}

/** Amounts in Turkish lira (SPEC.md §9 "Currency symbol is the Turkish lira"): '₺1.500.000'. */
export function formatLira(amount: number): string;
export function formatLira(amount: number | null | undefined): string | undefined;
export function formatLira(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return undefined;
  return lira.format(amount);
}

/** Counts as '1.234.567'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "+12,5%", "-3%", "0%": a signed percent change in Turkish number style. */
export function formatPercentChange(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}${change.format(Math.abs(value))}%`;
}

/** A rate given in percent, such as a click-through rate: 2.73 → '%2,73' (Turkish puts the sign first). */
export function formatRate(percent: number): string {
  return rate.format(percent / 100);
}

/** A share of a whole (0..1) in whole percents: 0.75 → '%75'. */
export function formatShare(fraction: number): string {
  return share.format(fraction);
}

/** Seconds to a tenth: 6.15 → '6,2 sn'. */
export function formatSeconds(seconds: number): string {
  return `${tenths.format(seconds)} sn`;
}
