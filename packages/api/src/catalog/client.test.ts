import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService } from "../../test/catalogService";
import { CatalogError, createCatalogClient, normalizeMovieList } from "./client";

describe("catalogue client against the real service", () => {
  let service: Awaited<ReturnType<typeof startCatalogService>>;
  beforeAll(async () => {
    service = await startCatalogService();
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("lists the seeded titles", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const page = await client.listMovies();
    expect(page.total).toBeGreaterThan(0);
    expect(page.movies.map((m) => m.title)).toContain("Kış Uykusu");
  });

  it("passes the limit through", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const page = await client.listMovies({ limit: 1 });
    expect(page.movies).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it("turns a problem answer into a CatalogError with the server's detail", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const error = await client.listMovies({ limit: 9999 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(400);
    expect((error as CatalogError).message).toMatch(/limit must be an integer/);
  });
});

describe("catalogue client failures", () => {
  it("gives up after the timeout with status 0", async () => {
    const never: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = (input as Request).signal;
        signal.addEventListener("abort", () => reject(signal.reason as Error));
      });
    const client = createCatalogClient({
      baseUrl: "http://catalog.test/api",
      fetch: never,
      timeoutMs: 50,
    });
    const started = Date.now();
    const error = await client.listMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).message).toBe("Catalogue did not answer in time");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports an unreachable backend", async () => {
    const client = createCatalogClient({ baseUrl: "http://127.0.0.1:9/api" });
    const error = await client.listMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(0);
  });
});

describe("normalizeMovieList (SPEC.md §7: data.movies, or a plain array)", () => {
  const movie = { _id: "1", title: "A" };
  it.each([
    ["data.movies with total", { data: { movies: [movie], total: 7 } }, 7],
    ["data.movies without total", { data: { movies: [movie] } }, 1],
    ["a plain array", [movie], 1],
  ])("accepts %s", (_name, body, total) => {
    expect(normalizeMovieList(body)).toEqual({ movies: [movie], total });
  });

  it.each([null, {}, { data: {} }, { data: { movies: "x" } }, "text"])("refuses %j", (body) => {
    expect(() => normalizeMovieList(body)).toThrow(CatalogError);
  });
});
