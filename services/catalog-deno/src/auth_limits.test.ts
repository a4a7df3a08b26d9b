/**
 * Sign-in limits under attack (issue 13, items 1, 2 and 4): concurrent
 * guesses, a flood of other usernames, rotating addresses, and answers that
 * no cache may keep.
 */
import assert from "node:assert/strict";
import { createHandler } from "./app.ts";
import {
  type AdminAccount,
  hashedPasswordAccount,
  hashPassword,
  LOGIN_FAILURE_LIMIT,
  LOGIN_USERNAME_LIMIT,
  LOGIN_WINDOW_MS,
  MAX_TRACKED_LOGIN_KEYS,
} from "./auth.ts";
import { MAX_BODY_BYTES } from "./http.ts";
import { buildSeed } from "./seed/catalogue.ts";
import { SqliteMovieStore } from "./store/sqlite.ts";
import { ADMIN, assertProblem, EMBED_BASE, withApp } from "./testing/harness.ts";

const WRONG = { username: ADMIN.username, password: "wrong password" };

/** The real PBKDF2 account (fewer iterations, same code), counting how often a password is checked. */
async function countingAccount(): Promise<{ account: AdminAccount; checks: () => number }> {
  const real = hashedPasswordAccount(ADMIN.username, await hashPassword(ADMIN.password, 20_000));
  let checks = 0;
  return {
    account: {
      verify(username, password) {
        checks += 1;
        return real.verify(username, password);
      },
    },
    checks: () => checks,
  };
}

Deno.test("100 concurrent wrong logins over real sockets: at most 5 password checks, the rest 429 with Retry-After", async () => {
  for (let run = 0; run < 3; run++) {
    const store = SqliteMovieStore.open(":memory:", buildSeed(EMBED_BASE));
    const { account, checks } = await countingAccount();
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen() {} },
      createHandler({ store, account }),
    );
    try {
      const url = `http://127.0.0.1:${server.addr.port}/api/auth/login`;
      const answers = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const res = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(WRONG),
          });
          await res.body?.cancel();
          return { status: res.status, retryAfter: res.headers.get("retry-after") };
        }),
      );
      const unauthorized = answers.filter((a) => a.status === 401);
      const limited = answers.filter((a) => a.status === 429);
      assert.ok(checks() <= LOGIN_FAILURE_LIMIT, `run ${run + 1}: ${checks()} password checks`);
      assert.equal(unauthorized.length, checks());
      assert.equal(unauthorized.length + limited.length, 100);
      for (const { retryAfter } of limited) {
        const seconds = Number(retryAfter);
        assert.ok(seconds >= 1 && seconds <= LOGIN_WINDOW_MS / 1000, `Retry-After ${retryAfter}`);
      }
    } finally {
      await server.shutdown();
      await store.close();
    }
  }
});

Deno.test("a locked username stays locked through 10,050 failures under other usernames", async () => {
  await withApp(async ({ call, clock }) => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      assertProblem(await call("POST", "/api/auth/login", { body: WRONG }), 401, "unauthorized");
    }
    assertProblem(await call("POST", "/api/auth/login", { body: WRONG }), 429, "rate-limited");
    // The attack that emptied the old in-memory limiter: more distinct keys than it kept.
    const FLOOD = MAX_TRACKED_LOGIN_KEYS + 50;
    const statuses = new Map<number, number>();
    for (let start = 0; start < FLOOD; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call("POST", "/api/auth/login", {
            body: { username: `izleyici-${start + i}`, password: "wrong" },
          })),
      );
      for (const { status } of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Under pressure new keys are refused, old ones never forgotten.
    assert.ok((statuses.get(429) ?? 0) > 0, JSON.stringify([...statuses]));
    assert.deepEqual([...statuses.keys()].sort(), [401, 429]);
    const still = await call("POST", "/api/auth/login", { body: WRONG });
    assertProblem(still, 429, "rate-limited");
    assert.ok(Number(still.res.headers.get("retry-after")) >= 1);
    // Not even the right password gets through before the window ends...
    assertProblem(await call("POST", "/api/auth/login", { body: ADMIN }), 429, "rate-limited");
    // ...and once it has, the admin signs in.
    clock.advance(LOGIN_WINDOW_MS);
    assert.equal((await call("POST", "/api/auth/login", { body: ADMIN })).status, 200);
  });
});

Deno.test("one username from many addresses: at most LOGIN_USERNAME_LIMIT checks per window", async () => {
  const { account, checks } = await countingAccount();
  await withApp(async ({ call }) => {
    for (let i = 0; i < LOGIN_USERNAME_LIMIT; i++) {
      // Each address stays under its own five.
      assertProblem(
        await call("POST", "/api/auth/login", { body: WRONG, client: `198.51.100.${i}` }),
        401,
        "unauthorized",
      );
    }
    const limited = await call("POST", "/api/auth/login", {
      body: WRONG,
      client: "203.0.113.99",
    });
    assertProblem(limited, 429, "rate-limited");
    assert.ok(Number(limited.res.headers.get("retry-after")) >= 1);
    assert.equal(checks(), LOGIN_USERNAME_LIMIT);
  }, { deps: { account } });
});

Deno.test("every /api/auth answer carries Cache-Control: no-store", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const answers = [
      await call("POST", "/api/auth/login", { body: ADMIN }),
      await call("GET", "/api/auth/session", { token }),
      await call("GET", "/api/auth/session"),
      await call("POST", "/api/auth/login", { body: { username: "" } }),
      await call("POST", "/api/auth/login", {
        rawBody: "x".repeat(MAX_BODY_BYTES + 1),
        headers: { "content-type": "application/json" },
      }),
      await call("POST", "/api/auth/login", {
        rawBody: "username=admin",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      await call("OPTIONS", "/api/auth/login", {
        headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
        unchecked: true,
      }),
      await call("GET", "/api/auth/nope"),
    ];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 1; i++) {
      answers.push(await call("POST", "/api/auth/login", { body: WRONG, client: "192.0.2.77" }));
    }
    answers.push(await call("POST", "/api/auth/logout", { token }));
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 401, 400, 413, 415, 204, 404, 401, 401, 401, 401, 401, 429, 204],
    );
    for (const answer of answers) {
      assert.equal(answer.res.headers.get("cache-control"), "no-store", String(answer.status));
    }
    assert.equal((await call("GET", "/api/movies?limit=1")).res.headers.get("cache-control"), null);
  });
});
