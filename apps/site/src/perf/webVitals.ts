import type { Metric } from "web-vitals";

export type VitalsReporter = (metric: Metric) => void;

/** The part of web-vitals the report uses. */
interface VitalsModule {
  onCLS(report: VitalsReporter): void;
  onFCP(report: VitalsReporter): void;
  onINP(report: VitalsReporter): void;
  onLCP(report: VitalsReporter): void;
  onTTFB(report: VitalsReporter): void;
}

/**
 * SPEC.md §9: the performance-metrics report is loaded lazily and used only
 * when a callback is given: without one, not a byte of it is downloaded.
 * Resolves once the report is listening (false when there is no callback).
 */
export async function startPerformanceReport(
  onReport: VitalsReporter | undefined,
  load: () => Promise<VitalsModule> = () => import("web-vitals"),
): Promise<boolean> {
  if (!onReport) return false;
  const vitals = await load();
  for (const listen of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB]) {
    listen(onReport);
  }
  return true;
}

/** A reporter that posts each metric to `url` without delaying the page (sendBeacon). */
export function beaconReporter(url: string): VitalsReporter {
  return (metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: window.location.pathname,
    });
    if (!navigator.sendBeacon?.(url, body)) {
      void fetch(url, { method: "POST", body, keepalive: true }).catch(() => {});
    }
  };
}
