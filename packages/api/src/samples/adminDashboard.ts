/**
 * SPEC.md §2 dashboard: "four stat cards (total users, total films, active
 * ads, daily views), each with a percent change". Total films comes from the
 * catalogue; active ads matches the ad samples' active count so the two
 * screens agree (a test holds them together); the rest is sample data.
 */
import { AD_SAMPLES, type AdSample } from "./adminAds";

export interface DashboardFigure {
  label: string;
  /** Percent change against the previous month; positive is up. */
  change: number;
}

export interface DashboardSampleFigure extends DashboardFigure {
  value: number;
}

export const DASHBOARD_STATS = {
  totalUsers: { label: "Toplam Kullanıcı", value: 12_847, change: 12.5 },
  /** The value is the catalogue's count of films. */
  totalFilms: { label: "Toplam Film", change: 8.2 },
  activeAds: {
    label: "Aktif Reklam",
    value: 3,
    change: -3.1,
  },
  dailyViews: { label: "Günlük Görüntülenme", value: 89_234, change: 15.3 },
} as const satisfies {
  totalUsers: DashboardSampleFigure;
  totalFilms: DashboardFigure;
  activeAds: DashboardSampleFigure;
  dailyViews: DashboardSampleFigure;
};

/** SPEC.md §2 dashboard "a table of recent ads": the first ones of the sample list. */
export function recentAds(count: number, ads: readonly AdSample[] = AD_SAMPLES): AdSample[] {
  return ads.slice(0, count);
}
