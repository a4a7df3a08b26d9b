// Requests timed one at a time over one kept-alive connection, as bench:scale
// measures a catalogue: each answer's milliseconds, status and body, and the
// first answer and p95 of a list of them.
import http from "node:http";

/** Stops after this many requests, or after MEASURE_BUDGET_MS. */
export const REQUESTS = 50;
const MEASURE_BUDGET_MS = 60_000;

export function timedClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  /**
   * One GET, the whole body read; milliseconds and the status.
   * @param {number} port @param {string} target @param {string} [host]
   */
  function get(port, target, host) {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        {
          host: "127.0.0.1",
          port,
          path: target,
          agent,
          headers: { host: host ?? `127.0.0.1:${port}`, "accept-encoding": "identity" },
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
    });
  }

  /**
   * The first answer and the p95 of `requests`, one at a time.
   * @param {number} port
   * @param {{ path: string, host?: string | undefined }[]} requests
   */
  async function measure(port, requests) {
    const deadline = Date.now() + MEASURE_BUDGET_MS;
    /** @type {number[]} */
    const times = [];
    for (const request of requests) {
      const res = /** @type {{ ms: number, status: number }} */ (
        await get(port, request.path, request.host)
      );
      if (res.status !== 200) throw new Error(`${request.path}: ${res.status}`);
      times.push(res.ms);
      if (Date.now() > deadline) break;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
    return { first: times[0] ?? NaN, p95, n: times.length };
  }

  return { get, measure, close: () => agent.destroy() };
}
