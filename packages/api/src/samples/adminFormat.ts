/** Display of the admin samples' figures in Turkish number style (SPEC.md §2, §9). */

const LOCALE = "tr-TR";

// Marked pure so bundles that never format an admin figure drop these.
const lira = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "TRY",
  maximumFractionDigits: 0,
});
const count = /* @__PURE__ */ new Intl.NumberFormat(LOCALE);
const percent = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** SPEC.md §9 "Currency symbol is the Turkish lira": 15000 → "₺15.000". */
export function liraText(amount: number): string {
  return lira.format(amount);
}

/** 125430 → "125.430". */
export function countText(value: number): string {
  return count.format(value);
}

/** A click-through rate given in percent: 2.73 → "%2,73" (Turkish puts the sign first). */
export function ctrText(ctrPercent: number): string {
  return percent.format(ctrPercent / 100);
}
