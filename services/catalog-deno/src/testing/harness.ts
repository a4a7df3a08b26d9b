/** One way for handler tests to build the app and talk to it, with every answer contract-checked. */
import assert from "node:assert/strict";
import { createHandler, type Deps, type ServeInfo } from "../app.ts";
import { passwordAccount } from "../auth.ts";
import { compileContract } from "../contract.ts";
import { buildSeed } from "../seed/catalogue.ts";
import { SqliteMovieStore } from "../store/sqlite.ts";
import type { MovieStore, Seed } from "../store/store.ts";
import { createContractChecker } from "./contract.ts";

export const ADMIN = {
  username: "admin",
  password: "correct horse battery staple",
};
export const EMBED_BASE = "http://localhost:5050";

/** Compiled once per test module: compiling the contract is the slow part of a handler. */
const contract = compileContract();
export const checker = createContractChecker(contract.doc);

/** A clock tests move by hand. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 0, 15, 10)) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text, sent as it is. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  token?: string;
  client?: string;
  /** Skip the contract check (CORS preflights are transport, not contract operations). */
  unchecked?: boolean;
}

export interface Answer {
  res: Response;
  status: number;
  body: unknown;
  // deno-lint-ignore no-explicit-any
  json: any;
}

export interface TestApp {
  clock: TestClock;
  store: MovieStore;
  seed: Seed;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  login(): Promise<string>;
}

export async function withApp(
  run: (app: TestApp) => Promise<void>,
  options: {
    seed?: Seed;
    deps?: Partial<Deps>;
    /** A database file instead of memory, so tests can read it past the store's caches. */
    databaseFile?: string;
    /** Another engine (PostgreSQL) instead of SQLite; the harness closes it at the end. */
    openStore?: (seed: Seed) => Promise<MovieStore>;
  } = {},
): Promise<void> {
  const seed = options.seed ?? buildSeed(EMBED_BASE);
  const store = options.openStore
    ? await options.openStore(seed)
    : SqliteMovieStore.open(options.databaseFile ?? ":memory:", seed);
  const clock = new TestClock();
  const handler = createHandler({
    store,
    contract,
    clock,
    account: passwordAccount(ADMIN.username, ADMIN.password),
    embedBaseUrls: [EMBED_BASE],
    syncUrl: "ws://localhost:8787",
    corsOrigins: ["http://localhost:5173"],
    reportError: (error) => {
      throw error;
    },
    ...options.deps,
  });
  const app: TestApp = {
    clock,
    store,
    seed,
    async call(method, path, call = {}) {
      const headers = new Headers(call.headers);
      let body: BodyInit | undefined = call.rawBody;
      if (call.body !== undefined) {
        body = JSON.stringify(call.body);
        if (!headers.has("content-type")) {
          headers.set("content-type", "application/json");
        }
      }
      if (call.token) headers.set("authorization", `Bearer ${call.token}`);
      const info: ServeInfo = {
        remoteAddr: { hostname: call.client ?? "192.0.2.1" },
      };
      const res = await handler(
        new Request(`http://catalog.test${path}`, {
          method,
          headers,
          body: body ?? null,
        }),
        info,
      );
      const inApi = new URL(`http://catalog.test${path}`).pathname.startsWith(
        "/api/",
      );
      const parsed = inApi && !call.unchecked
        ? await checker.check(method, path, res.clone())
        : undefined;
      let json: unknown = undefined;
      const plainJson = /json/.test(res.headers.get("content-type") ?? "") &&
        !res.headers.has("content-encoding");
      if (plainJson && res.status !== 304 && method !== "HEAD") {
        json = await res.clone().json();
      }
      return { res, status: res.status, body: parsed, json };
    },
    async login() {
      const answer = await app.call("POST", "/api/auth/login", { body: ADMIN });
      assert.equal(answer.status, 200);
      return answer.json.token;
    },
  };
  try {
    await run(app);
  } finally {
    await store.close();
  }
}

/** Asserts a problem document of the given kind (the contract check already ran). */
export function assertProblem(
  answer: Answer,
  status: number,
  kind: string,
): void {
  assert.equal(answer.status, status, JSON.stringify(answer.json));
  assert.equal(
    answer.res.headers.get("content-type"),
    "application/problem+json",
  );
  assert.equal(answer.json.type, `https://sinema.local/problems/${kind}`);
  assert.equal(answer.json.status, status);
}
