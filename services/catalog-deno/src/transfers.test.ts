/**
 * Device transfer ('Cihaz Aktar', issue 14) through the HTTP API, on SQLite
 * and on the real PostgreSQL of the services suite (testing/pg_cluster.ts):
 * create, one-time read, concurrent read, expiry, size cap, rate limit and
 * malformed requests. Every answer is checked against openapi/catalog.yaml.
 */
import assert from "node:assert/strict";
import {
  TRANSFER_CREATION_WINDOW_MS,
  TRANSFER_CREATIONS_PER_WINDOW,
  TRANSFER_MAX_BYTES,
  TRANSFER_MIN_BYTES,
  TRANSFER_TTL_MS,
} from "./routes/transfers.ts";
import { PostgresMovieStore } from "./store/postgres.ts";
import type { MovieStore, Seed } from "./store/store.ts";
import { type Answer, assertProblem, type TestApp, withApp } from "./testing/harness.ts";
import { startPostgres } from "./testing/pg_cluster.ts";

const OCTETS = { "content-type": "application/octet-stream" };

/** Bytes that look like a sealed record: incompressible, nothing readable. */
function ciphertext(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(length, offset + 65_536)));
  }
  bytes[0] = 1;
  return bytes;
}

async function create(
  app: TestApp,
  payload: Uint8Array<ArrayBuffer>,
  client?: string,
): Promise<Answer> {
  return await app.call("POST", "/api/transfers", {
    rawBody: payload,
    headers: OCTETS,
    ...(client ? { client } : {}),
  });
}

async function take(app: TestApp, id: string): Promise<Answer & { bytes: Uint8Array }> {
  const answer = await app.call("GET", `/api/transfers/${id}`);
  return { ...answer, bytes: new Uint8Array(await answer.res.clone().arrayBuffer()) };
}

interface TransferCase {
  name: string;
  run(app: TestApp): Promise<void>;
}

const CASES: TransferCase[] = [
  {
    name: "a posted ciphertext comes back byte for byte once, then 404; no cache may keep either",
    async run(app) {
      const payload = ciphertext(4000);
      const created = await create(app, payload);
      assert.equal(created.status, 201, JSON.stringify(created.json));
      const { id, expiresAt } = created.json as { id: string; expiresAt: string };
      assert.match(id, /^[A-Za-z0-9_-]{22}$/);
      assert.equal(Date.parse(expiresAt), app.clock.now() + TRANSFER_TTL_MS);
      assert.equal(created.res.headers.get("location"), `/api/transfers/${id}`);
      assert.equal(created.res.headers.get("cache-control"), "no-store");

      const first = await take(app, id);
      assert.equal(first.status, 200);
      assert.equal(first.res.headers.get("content-type"), "application/octet-stream");
      assert.equal(first.res.headers.get("cache-control"), "no-store");
      assert.deepEqual(first.bytes, payload);

      const again = await take(app, id);
      assertProblem(again, 404, "not-found");
      assert.equal(again.res.headers.get("cache-control"), "no-store");
      // Two transfers never share an id.
      const other = await create(app, ciphertext(100));
      assert.notEqual(other.json.id, id);
    },
  },
  {
    name: "ten reads at once: exactly one gets the ciphertext, the other nine 404",
    async run(app) {
      const payload = ciphertext(TRANSFER_MAX_BYTES);
      const { id } = (await create(app, payload)).json as { id: string };
      const answers = await Promise.all(Array.from({ length: 10 }, () => take(app, id)));
      const got = answers.filter((answer) => answer.status === 200);
      assert.equal(got.length, 1, answers.map((a) => a.status).join(","));
      assert.deepEqual(got[0]!.bytes, payload);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        assertProblem(answer, 404, "not-found");
      }
    },
  },
  {
    name: "kept for 10 minutes: read a millisecond before, gone at the tenth minute",
    async run(app) {
      const early = (await create(app, ciphertext(64))).json.id as string;
      const late = (await create(app, ciphertext(64))).json.id as string;
      app.clock.advance(TRANSFER_TTL_MS - 1);
      assert.equal((await take(app, early)).status, 200);
      app.clock.advance(1);
      assertProblem(await take(app, late), 404, "not-found");
      // The expired row is deleted, not only hidden: a clock turned back finds nothing.
      app.clock.advance(-TRANSFER_TTL_MS);
      assertProblem(await take(app, late), 404, "not-found");
    },
  },
  {
    name: "64 KiB is accepted, one byte more is 413 and nothing is kept or counted",
    async run(app) {
      const largest = await create(app, ciphertext(TRANSFER_MAX_BYTES));
      assert.equal(largest.status, 201);
      assert.equal((await take(app, largest.json.id)).bytes.byteLength, TRANSFER_MAX_BYTES);

      const client = "198.51.100.9";
      for (let i = 0; i < TRANSFER_CREATIONS_PER_WINDOW + 2; i++) {
        assertProblem(
          await create(app, ciphertext(TRANSFER_MAX_BYTES + 1), client),
          413,
          "payload-too-large",
        );
      }
      // A body without a declared length is cut at the same size.
      const streamed = await app.call("POST", "/api/transfers", {
        rawBody: ciphertext(TRANSFER_MAX_BYTES + 1),
        headers: { ...OCTETS, "transfer-encoding": "chunked" },
        client,
      });
      assertProblem(streamed, 413, "payload-too-large");
      // Refused bodies cost the client nothing of its budget.
      assert.equal((await create(app, ciphertext(64), client)).status, 201);
    },
  },
  {
    name:
      `creation is limited to ${TRANSFER_CREATIONS_PER_WINDOW} per address per 10 minutes, with Retry-After`,
    async run(app) {
      const client = "203.0.113.5";
      for (let i = 0; i < TRANSFER_CREATIONS_PER_WINDOW; i++) {
        assert.equal((await create(app, ciphertext(64), client)).status, 201);
      }
      app.clock.advance(60_000);
      const limited = await create(app, ciphertext(64), client);
      assertProblem(limited, 429, "rate-limited");
      assert.equal(
        limited.res.headers.get("retry-after"),
        String((TRANSFER_CREATION_WINDOW_MS - 60_000) / 1000),
      );
      // Another address is not held back, and reading is never limited.
      const other = await create(app, ciphertext(64), "203.0.113.6");
      assert.equal(other.status, 201);
      assert.equal((await take(app, other.json.id)).status, 200);
      // The window ends ten minutes after its first creation.
      app.clock.advance(TRANSFER_CREATION_WINDOW_MS - 60_000);
      assert.equal((await create(app, ciphertext(64), client)).status, 201);
    },
  },
  {
    name: "malformed requests get a clear problem",
    async run(app) {
      const client = "192.0.2.44";
      const post = (headers: Record<string, string>, rawBody?: Uint8Array<ArrayBuffer> | string) =>
        app.call("POST", "/api/transfers", {
          headers,
          client,
          ...(rawBody === undefined ? {} : { rawBody }),
        });
      assertProblem(
        await post({ "content-type": "application/json" }, JSON.stringify({ payload: "AQID" })),
        415,
        "unsupported-media-type",
      );
      assertProblem(await post({}, ciphertext(64)), 415, "unsupported-media-type");
      assertProblem(await post(OCTETS), 400, "bad-request");
      assertProblem(await post(OCTETS, ciphertext(TRANSFER_MIN_BYTES - 1)), 400, "bad-request");
      assert.equal((await post(OCTETS, ciphertext(TRANSFER_MIN_BYTES))).status, 201);

      for (const id of ["kisa", "x".repeat(65), "bad%20id%20here", "..%2F..%2Fmovies"]) {
        assertProblem(await app.call("GET", `/api/transfers/${id}`), 404, "not-found");
      }
      assertProblem(
        await app.call("PUT", "/api/transfers/AAAAAAAAAAAAAAAAAAAAAA"),
        404,
        "not-found",
      );
    },
  },
  {
    name: "a HEAD does not pick the transfer up",
    async run(app) {
      const { id } = (await create(app, ciphertext(64))).json as { id: string };
      const head = await app.call("HEAD", `/api/transfers/${id}`);
      assert.equal(head.status, 405);
      assert.equal(head.res.headers.get("allow"), "GET");
      assert.equal((await take(app, id)).status, 200);
    },
  },
  {
    name: "the service holds only the bytes posted: what comes back is what went in, nothing added",
    async run(app) {
      // What a browser sends: the ciphertext alone. The key stays in the
      // page's fragment (`#aktar=<id>.<key>`), which fetch never transmits,
      // and the API has no field or parameter that could carry it.
      const payload = ciphertext(300);
      const { id } = (await create(app, payload)).json as { id: string };
      const picked = await take(app, id);
      assert.deepEqual(picked.bytes, payload);
      assert.equal(picked.res.headers.get("content-length"), "300");
    },
  },
];

for (const transferCase of CASES) {
  Deno.test(`transfers (SQLite): ${transferCase.name}`, async () => {
    await withApp(transferCase.run);
  });
}

Deno.test("transfers (PostgreSQL, a real server in a temp directory)", async (t) => {
  const cluster = await startPostgres();
  try {
    for (const transferCase of CASES) {
      await t.step(transferCase.name, async () => {
        const url = await cluster.createDatabase();
        await withApp(transferCase.run, {
          openStore: (seed: Seed): Promise<MovieStore> => PostgresMovieStore.open(url, seed),
        });
      });
    }
  } finally {
    await cluster.stop();
  }
});
