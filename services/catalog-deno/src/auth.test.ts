import assert from "node:assert/strict";
import {
  hashedPasswordAccount,
  hashPassword,
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  SESSION_TTL_MS,
  tokenHash,
} from "./auth.ts";
import { ADMIN, assertProblem, withApp } from "./testing/harness.ts";

const WRONG = { username: ADMIN.username, password: "wrong password" };

Deno.test("login returns an opaque random token with an 8 h expiry; the session endpoint accepts it", async () => {
  await withApp(async ({ call, clock, store }) => {
    const first = await call("POST", "/api/auth/login", { body: ADMIN });
    assert.equal(first.status, 200);
    const { token, role, expiresAt } = first.json;
    assert.equal(role, "admin");
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(Date.parse(expiresAt), clock.now() + SESSION_TTL_MS);
    const second = (await call("POST", "/api/auth/login", { body: ADMIN })).json.token;
    assert.notEqual(second, token);

    const session = await call("GET", "/api/auth/session", { token });
    assert.equal(session.status, 200);
    assert.deepEqual(session.json, { token, role: "admin", expiresAt });
    // Stored server-side as a hash only.
    assert.equal(await store.getSession(token, clock.now()), undefined);
    assert.ok(await store.getSession(await tokenHash(token), clock.now()));
  });
});

Deno.test("wrong credentials answer 401, and so do a wrong username and a missing token", async () => {
  await withApp(async ({ call }) => {
    assertProblem(
      await call("POST", "/api/auth/login", { body: WRONG }),
      401,
      "unauthorized",
    );
    assertProblem(
      await call("POST", "/api/auth/login", {
        body: { ...ADMIN, username: "root" },
      }),
      401,
      "unauthorized",
    );
    assertProblem(await call("GET", "/api/auth/session"), 401, "unauthorized");
    assertProblem(
      await call("GET", "/api/auth/session", { token: "A".repeat(43) }),
      401,
      "unauthorized",
    );
  });
});

Deno.test("login bodies are validated against LoginRequest", async () => {
  await withApp(async ({ call }) => {
    for (
      const body of [
        {},
        { username: "admin" },
        { username: "", password: "x" },
        { username: "admin", password: "x", remember: true },
        { username: 1, password: 2 },
        [],
        "admin",
      ]
    ) {
      assertProblem(
        await call("POST", "/api/auth/login", { body }),
        400,
        "validation",
      );
    }
  });
});

Deno.test("five failures per minute per client and username, then 429 with Retry-After", async () => {
  await withApp(async ({ call, clock }) => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      assertProblem(
        await call("POST", "/api/auth/login", { body: WRONG }),
        401,
        "unauthorized",
      );
      clock.advance(1000);
    }
    const limited = await call("POST", "/api/auth/login", { body: WRONG });
    assertProblem(limited, 429, "rate-limited");
    const retryAfter = Number(limited.res.headers.get("retry-after"));
    assert.equal(
      retryAfter,
      (LOGIN_WINDOW_MS - LOGIN_FAILURE_LIMIT * 1000) / 1000,
    );
    // Even the right password waits: the limit is on attempts, not on guesses.
    assertProblem(
      await call("POST", "/api/auth/login", { body: ADMIN }),
      429,
      "rate-limited",
    );
    // Another client, or another username, is not affected.
    assert.equal(
      (await call("POST", "/api/auth/login", {
        body: ADMIN,
        client: "198.51.100.7",
      })).status,
      200,
    );
    assertProblem(
      await call("POST", "/api/auth/login", {
        body: { ...WRONG, username: "editor" },
      }),
      401,
      "unauthorized",
    );
    clock.advance(retryAfter * 1000);
    assert.equal(
      (await call("POST", "/api/auth/login", { body: ADMIN })).status,
      200,
    );
  });
});

Deno.test("behind a trusted proxy the limit is per X-Forwarded-For client", async () => {
  await withApp(async ({ call }) => {
    const from = (ip: string) => ({
      body: WRONG,
      headers: { "x-forwarded-for": `${ip}, 10.0.0.1` },
    });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      assertProblem(
        await call("POST", "/api/auth/login", from("203.0.113.5")),
        401,
        "unauthorized",
      );
    }
    assertProblem(await call("POST", "/api/auth/login", from("203.0.113.5")), 429, "rate-limited");
    // Same socket address (the proxy), another client behind it.
    assertProblem(await call("POST", "/api/auth/login", from("203.0.113.6")), 401, "unauthorized");
  }, { deps: { trustProxy: true } });
  await withApp(async ({ call }) => {
    // Without TRUST_PROXY the header is ignored: it cannot be used to dodge the limit.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await call("POST", "/api/auth/login", {
        body: WRONG,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
    }
    assertProblem(await call("POST", "/api/auth/login", { body: WRONG }), 429, "rate-limited");
  });
});

Deno.test("logout revokes the token; an expired session is refused", async () => {
  await withApp(async ({ call, login, clock }) => {
    const token = await login();
    assert.equal(
      (await call("POST", "/api/auth/logout", { token })).status,
      204,
    );
    assertProblem(
      await call("GET", "/api/auth/session", { token }),
      401,
      "unauthorized",
    );
    assertProblem(
      await call("DELETE", "/api/movies/m-dune", { token }),
      401,
      "unauthorized",
    );
    // Logging out twice, or without a token, is harmless.
    assert.equal(
      (await call("POST", "/api/auth/logout", { token })).status,
      204,
    );
    assert.equal((await call("POST", "/api/auth/logout")).status, 204);

    const later = await login();
    clock.advance(SESSION_TTL_MS - 1);
    assert.equal(
      (await call("GET", "/api/auth/session", { token: later })).status,
      200,
    );
    clock.advance(1);
    assertProblem(
      await call("GET", "/api/auth/session", { token: later }),
      401,
      "unauthorized",
    );
    assertProblem(
      await call("DELETE", "/api/movies/m-dune", { token: later }),
      401,
      "unauthorized",
    );
  });
});

Deno.test("a stored PBKDF2 hash verifies the password and nothing else", async () => {
  const encoded = await hashPassword("gizli-şifre", 1000);
  assert.match(encoded, /^pbkdf2-sha256\$1000\$/);
  const account = hashedPasswordAccount("admin", encoded);
  assert.equal(await account.verify("admin", "gizli-şifre"), true);
  assert.equal(await account.verify("admin", "gizli-sifre"), false);
  assert.equal(await account.verify("Admin", "gizli-şifre"), false);
  assert.throws(
    () => hashedPasswordAccount("admin", "plain-text"),
    /pbkdf2-sha256/,
  );
});

Deno.test("the hash `npm start` writes with Node's crypto verifies here", async () => {
  const script = new URL(
    "../../../scripts/lib/admin-password.mjs",
    import.meta.url,
  );
  const output = await new Deno.Command("node", {
    args: [
      "--input-type=module",
      "-e",
      `import { hashPassword } from ${JSON.stringify(script.href)};
       process.stdout.write(hashPassword("node ile yazıldı", 2000));`,
    ],
  }).output();
  assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
  const encoded = new TextDecoder().decode(output.stdout);
  const account = hashedPasswordAccount("admin", encoded);
  assert.equal(await account.verify("admin", "node ile yazıldı"), true);
  assert.equal(await account.verify("admin", "node ile yazildi"), false);
});

Deno.test("npm start without ADMIN_PASSWORD: a random password, printed once, only its hash kept (mode 600)", async () => {
  const dir = await Deno.makeTempDir();
  const file = `${dir}/data/admin-password.pbkdf2`;
  const script = new URL("../../../scripts/lib/admin-password.mjs", import.meta.url);
  const start = async (env: Record<string, string>) => {
    const output = await new Deno.Command("node", {
      args: [
        "--input-type=module",
        "-e",
        `import { adminPasswordEnv } from ${JSON.stringify(script.href)};
         console.log("ENV " + JSON.stringify(adminPasswordEnv(${JSON.stringify(env)}, ${
          JSON.stringify(file)
        })));`,
      ],
    }).output();
    assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
    return new TextDecoder().decode(output.stdout);
  };
  try {
    const first = await start({});
    const password = /password +(\S+)/.exec(first)?.[1];
    assert.ok(password && password.length >= 20, first);
    assert.match(first, /To reset: delete that file/);
    assert.match(first, new RegExp(`ENV {"ADMIN_PASSWORD_HASH_FILE":"${file}"}`));
    const stored = await Deno.readTextFile(file);
    assert.ok(!stored.includes(password), "the password itself is not stored");
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600);
    assert.equal(await hashedPasswordAccount("admin", stored).verify("admin", password), true);

    const second = await start({});
    assert.doesNotMatch(second, /Admin account/, "printed only once");
    assert.equal(await Deno.readTextFile(file), stored);
    assert.match(await start({ ADMIN_PASSWORD: "kendi-sifrem" }), /ENV {}/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
