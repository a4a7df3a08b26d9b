/** GET /admin/stats: the statistics page's figures (issue 16), for a signed-in admin. */
import { Hono } from "hono";
import type { Contract } from "../contract.ts";
import { periodOf } from "../events/period.ts";
import type { EventRecorder } from "../events/recorder.ts";
import { statsOf } from "../events/stats.ts";
import {
  type Env,
  jsonResponse,
  type SessionReader,
  unauthorized,
  validationProblem,
} from "../http.ts";
import type { Movie, MovieStore } from "../store/store.ts";

/** Title keys whose id may be a catalogue id (`movie:m-kis-uykusu`, `series:s-sahsiyet`). */
const CATALOGUE_KEY = /^(movie|tv|series):([A-Za-z0-9_-]{1,64})$/;

export function statsRoutes(deps: {
  store: MovieStore;
  contract: Contract;
  recorder: EventRecorder;
  now: () => number;
  sessionOf: SessionReader;
  playbackReports: boolean;
}): Hono<Env> {
  const { store, recorder, now } = deps;
  const validateQuery = deps.contract.query("/admin/stats", "get");
  const stats = new Hono<Env>();

  /** Names come from the catalogue where it holds the title: a visitor cannot rename it. */
  const catalogueName = async (title: string) => {
    const id = CATALOGUE_KEY.exec(title)?.[2];
    const doc = id === undefined ? undefined : await store.get(id);
    return doc === undefined ? undefined : (JSON.parse(doc) as Movie).title;
  };

  stats.get("/", async (c) => {
    if (!(await deps.sessionOf(c))) return unauthorized();
    const query = validateQuery(new URL(c.req.url).searchParams);
    if (!query.ok) return validationProblem(query.errors);
    const { from, to, days } = query.value as { from?: string; to?: string; days?: number };
    const at = now();
    const period = periodOf(from, to, at, days);
    if (!period.ok) return validationProblem([{ path: period.path, message: period.message }]);
    // What this instance counted so far is written first: the page shows it.
    await recorder.flush();
    const data = await statsOf({
      store: store.events,
      period: period.period,
      now: at,
      playbackReports: deps.playbackReports,
      catalogueName,
    });
    return jsonResponse(JSON.stringify({ data }), 200, { "cache-control": "no-store" });
  });

  return stats;
}
