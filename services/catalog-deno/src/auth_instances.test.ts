/**
 * Two catalogue instances behind one load balancer share sign-in state
 * through PostgreSQL (issue 13, item 3): the real server of the services
 * suite (testing/pg_cluster.ts), two handlers on two sockets.
 */
import assert from "node:assert/strict";
import { createHandler } from "./app.ts";
import { LOGIN_FAILURE_LIMIT, passwordAccount } from "./auth.ts";
import { buildSeed } from "./seed/catalogue.ts";
import { PostgresMovieStore } from "./store/postgres.ts";
import { ADMIN, EMBED_BASE } from "./testing/harness.ts";
import { startPostgres } from "./testing/pg_cluster.ts";

interface Instance {
  post(path: string, body?: unknown, token?: string): Promise<Response>;
  get(path: string, token?: string): Promise<Response>;
}

async function answer(res: Promise<Response>): Promise<{ status: number; json: unknown }> {
  const response = await res;
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

Deno.test("two instances on one PostgreSQL share sessions, revocation and the sign-in budget", async () => {
  const cluster = await startPostgres();
  const stores: PostgresMovieStore[] = [];
  const servers: Deno.HttpServer<Deno.NetAddr>[] = [];
  try {
    const url = await cluster.createDatabase();
    const seed = buildSeed(EMBED_BASE);
    const [a, b] = await Promise.all(["A", "B"].map(async (): Promise<Instance> => {
      const store = await PostgresMovieStore.open(url, seed);
      stores.push(store);
      const server = Deno.serve(
        { hostname: "127.0.0.1", port: 0, onListen() {} },
        createHandler({ store, account: passwordAccount(ADMIN.username, ADMIN.password) }),
      );
      servers.push(server);
      const base = `http://127.0.0.1:${server.addr.port}`;
      const headers = (token?: string): Record<string, string> => ({
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
      return {
        post: (path, body, token) =>
          fetch(base + path, {
            method: "POST",
            headers: headers(token),
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          }),
        get: (path, token) => fetch(base + path, { headers: headers(token) }),
      };
    })) as [Instance, Instance];

    // A token from A works on B.
    const login = await answer(a.post("/api/auth/login", ADMIN));
    assert.equal(login.status, 200);
    const { token } = login.json as { token: string };
    assert.equal((await answer(b.get("/api/auth/session", token))).status, 200);
    const created = await answer(
      b.post("/api/movies", { title: "İki Örnek Arası", type: "movie" }, token),
    );
    assert.equal(created.status, 201);

    // Logout on A revokes on B.
    assert.equal((await answer(a.post("/api/auth/logout", undefined, token))).status, 204);
    assert.equal((await answer(b.get("/api/auth/session", token))).status, 401);
    assert.equal(
      (await answer(b.post("/api/movies", { title: "Geç Kalan", type: "movie" }, token))).status,
      401,
    );

    // Five failures spread over A and B lock both.
    const wrong = { username: ADMIN.username, password: "yanlış" };
    const spread = [a, b, a, b, a];
    assert.equal(spread.length, LOGIN_FAILURE_LIMIT);
    for (const instance of spread) {
      assert.equal((await answer(instance.post("/api/auth/login", wrong))).status, 401);
    }
    for (const instance of [a, b]) {
      const limited = await instance.post("/api/auth/login", ADMIN);
      await limited.body?.cancel();
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get("retry-after")) >= 1);
    }
  } finally {
    await Promise.all(servers.map((server) => server.shutdown()));
    await Promise.all(stores.map((store) => store.close()));
    await cluster.stop();
  }
});
