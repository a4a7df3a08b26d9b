/** /admin: what only the admin panel asks (issue 16). */
import { Hono } from "hono";
import { type Contract, toFieldErrors } from "../contract.ts";
import {
  type Env,
  jsonResponse,
  limitBody,
  readJsonBody,
  type SessionReader,
  unauthorized,
  validationProblem,
} from "../http.ts";
import type { operations } from "../../../../openapi/catalog/types.ts";
import { problem } from "../problem.ts";
import type { MovieFlags, MovieStore } from "../store/store.ts";
import type { ImageCache } from "./images.ts";

/** The audit page's size unless asked (the contract's default). */
export const DEFAULT_AUDIT_LIMIT = 25;

type AuditParameters = NonNullable<operations["listAudit"]["parameters"]["query"]>;

interface BulkRequest {
  action: "update" | "delete";
  ids: string[];
  changes?: MovieFlags;
}

export function adminRoutes(deps: {
  store: MovieStore;
  contract: Contract;
  now: () => number;
  sessionOf: SessionReader;
  images: ImageCache;
}): Hono<Env> {
  const { store, contract, now, sessionOf, images } = deps;
  const validateBulk = contract.body("BulkRequest");
  const validateAuditQuery = contract.query("/admin/audit", "get");
  const movieIdPattern = contract.pathPattern("/admin/movies/{id}/restore", "post", "id");
  const admin = new Hono<Env>();

  // Every answer here is for a signed-in admin only.
  admin.use(async (c, next) => {
    const session = await sessionOf(c);
    if (!session) {
      await c.req.raw.body?.cancel();
      return unauthorized();
    }
    c.set("actor", session.username);
    await next();
  });

  admin.get("/counts", async () => {
    return jsonResponse(JSON.stringify({ data: await store.counts() }));
  });

  admin.post("/bulk", limitBody, async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    if (!validateBulk(body.value)) {
      return validationProblem(toFieldErrors(validateBulk.errors));
    }
    const request = body.value as BulkRequest;
    if (request.action === "update" && request.changes === undefined) {
      return validationProblem([{ path: "/changes", message: "is required to update" }]);
    }
    // One transaction per request: all of it is done, or (on an error) none.
    const context = { now: now(), actor: c.get("actor") };
    const { done, missing } = request.action === "delete"
      ? await store.removeMany(request.ids, context)
      : await store.updateMany(request.ids, request.changes!, context);
    if (request.action === "delete") { for (const id of done) images.forget(id); }
    return jsonResponse(JSON.stringify({ data: { done: done.length, missing } }));
  });

  admin.get("/audit", async (c) => {
    const checked = validateAuditQuery(new URL(c.req.url).searchParams);
    if (!checked.ok) {
      return problem("bad-request", {
        detail: checked.errors.map((e) => `${e.path.slice(1)} ${e.message}`).join("; "),
        errors: checked.errors,
      });
    }
    const query = checked.value as AuditParameters;
    const at = now();
    const page = await store.listAudit({
      action: query.action,
      q: query.q,
      movieId: query.movieId,
      from: query.from === undefined ? undefined : Date.parse(query.from),
      to: query.to === undefined ? undefined : Date.parse(query.to),
      limit: query.limit ?? DEFAULT_AUDIT_LIMIT,
      offset: query.offset ?? 0,
    }, at);
    return jsonResponse(JSON.stringify({ data: page }));
  });

  admin.post("/movies/:id/restore", async (c) => {
    const id = c.req.param("id");
    const restored = movieIdPattern.test(id)
      ? await store.restore(id, { now: now(), actor: c.get("actor") })
      : { result: "missing" as const };
    switch (restored.result) {
      case "ok":
        return jsonResponse(JSON.stringify({ data: restored.movie }));
      case "missing":
        return problem("not-found", {
          detail: "No title with this id was deleted in the last 30 days",
        });
      case "conflict":
        return problem("conflict", {
          detail: "Another title has this id, or this name, type and release date, now",
        });
    }
  });

  return admin;
}
