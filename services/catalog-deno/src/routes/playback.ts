/**
 * Issue 15's optional part: POST /playback-reports (how player attempts went,
 * per host, anonymously) and GET /embeds/health (the hosts' health over the
 * last 24 hours, from everyone's reports). Reports are taken only when the
 * service runs with PLAYBACK_REPORTS=1; the health answer says whether.
 */
import { Hono } from "hono";
import { type Contract, toFieldErrors } from "../contract.ts";
import { AddressBudgets } from "../events/limiter.ts";
import type { EventRecorder, PlaybackReport } from "../events/recorder.ts";
import { playbackHealth } from "../events/stats.ts";
import {
  clientOf,
  type Env,
  jsonResponse,
  limitBodyTo,
  readJsonBody,
  validationProblem,
} from "../http.ts";
import { problem } from "../problem.ts";
import type { EventStore } from "../store/events.ts";

/** Largest report batch body, in bytes. */
export const PLAYBACK_REPORTS_MAX_BYTES = 4 * 1024;
/** Reports one address may send per window... */
export const PLAYBACK_REPORTS_PER_ADDRESS = 60;
/** ...of one minute. */
export const PLAYBACK_REPORTS_WINDOW_MS = 60_000;
const MAX_TRACKED_REPORT_ADDRESSES = 50_000;
/** Browsers may reuse a health answer this long (seconds). */
const HEALTH_MAX_AGE_S = 60;

export function playbackReportRoutes(deps: {
  contract: Contract;
  recorder: EventRecorder;
  now: () => number;
  trustProxy: boolean;
  enabled: boolean;
  /** The configured player hosts: the only origins a report may name. */
  playerHosts: readonly string[];
}): Hono<Env> {
  const { contract, recorder, now } = deps;
  const validate = contract.body("PlaybackReportBatch");
  const hosts = new Set(deps.playerHosts.map((url) => new URL(url).origin));
  const budgets = new AddressBudgets(
    PLAYBACK_REPORTS_PER_ADDRESS,
    PLAYBACK_REPORTS_WINDOW_MS,
    MAX_TRACKED_REPORT_ADDRESSES,
  );
  const reports = new Hono<Env>();

  reports.post("/", limitBodyTo(PLAYBACK_REPORTS_MAX_BYTES), async (c) => {
    if (!deps.enabled) {
      await c.req.raw.body?.cancel();
      return problem("not-found", {
        detail: "Playback reports are switched off (PLAYBACK_REPORTS=1 turns them on)",
      });
    }
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    if (!validate(body.value)) return validationProblem(toFieldErrors(validate.errors));
    const batch = (body.value as { reports: PlaybackReport[] }).reports;
    const stranger = batch.findIndex((report) => !hosts.has(report.host));
    if (stranger !== -1) {
      return validationProblem([{
        path: `/reports/${stranger}/host`,
        message: "is not one of the configured player hosts",
      }]);
    }
    const at = now();
    const spent = budgets.spend(clientOf(c, deps.trustProxy), batch.length, at);
    if (!spent.ok) {
      return problem("rate-limited", {
        detail:
          `At most ${PLAYBACK_REPORTS_PER_ADDRESS} playback reports per minute from one address`,
        headers: { "retry-after": String(spent.retryAfterSeconds) },
      });
    }
    recorder.addReports(batch, at);
    if (recorder.due(at)) await recorder.flush();
    return c.body(null, 202);
  });

  return reports;
}

export function playbackHealthRoutes(deps: {
  store: EventStore;
  recorder: EventRecorder;
  now: () => number;
  enabled: boolean;
}): Hono<Env> {
  const health = new Hono<Env>();
  health.get("/", async () => {
    if (deps.enabled) await deps.recorder.flush();
    const data = await playbackHealth(deps.store, deps.enabled, deps.now());
    return jsonResponse(JSON.stringify({ data }), 200, {
      "cache-control": `public, max-age=${HEALTH_MAX_AGE_S}`,
    });
  });
  return health;
}
