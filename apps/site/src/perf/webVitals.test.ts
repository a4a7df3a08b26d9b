import { describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";
import { startPerformanceReport } from "./webVitals";

describe("performance report (SPEC.md §9: loaded lazily, used only with a callback)", () => {
  it("loads nothing when no callback is configured", async () => {
    const load = vi.fn();
    await expect(startPerformanceReport(undefined, load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the library and hands every Core Web Vital to the callback", async () => {
    const listeners: Array<(metric: Metric) => void> = [];
    const listen = (callback: (metric: Metric) => void) => void listeners.push(callback);
    const load = vi.fn(async () => ({
      onCLS: listen,
      onFCP: listen,
      onINP: listen,
      onLCP: listen,
      onTTFB: listen,
    }));
    const seen: string[] = [];
    await expect(startPerformanceReport((m) => seen.push(m.name), load)).resolves.toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(listeners).toHaveLength(5);
    listeners[3]?.({ name: "LCP", value: 1200 } as Metric);
    expect(seen).toEqual(["LCP"]);
  });
});
