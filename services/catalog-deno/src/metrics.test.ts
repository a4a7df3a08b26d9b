/** Issue 29: the catalogue's Prometheus metrics, as a scrape and promtool see them. */
import assert from "node:assert/strict";
import { CatalogMetrics } from "./metrics.ts";
import { withApp } from "./testing/harness.ts";
import { promtoolCheck } from "./testing/promtool.ts";

/** The value of one series in the text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

Deno.test("metrics: requests counted by route pattern and status, readiness timed, valid for promtool", async () => {
  const metrics = new CatalogMetrics({ processMetrics: true, eventQueueDepth: () => 3 });
  await withApp(async ({ call }) => {
    await call("GET", "/api/movies/m-kis-uykusu");
    await call("GET", "/api/movies/m-dune");
    await call("GET", "/api/movies/m-yok");
    await call("GET", "/api/ready");
  }, { deps: { metrics } });
  const text = await metrics.text();
  // One series per route, whatever the id: the label is the pattern.
  assert.equal(
    sample(text, 'catalog_http_requests_total{method="GET",route="/api/movies/:id",status="200"}'),
    2,
  );
  assert.equal(
    sample(text, 'catalog_http_requests_total{method="GET",route="/api/movies/:id",status="404"}'),
    1,
  );
  assert.doesNotMatch(text, /m-kis-uykusu|m-dune/);
  assert.equal(
    sample(
      text,
      'catalog_http_request_duration_seconds_count{method="GET",route="/api/ready",status="200"}',
    ),
    1,
  );
  assert.equal(sample(text, 'catalog_database_ready_check_seconds_count{outcome="ready"}'), 1);
  assert.equal(sample(text, "catalog_event_queue_depth"), 3);
  assert.equal(sample(text, 'catalog_kept_pages_total{result="hit"}'), 0);
  assert.ok((sample(text, "process_resident_memory_bytes") ?? 0) > 0);
  const check = await promtoolCheck(text);
  assert.ok(check.ok, check.output);
  assert.equal(check.output, "", "promtool finds nothing to say");
});

Deno.test("main.ts: METRICS_PORT serves /metrics on its own listener; the public port has none", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-metrics-" });
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      DATABASE_PATH: `${dir}/catalog.sqlite`,
      QUIET: "1",
    },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  try {
    while (!text.includes('"listening"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the service stopped: ${text}`);
      text += value;
    }
    const listening = JSON.parse(text.split("\n").find((line) => line.includes('"listening"'))!);
    const publicBase = `http://127.0.0.1:${listening.port}`;
    await (await fetch(`${publicBase}/api/movies?limit=1`)).arrayBuffer();
    const hidden = await fetch(`${publicBase}/metrics`);
    await hidden.arrayBuffer();
    assert.equal(hidden.status, 404);
    const scrape = await fetch(`http://127.0.0.1:${listening.metricsPort}/metrics`);
    assert.match(scrape.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
    const body = await scrape.text();
    assert.equal(
      sample(body, 'catalog_http_requests_total{method="GET",route="/api/movies",status="200"}'),
      1,
    );
    const check = await promtoolCheck(body);
    assert.ok(check.ok, check.output);
  } finally {
    child.kill("SIGTERM");
    await child.status;
    await reader.cancel().catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});
