/**
 * What the site hands over about a title (from the catalogue, the metadata
 * service or dizi.json), cleaned to what the record may hold, so that a
 * strange value from a source can never make the stored record invalid.
 */
import type { TitleMeta } from "../generated/viewer";

export interface TitleMetaInput {
  title: string;
  poster?: string | null | undefined;
  year?: number | string | null | undefined;
  rating?: number | string | null | undefined;
  runtimeMinutes?: number | null | undefined;
}

/** Characters of a title kept; the schema allows 300. */
const TITLE_MAX = 300;
/** Absolute http(s) or a path on the site, no spaces or quotes: record.schema.json's pattern. */
const POSTER = /^(https?:\/\/|\/)[^\s"'<>]{1,2040}$/u;
/** Shown when a source gave no title at all. */
export const UNTITLED = "Adsız yapım";

const finite = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

export function titleMeta(input: TitleMetaInput): TitleMeta {
  const title = [...input.title.trim()].slice(0, TITLE_MAX).join("") || UNTITLED;
  const meta: TitleMeta = { title };
  if (input.poster && POSTER.test(input.poster)) meta.poster = input.poster;
  const year = finite(input.year);
  if (year !== null && Number.isInteger(year) && year >= 1800 && year <= 3000) meta.year = year;
  const rating = finite(input.rating);
  // 0 is the metadata service's "no votes", not a rating.
  if (rating !== null && rating > 0 && rating <= 10) meta.rating = rating;
  const runtime = finite(input.runtimeMinutes);
  if (runtime !== null && runtime > 0 && runtime <= 10000) meta.runtimeMinutes = runtime;
  return meta;
}
