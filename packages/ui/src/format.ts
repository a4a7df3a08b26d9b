/** Display formatting shared by the components. Locale is Turkish throughout. */

const LOCALE = "tr-TR";

/** SPEC.md §3: ratings show one decimal, 'N/A' when missing. */
export const RATING_MISSING = "N/A";

export function formatRating(value: number | string | null | undefined): string {
  const n = typeof value === "string" ? Number.parseFloat(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return RATING_MISSING;
  return n.toFixed(1);
}

/** Minutes as '2s 15dk' / '45dk'. */
export function formatDuration(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}dk`;
  return m === 0 ? `${h}s` : `${h}s ${m}dk`;
}

/** An ISO date (or anything Date parses) as '12 Mart 2024'; other text is shown as given. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALE, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Amounts in Turkish lira (SPEC.md §9): '₺1.500.000'. */
export function formatLira(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return undefined;
  return new Intl.NumberFormat(LOCALE, {
    style: "currency",
    currency: "TRY",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Counts as '1.234.567'. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}
