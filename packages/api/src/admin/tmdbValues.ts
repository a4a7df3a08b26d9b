/**
 * Issue 33 item 7: an answer may be valid against openapi/tmdb.yaml and
 * still odd (missing optional fields, empty strings, dates that do not
 * parse, numbers that are not finite, very long names). These read its
 * loose values safely; they never throw. Shared by the search cards and the
 * import, not part of the package's surface.
 */
import { isCalendarDate } from "./filmForm";

/** A string trimmed, or "" for anything else. */
export const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A finite number, or undefined for anything else. */
export const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The four-digit year of a calendar date, or "" when the date does not parse. */
export function yearOf(date: unknown): string {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(text(date));
  return match && isCalendarDate(text(date)) ? match[1]! : "";
}

/** A text cut to `max` characters (whole code points), with whether it was cut. */
export function clip(value: string, max: number): [string, boolean] {
  const points = [...value];
  return points.length > max ? [points.slice(0, max).join("").trim(), true] : [value, false];
}

/** A name list cleaned for the contract: trimmed, non-empty, each once, cut to the limit. */
export function names(list: readonly unknown[], max: number, maxLength: number): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const [name] = clip(text(raw), maxLength);
    if (name && !out.includes(name)) out.push(name);
    if (out.length === max) break;
  }
  return out;
}
