// schema.org structured data for search engines, one builder per page kind.
// Values come from our own data; absolute URLs are made from the site origin.

export const SITE_NAME = "Sinema";

type JsonLd = Record<string, unknown>;

export function websiteJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: "tr-TR",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface TitleFacts {
  kind: "movie" | "series";
  name: string;
  path: string;
  description?: string | undefined;
  image?: string | undefined;
  datePublished?: string | undefined;
  genres?: readonly string[] | undefined;
  rating?: number | undefined;
  durationMinutes?: number | undefined;
  seasons?: number | undefined;
}

/** Movie or TVSeries; a rating becomes an AggregateRating on the 10-point scale. */
export function titleJsonLd(origin: string, facts: TitleFacts): JsonLd {
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": facts.kind === "movie" ? "Movie" : "TVSeries",
    name: facts.name,
    url: origin + facts.path,
    inLanguage: "tr-TR",
  };
  if (facts.description) data.description = facts.description;
  if (facts.image) data.image = new URL(facts.image, origin).href;
  if (facts.datePublished) data.datePublished = facts.datePublished;
  if (facts.genres?.length) data.genre = [...facts.genres];
  if (facts.durationMinutes) data.duration = `PT${Math.round(facts.durationMinutes)}M`;
  if (facts.kind === "series" && facts.seasons) data.numberOfSeasons = facts.seasons;
  if (typeof facts.rating === "number" && facts.rating > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(facts.rating * 10) / 10,
      bestRating: 10,
      worstRating: 1,
      ratingCount: 1,
    };
  }
  return data;
}

export interface ListEntry {
  name: string;
  path: string;
}

export function itemListJsonLd(
  origin: string,
  name: string,
  entries: readonly ListEntry[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      url: origin + entry.path,
    })),
  };
}

export function breadcrumbJsonLd(origin: string, trail: readonly ListEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so a title
 * containing "</script>" cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
