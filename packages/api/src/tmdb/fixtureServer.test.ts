// The metadata fixture as another process runs it (the end-to-end harness,
// the catalogue's proxy): `node server.mjs`, a listening line, fault rules
// and the request log over HTTP.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const SERVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../test/tmdb-fixture/server.mjs",
);

const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
});

function run(args: string[]) {
  const child = spawn(process.execPath, [SERVER, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const listening = new Promise<number>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      const event = JSON.parse(line) as { event?: string; port?: number };
      if (event.event === "listening" && event.port) resolve(event.port);
    });
    child.once("exit", (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  // A process that is meant to exit early never listens; only awaiting tests care.
  listening.catch(() => {});
  return { child, exited, listening };
}

describe("the metadata fixture as a separate process", () => {
  it("listens on a free port with its key and rules, serves /3, reports requests, stops on SIGTERM", async () => {
    const rules = JSON.stringify([{ path: "/tv/popular", page: 3, status: 503 }]);
    const { child, listening, exited } = run(["--port", "0", "--api-key", "k1", "--rules", rules]);
    const base = `http://127.0.0.1:${await listening}`;

    expect((await fetch(`${base}/genre/movie/list`)).status).toBe(401);
    const page = (await (await fetch(`${base}/3/tv/popular?page=2&api_key=k1`)).json()) as {
      page: number;
      results: unknown[];
    };
    expect(page.page).toBe(2);
    expect(page.results).toHaveLength(20);
    expect((await fetch(`${base}/tv/popular?page=3&api_key=k1`)).status).toBe(503);

    const put = await fetch(`${base}/__fixture/rules`, { method: "PUT", body: "[]" });
    expect(put.status).toBe(200);
    expect((await fetch(`${base}/tv/popular?page=3&api_key=k1`)).status).toBe(200);
    expect((await fetch(`${base}/__fixture/rules`, { method: "PUT", body: "{}" })).status).toBe(
      400,
    );

    const log = (await (await fetch(`${base}/__fixture/requests`)).json()) as {
      requests: Array<{ path: string; query: Record<string, string> }>;
    };
    expect(log.requests.map((r) => `${r.path}?${r.query.page ?? ""}`)).toEqual([
      "/genre/movie/list?",
      "/tv/popular?2",
      "/tv/popular?3",
      "/tv/popular?3",
    ]);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("refuses unknown options with exit code 2", async () => {
    const { exited } = run(["--colour", "red"]);
    expect(await exited).toBe(2);
  });
});
