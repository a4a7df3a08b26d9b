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
import type { MovieFlags, MovieStore } from "../store/store.ts";
import type { ImageCache } from "./images.ts";

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
    // One transaction per request: all of it is done, or (on an error) none.
    const { done, missing } = request.action === "delete"
      ? await store.removeMany(request.ids)
      : await store.updateMany(request.ids, request.changes!, { now: now() });
    if (request.action === "delete") { for (const id of done) images.forget(id); }
    return jsonResponse(JSON.stringify({ data: { done: done.length, missing } }));
  });

  return admin;
}
