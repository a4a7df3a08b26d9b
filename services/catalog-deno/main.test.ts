import assert from "node:assert/strict";
import { TextLineStream } from "./src/testing/lines.ts";

/** Starts the real service (main.ts) on a free port with a fresh SQLite file. */
async function startService(env: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: "sinema-main-" });
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname],
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: `${dir}/data/catalog.sqlite`,
      NO_COLOR: "1",
      ...env,
    },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).pipeThrough(
    new TextLineStream(),
  );
  const reader = lines.getReader();
  const next = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("the service closed its output");
    return JSON.parse(value) as Record<string, unknown>;
  };
  let listening: Record<string, unknown>;
  do listening = await next(); while (listening.event !== "listening");
  return {
    dir,
    child,
    next,
    reader,
    port: listening.port as number,
    listening,
  };
}

Deno.test("main.ts: seeds a new SQLite file, logs one JSON line per request, stops cleanly on SIGTERM", async () => {
  const service = await startService({ ADMIN_PASSWORD: "gizli" });
  try {
    assert.equal(service.listening.database, "sqlite");
    const base = `http://127.0.0.1:${service.port}`;
    const list = await fetch(`${base}/api/movies?limit=3`);
    assert.equal((await list.json()).data.movies.length, 3);
    const missing = await fetch(`${base}/api/movies/m-yok`);
    await missing.body?.cancel();
    assert.equal(missing.status, 404);
    const first = await service.next();
    assert.deepEqual({ ...first, ms: 0 }, {
      method: "GET",
      path: "/api/movies",
      status: 200,
      ms: 0,
    });
    assert.equal(typeof first.ms, "number");
    assert.deepEqual(
      { ...(await service.next()), ms: 0 },
      { method: "GET", path: "/api/movies/m-yok", status: 404, ms: 0 },
    );
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "gizli" }),
    });
    assert.equal(login.status, 200);
    await login.body?.cancel();
    await service.next();

    service.child.kill("SIGTERM");
    assert.deepEqual(await service.next(), {
      event: "stopping",
      signal: "SIGTERM",
    });
    assert.deepEqual(await service.next(), { event: "stopped" });
    const status = await service.child.status;
    assert.equal(status.code, 0);
    assert.ok((await Deno.stat(`${service.dir}/data/catalog.sqlite`)).isFile);
  } finally {
    await service.reader.cancel().catch(() => {});
    if (
      (await Promise.race([service.child.status, Promise.resolve(null)])) ===
        null
    ) {
      service.child.kill("SIGKILL");
      await service.child.status;
    }
    await Deno.remove(service.dir, { recursive: true });
  }
});

Deno.test("main.ts: without a password admin login is refused; with a hash file it works", async () => {
  const hashFile = await Deno.makeTempFile();
  const { hashPassword } = await import("./src/auth.ts");
  await Deno.writeTextFile(
    hashFile,
    `${await hashPassword("dosyadaki şifre", 1000)}\n`,
  );
  for (
    const [env, password, expected] of [
      [{}, "x", 401],
      [{ ADMIN_PASSWORD_HASH_FILE: hashFile }, "dosyadaki şifre", 200],
    ] as const
  ) {
    const service = await startService(env);
    try {
      const res = await fetch(
        `http://127.0.0.1:${service.port}/api/auth/login`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "admin", password }),
        },
      );
      await res.body?.cancel();
      assert.equal(res.status, expected);
    } finally {
      service.child.kill("SIGTERM");
      await service.child.status;
      await service.reader.cancel().catch(() => {});
      await Deno.remove(service.dir, { recursive: true });
    }
  }
  await Deno.remove(hashFile);
});

/** Runs main.ts to its end and returns its exit code and output. */
async function runToEnd(env: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: "sinema-main-" });
  try {
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname],
      env: { PORT: "0", HOST: "127.0.0.1", DATABASE_PATH: `${dir}/catalog.sqlite`, ...env },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
    return { code: output.code, lines: text.trim().split("\n") };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("main.ts: a bad DATABASE_URL, an unreachable database or a taken port → one line naming the variable, exit 1", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const closedPort = (closed.addr as Deno.NetAddr).port;
  closed.close();
  const taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    for (
      const [env, expected] of [
        [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL must start with postgres:\/\//],
        [
          { DATABASE_URL: `postgres://u:sır@127.0.0.1:${closedPort}/katalog` },
          new RegExp(
            `^DATABASE_URL: cannot open the PostgreSQL database at 127\\.0\\.0\\.1:${closedPort}/katalog: .*ECONNREFUSED`,
          ),
        ],
        [
          { PORT: String((taken.addr as Deno.NetAddr).port) },
          /^PORT \d+ is already in use on 127\.0\.0\.1: set PORT to another port$/,
        ],
      ] as const
    ) {
      const { code, lines } = await runToEnd(env);
      assert.equal(code, 1);
      assert.equal(lines.length, 1, lines.join("\n"));
      const line = JSON.parse(lines[0]!);
      assert.equal(line.event, "error");
      assert.match(line.message, expected);
      assert.doesNotMatch(line.message, /sır/, "the password stays out of the log");
    }
  } finally {
    taken.close();
  }
});

Deno.test("main.ts: SIGTERM drains: a request in flight is answered, new connections are refused, exit 0", async () => {
  // A metadata service that takes its time: the proxied request is in flight when SIGTERM comes.
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => arrived = resolve);
  const slow = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return Response.json({ id: 1, title: "Yavaş" });
  });
  const service = await startService({
    TMDB_API_KEY: "k",
    TMDB_BASE_URL: `http://127.0.0.1:${slow.addr.port}`,
  });
  try {
    const base = `http://127.0.0.1:${service.port}`;
    const ready = await fetch(`${base}/api/ready`);
    assert.deepEqual(await ready.json(), { status: "ready" });
    const pending = fetch(`${base}/api/tmdb/movie/1`);
    await inFlight;
    service.child.kill("SIGTERM");
    await service.next(); // The /api/ready line.
    assert.deepEqual(await service.next(), { event: "stopping", signal: "SIGTERM" });
    await assert.rejects(fetch(`${base}/api/health`), "a new connection is refused");
    const answered = await pending;
    assert.equal(answered.status, 200);
    assert.equal((await answered.json()).title, "Yavaş");
    assert.equal((await service.child.status).code, 0);
  } finally {
    await service.reader.cancel().catch(() => {});
    await service.child.status;
    await slow.shutdown();
    await Deno.remove(service.dir, { recursive: true });
  }
});

Deno.test("main.ts: with DRAIN_DELAY_MS, SIGTERM first says draining on /api/ready while still answering, then stops", async () => {
  const service = await startService({ DRAIN_DELAY_MS: "600" });
  try {
    const base = `http://127.0.0.1:${service.port}`;
    service.child.kill("SIGTERM");
    assert.deepEqual(await service.next(), { event: "stopping", signal: "SIGTERM" });
    const ready = await fetch(`${base}/api/ready`);
    assert.equal(ready.status, 503);
    assert.equal((await ready.json()).reason, "draining");
    const list = await fetch(`${base}/api/movies?limit=1`);
    assert.equal(list.status, 200, "still answering during the delay");
    await list.arrayBuffer();
    assert.equal((await service.child.status).code, 0);
    await assert.rejects(fetch(`${base}/api/health`));
  } finally {
    await service.reader.cancel().catch(() => {});
    await Deno.remove(service.dir, { recursive: true });
  }
});
