/**
 * SPEC.md §5: "Platform detection uses the platform, provider, network,
 * service and channel text first. It falls back to details, video_url,
 * source_url, backdrop, img, then title. Ten outcomes exist: nine recognised
 * streaming platforms (including prime or amazon video, Disney+, HBO Max,
 * Apple TV+, Exxen, BluTV, Gain, Paramount+ and Hulu) and 'Other'."
 *
 * Issue 17 adds Netflix, the largest streaming service in Türkiye, as a tenth
 * recognised platform: without it a series tagged Netflix lands under 'Other'.
 */

export const PLATFORMS = [
  "Prime Video",
  "Disney+",
  "HBO Max",
  "Apple TV+",
  "Exxen",
  "BluTV",
  "Gain",
  "Paramount+",
  "Hulu",
  "Netflix",
] as const;

export const OTHER_PLATFORM = "Other";

export type Platform = (typeof PLATFORMS)[number] | typeof OTHER_PLATFORM;

/**
 * How each platform shows up in names, descriptions and addresses. Word
 * boundaries keep "again" from meaning Gain and "Primetime" from meaning
 * Prime Video; addresses like primevideo.com, disneyplus.com, hbomax.com,
 * tv.apple.com, blutv.com still match.
 */
const PATTERNS: ReadonlyArray<readonly [Exclude<Platform, "Other">, RegExp]> = [
  ["Prime Video", /\bprime\s*video|\bprime\b|\bamazon/i],
  ["Disney+", /disney/i],
  ["HBO Max", /\bhbo/i],
  ["Apple TV+", /\bapple/i],
  ["Exxen", /exxen/i],
  ["BluTV", /\bblu\s*tv/i],
  ["Gain", /\bgain\b/i],
  ["Paramount+", /paramount/i],
  ["Hulu", /\bhulu\b/i],
  ["Netflix", /netflix/i],
];

/** The fields read, primary ones first, then the fallbacks in their order. */
export const PRIMARY_PLATFORM_FIELDS = [
  "platform",
  "provider",
  "network",
  "service",
  "channel",
] as const;
export const FALLBACK_PLATFORM_FIELDS = [
  "details",
  "video_url",
  "source_url",
  "backdrop",
  "img",
  "title",
] as const;

type PlatformField =
  (typeof PRIMARY_PLATFORM_FIELDS)[number] | (typeof FALLBACK_PLATFORM_FIELDS)[number];

export type PlatformSource = Partial<Record<PlatformField, unknown>>;

/** Any field value as searchable text: strings as-is, lists and objects by their contents. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (typeof value === "object") return Object.values(value).map(textOf).join(" ");
  return "";
}

function platformIn(text: string): Exclude<Platform, "Other"> | null {
  if (!text) return null;
  for (const [platform, pattern] of PATTERNS) {
    if (pattern.test(text)) return platform;
  }
  return null;
}

export function detectPlatform(record: PlatformSource): Platform {
  const primary = PRIMARY_PLATFORM_FIELDS.map((field) => textOf(record[field])).join(" ");
  const found = platformIn(primary);
  if (found) return found;
  for (const field of FALLBACK_PLATFORM_FIELDS) {
    const fallback = platformIn(textOf(record[field]));
    if (fallback) return fallback;
  }
  return OTHER_PLATFORM;
}

const PLATFORM_SLUGS: Partial<Record<string, string>> = {
  "Disney+": "disneyplus",
  "HBO Max": "hbo-max",
  "Prime Video": "prime-video",
  "Apple TV+": "apple-tvplus",
};

/**
 * SPEC.md §5: "Platform URL slugs: disneyplus, hbo-max, prime-video,
 * apple-tvplus. Otherwise the name is lower-cased with spaces turned to
 * dashes and plus turned to 'plus'."
 */
export function platformSlug(name: string): string {
  return (
    PLATFORM_SLUGS[name] ?? name.trim().toLowerCase().replace(/\s+/g, "-").replace(/\+/g, "plus")
  );
}

/** The platform a /platform/{slug} address names, or null when the slug names none. */
export function platformFromSlug(slug: string): Platform | null {
  const wanted = slug.trim().toLowerCase();
  const all: readonly Platform[] = [...PLATFORMS, OTHER_PLATFORM];
  return all.find((platform) => platformSlug(platform) === wanted) ?? null;
}

/** How a page names a platform: 'Other' reads 'Diğer platformlar' (issue 17). */
export function platformDisplayName(platform: Platform): string {
  return platform === OTHER_PLATFORM ? "Diğer platformlar" : platform;
}

/**
 * The heading of /platform/{slug}: '{name} dizileri' for a platform,
 * 'Diğer platformlar' for the rest, and the slug as written for an address
 * that names no platform.
 */
export function platformHeading(slug: string): string {
  const platform = platformFromSlug(slug);
  if (platform === null) return `${slug} dizileri`;
  if (platform === OTHER_PLATFORM) return platformDisplayName(platform);
  return `${platformDisplayName(platform)} dizileri`;
}
