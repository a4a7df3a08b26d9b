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
import type { Movie, MovieFlags, MovieStore } from "../store/store.ts";
import type { ImageCache } from "./images.ts";
import { withFlags } from "./movies.ts";

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
  const admin = new Hono<Env>();

  // Every answer here is for a signed-in admin only.
  admin.use(async (c, next) => {
    if (!(await sessionOf(c))) {
      await c.req.raw.body?.cancel();
      return unauthorized();
    }
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
    const stamp = new Date(now()).toISOString();
    const missing: string[] = [];
    let done = 0;
    for (const id of request.ids) {
      if (request.action === "delete") {
        if (await store.remove(id)) {
          images.forget(id);
          done++;
        } else {
          missing.push(id);
        }
        continue;
      }
      const existing = await store.get(id);
      const result = existing === undefined
        ? "missing"
        : await store.replace(withFlags(JSON.parse(existing) as Movie, request.changes!, stamp));
      if (result === "ok") done++;
      else missing.push(id);
    }
    return jsonResponse(JSON.stringify({ data: { done, missing } }));
  });

  return admin;
}
