/**
 * SPEC.md §2 ad management and §3 "Ad (sample)": a static list; the product
 * has no ad backend. Written for this project.
 */
import { anyContainsFolded } from "../domain/text";

export type AdType = "banner" | "video";
export type AdPlacement = "Header" | "Pre-roll" | "Sidebar";
export type AdStatus = "active" | "paused" | "ended";

export interface AdSample {
  id: string;
  name: string;
  type: AdType;
  placement: AdPlacement;
  impressions: number;
  clicks: number;
  /** Click-through rate in percent, two decimals: clicks / impressions × 100. */
  ctr: number;
  status: AdStatus;
  /** Turkish lira. */
  budget: number;
  /** Turkish lira. */
  spent: number;
}

/** Click-through rate in percent, rounded to two decimals (0 when never shown). */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

// Literal data only (the CTRs written out, checked by the tests): a module
// without top-level calls is dropped from bundles that do not use it, so the
// public pages, which import the same package, never download the samples.
export const AD_SAMPLES: readonly AdSample[] = [
  {
    id: "ad-1",
    name: "Yaz Kampanyası Banner",
    type: "banner",
    placement: "Header",
    impressions: 125_430,
    clicks: 3_420,
    ctr: 2.73,
    status: "active",
    budget: 15_000,
    spent: 8_750,
  },
  {
    id: "ad-2",
    name: "Yeni Film Fragmanı",
    type: "video",
    placement: "Pre-roll",
    impressions: 89_200,
    clicks: 5_670,
    ctr: 6.36,
    status: "active",
    budget: 25_000,
    spent: 18_300,
  },
  {
    id: "ad-3",
    name: "Mobil Uygulama Tanıtımı",
    type: "banner",
    placement: "Sidebar",
    impressions: 45_600,
    clicks: 890,
    ctr: 1.95,
    status: "paused",
    budget: 8_000,
    spent: 3_200,
  },
  {
    id: "ad-4",
    name: "Dizi Maratonu Sponsorluğu",
    type: "video",
    placement: "Pre-roll",
    impressions: 156_780,
    clicks: 9_406,
    ctr: 6.0,
    status: "active",
    budget: 30_000,
    spent: 21_450,
  },
  {
    id: "ad-5",
    name: "Bayram Özel İndirimi",
    type: "banner",
    placement: "Header",
    impressions: 210_000,
    clicks: 6_300,
    ctr: 3.0,
    status: "ended",
    budget: 20_000,
    spent: 20_000,
  },
  {
    id: "ad-6",
    name: "Premium Üyelik Fırsatı",
    type: "banner",
    placement: "Sidebar",
    impressions: 67_890,
    clicks: 1_358,
    ctr: 2.0,
    status: "paused",
    budget: 12_000,
    spent: 5_400,
  },
];

/** SPEC.md §2: "searchable by name or placement" (case-insensitive, Turkish-aware). */
export function filterAds(ads: readonly AdSample[], term: string): AdSample[] {
  return ads.filter((ad) => anyContainsFolded([ad.name, ad.placement], term));
}

/** SPEC.md §2 ad type column. */
export function adTypeText(type: AdType): string {
  return type === "video" ? "Video" : "Banner";
}
