/** /auth: admin sign-in, sign-out and the session check. */
import { Hono, type MiddlewareHandler } from "hono";
import {
  type AdminAccount,
  newToken,
  reserveLoginAttempt,
  SESSION_TTL_MS,
  tokenHash,
} from "../auth.ts";
import { type Contract, toFieldErrors } from "../contract.ts";
import {
  bearerToken,
  clientOf,
  type Env,
  limitBody,
  readJsonBody,
  type SessionReader,
  unauthorized,
  validationProblem,
} from "../http.ts";
import { problem } from "../problem.ts";
import type { MovieStore } from "../store/store.ts";

/**
 * Every /api/auth answer, refusals included, carries a token or says whether
 * one is valid: no browser or proxy may keep it. Mounted ahead of CORS and
 * the body limit, so their answers on these paths carry it too.
 */
export const noStore: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  c.res.headers.set("cache-control", "no-store");
};

export function authRoutes(deps: {
  store: MovieStore;
  account: AdminAccount;
  contract: Contract;
  now: () => number;
  sessionOf: SessionReader;
  trustProxy: boolean;
}): Hono<Env> {
  const { store, account, now, sessionOf } = deps;
  const validateLogin = deps.contract.body("LoginRequest");
  const auth = new Hono<Env>();

  auth.post("/login", limitBody, async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    if (!validateLogin(body.value)) {
      return validationProblem(toFieldErrors(validateLogin.errors));
    }
    const { username, password } = body.value as { username: string; password: string };
    // Counted before the password is checked: concurrent guesses each take
    // one of the budget's attempts, so at most the budget is ever checked.
    const reserved = await reserveLoginAttempt(
      store,
      clientOf(c, deps.trustProxy),
      username,
      now(),
    );
    if (!reserved.ok) {
      return problem("rate-limited", {
        detail: `Try again in ${reserved.retryAfter} s`,
        headers: { "retry-after": String(reserved.retryAfter) },
      });
    }
    if (!(await account.verify(username, password))) {
      return problem("unauthorized", { detail: "Wrong username or password" });
    }
    await Promise.all(reserved.keys.map((key) => store.clearLoginAttempts(key)));
    await store.deleteExpiredSessions(now());
    const token = newToken();
    const expiresAt = now() + SESSION_TTL_MS;
    await store.createSession({ tokenHash: await tokenHash(token), expiresAt, username });
    return c.json({ token, role: "admin", expiresAt: new Date(expiresAt).toISOString() });
  });

  auth.post("/logout", async (c) => {
    const token = bearerToken(c);
    if (token) await store.deleteSession(await tokenHash(token));
    return new Response(null, { status: 204 });
  });

  auth.get("/session", async (c) => {
    const session = await sessionOf(c);
    if (!session) return unauthorized();
    return c.json({
      token: session.token,
      role: "admin",
      expiresAt: new Date(session.expiresAt).toISOString(),
    });
  });

  return auth;
}
