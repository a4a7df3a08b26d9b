/**
 * Issue 29: what Prometheus scrapes from one catalogue instance, in its text
 * format, through prom-client (a kept library, not a hand-written format).
 * main.ts serves it on a listener of its own (METRICS_PORT, loopback by
 * default), never through the public proxy.
 */
import client from "prom-client";

/** Request latency buckets, seconds: a kept page (~1 ms) to a slow export. */
export const LATENCY_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class CatalogMetrics {
  readonly registry = new client.Registry();
  readonly #requests = new client.Counter({
    name: "catalog_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly #latency = new client.Histogram({
    name: "catalog_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [this.registry],
  });
  readonly #keptPages = new client.Counter({
    name: "catalog_kept_pages_total",
    help: "Page requests answered from a kept render (hit) or rendered for them (miss).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly #readyChecks = new client.Histogram({
    name: "catalog_database_ready_check_seconds",
    help: "Round trip of the readiness query to the database (schema version).",
    labelNames: ["outcome"] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean; eventQueueDepth?: () => number } = {}) {
    // prom-client's default set is not used: promtool rejects three of its
    // gauges (nodejs_active_*_total end in _total). The process's own two:
    if (options.processMetrics) {
      new client.Gauge({
        name: "process_resident_memory_bytes",
        help: "Resident memory size in bytes.",
        registers: [this.registry],
        collect() {
          this.set(Deno.memoryUsage().rss);
        },
      });
      const started = Date.now() / 1000 - performance.now() / 1000;
      new client.Gauge({
        name: "process_start_time_seconds",
        help: "Start time of the process since the Unix epoch, in seconds.",
        registers: [this.registry],
      }).set(Math.round(started));
    }
    const depth = options.eventQueueDepth;
    if (depth) {
      new client.Gauge({
        name: "catalog_event_queue_depth",
        help: "Visitors' event counters held in memory, not yet written to the database.",
        registers: [this.registry],
        collect() {
          this.set(depth());
        },
      });
    }
    // Both results exist from the start, so a rate over them is never "no data".
    this.#keptPages.inc({ result: "hit" }, 0);
    this.#keptPages.inc({ result: "miss" }, 0);
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.#requests.inc(labels);
    this.#latency.observe(labels, seconds);
  }

  keptPage(hit: boolean): void {
    this.#keptPages.inc({ result: hit ? "hit" : "miss" });
  }

  readyCheck(outcome: "ready" | "not-ready" | "error", seconds: number): void {
    this.#readyChecks.observe({ outcome }, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
