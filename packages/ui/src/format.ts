/**
 * Display formatting shared by the components. Locale is Turkish throughout.
 * Ratings and running times arrive as text (packages/api formats them).
 */

const LOCALE = "tr-TR";

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
