/** /admin: what only the admin panel asks (issue 16). */
import { Hono } from "hono";
import { type Env, jsonResponse, type SessionReader, unauthorized } from "../http.ts";
import type { MovieStore } from "../store/store.ts";

export function adminRoutes(deps: {
  store: MovieStore;
  sessionOf: SessionReader;
}): Hono<Env> {
  const { store, sessionOf } = deps;
  const admin = new Hono<Env>();

  // Every answer here is for a signed-in admin only.
  admin.use(async (c, next) => {
    if (!(await sessionOf(c))) return unauthorized();
    await next();
  });

  admin.get("/counts", async () => {
    return jsonResponse(JSON.stringify({ data: await store.counts() }));
  });

  return admin;
}
