/** /movies: the catalogue, read by anyone and written by the admin. */
import { type Context, Hono } from "hono";
import {
  chooseEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
  type Encoding,
} from "../compression.ts";
import { type Contract, toFieldErrors } from "../contract.ts";
import {
  type Env,
  jsonResponse,
  limitBody,
  type Read,
  readJsonBody,
  type SessionReader,
  unauthorized,
  validationProblem,
} from "../http.ts";
import { problem } from "../problem.ts";
import { decodeCursor } from "../store/list.ts";
import type {
  ListQuery,
  MovieFlags,
  MovieInput,
  MoviePage,
  MovieStore,
  TitleChange,
  UpdateResult,
} from "../store/store.ts";
import { slugify } from "../text.ts";
import { toMovie } from "../titles.ts";
import type { ImageCache } from "./images.ts";

/** SPEC.md §9: default list size (also the contract's default). */
export const DEFAULT_LIST_LIMIT = 200;
/** Largest page the API serves in one answer: enforced by the contract's `maximum`, pinned by a test. */
export const MAX_LIST_LIMIT = 500;

type EncodedPage =
  & { plain: Uint8Array<ArrayBuffer> }
  & Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;

function newMovieId(input: MovieInput): string {
  const prefix = input.type === "series" ? "s" : "m";
  const stem = slugify(input.title).slice(0, 40).replace(/-+$/, "") || "baslik";
  const suffix = Array.from(
    crypto.getRandomValues(new Uint8Array(6)),
    (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36],
  ).join("");
  return `${prefix}-${stem}-${suffix}`;
}

export function movieRoutes(deps: {
  store: MovieStore;
  contract: Contract;
  now: () => number;
  sessionOf: SessionReader;
  images: ImageCache;
}): Hono<Env> {
  const { store, contract, now, sessionOf, images } = deps;
  const validateListQuery = contract.query("/movies", "get");
  const validateCreateQuery = contract.query("/movies", "post");
  const validateReplaceQuery = contract.query("/movies/{id}", "put");
  const validateMovieInput = contract.body("MovieInput");
  const validateFlags = contract.body("MovieFlags");
  // Path parameters are checked against the contract's own patterns.
  const movieIdPattern = contract.pathPattern("/movies/{id}", "get", "id");
  const encoder = new TextEncoder();
  // Why the list keeps its own encoded (and compressed) bytes instead of
  // leaving them to c.json and the compression layer: a store that hands out
  // the same page object again (SQLite's page cache) then costs neither a
  // join nor a brotli pass per request, which is most of what `pnpm bench:api`
  // measures for GET /movies. Keyed weakly by the page, so a store write that
  // drops its cached page drops these too.
  const encodedPages = new WeakMap<MoviePage, EncodedPage>();

  async function readMovieInput(request: Request): Promise<Read<MovieInput>> {
    const body = await readJsonBody(request);
    if (!body.ok) return body;
    if (!validateMovieInput(body.value)) {
      return { ok: false, response: validationProblem(toFieldErrors(validateMovieInput.errors)) };
    }
    return { ok: true, value: body.value as MovieInput };
  }

  const movies = new Hono<Env>();

  movies.get("/", async (c) => {
    const checked = validateListQuery(new URL(c.req.url).searchParams);
    if (!checked.ok) {
      return problem("bad-request", {
        detail: checked.errors.map((e) => `${e.path.slice(1)} ${e.message}`).join("; "),
        errors: checked.errors,
      });
    }
    const query = { limit: DEFAULT_LIST_LIMIT, ...checked.value } as ListQuery;
    if (query.after !== undefined) {
      // A position from another list (other filters or order), or made up, is refused.
      const refused = query.offset
        ? "after: not together with offset"
        : decodeCursor(query) === undefined
        ? "after: not a position in this list (it must be the `next` of a page with the same filters, sort and order)"
        : undefined;
      if (refused) return problem("bad-request", { detail: refused });
    }
    const page = await store.list(query);
    let encoded = encodedPages.get(page);
    if (!encoded) {
      const next = page.next === undefined ? "" : `,"next":${JSON.stringify(page.next)}`;
      encoded = {
        plain: encoder.encode(
          `{"data":{"movies":[${page.movies.join(",")}],"total":${page.total}${next}}}`,
        ),
      };
      encodedPages.set(page, encoded);
    }
    const acceptEncoding = c.req.header("accept-encoding");
    const encoding = encoded.plain.byteLength >= COMPRESSION_THRESHOLD_BYTES
      ? chooseEncoding(acceptEncoding ?? null)
      : undefined;
    if (!encoding) {
      return jsonResponse(encoded.plain, 200, acceptEncoding ? { vary: "Accept-Encoding" } : {});
    }
    encoded[encoding] ??= compress(encoded.plain, encoding, DYNAMIC_BROTLI_QUALITY);
    return jsonResponse(encoded[encoding], 200, {
      "content-encoding": encoding,
      vary: "Accept-Encoding",
    });
  });

  movies.get("/:id", async (c) => {
    const id = c.req.param("id");
    const doc = movieIdPattern.test(id) ? await store.get(id) : undefined;
    if (doc === undefined) return problem("not-found", { detail: "No title has this id" });
    return jsonResponse(`{"data":${doc}}`);
  });

  movies.post("/", limitBody, async (c) => {
    const session = await sessionOf(c);
    if (!session) return unauthorized();
    const checked = validateCreateQuery(new URL(c.req.url).searchParams);
    if (!checked.ok) {
      await c.req.raw.body?.cancel();
      return problem("bad-request", {
        detail: checked.errors.map((e) => `${e.path.slice(1)} ${e.message}`).join("; "),
        errors: checked.errors,
      });
    }
    const source = (checked.value as { source?: "tmdb" }).source;
    const read = await readMovieInput(c.req.raw);
    if (!read.ok) return read.response;
    const at = now();
    const stamp = new Date(at).toISOString();
    const movie = toMovie(read.value, newMovieId(read.value), stamp, stamp);
    const context = { now: at, actor: session.username, ...(source ? { source } : {}) };
    if (await store.insert(movie, context) === "conflict") {
      return await conflictOf(read.value) ?? problem("conflict", {
        detail: "A title with this name, type and release date already exists",
      });
    }
    return jsonResponse(JSON.stringify({ data: movie }), 201, {
      location: `/api/movies/${movie._id}`,
    });
  });

  /**
   * The title a write names, after the admin check; an answer when the
   * caller is not signed in or no title has the id (its body left unread).
   */
  async function titleToWrite(
    c: Context<Env>,
  ): Promise<{ id: string; actor: string } | Response> {
    const session = await sessionOf(c);
    if (!session) return unauthorized();
    const id = c.req.param("id") ?? "";
    if (!movieIdPattern.test(id) || await store.get(id) === undefined) {
      await c.req.raw.body?.cancel();
      return problem("not-found", { detail: "No title has this id" });
    }
    return { id, actor: session.username };
  }

  /**
   * Issue 33: the answer when a write was refused because another title has
   * its TMDB id (of the same type), naming that title; undefined when the
   * conflict is of another kind.
   */
  async function conflictOf(input: MovieInput, ownId?: string): Promise<Response | undefined> {
    if (input.tmdbId === undefined) return undefined;
    const holders = await store.list({ limit: 2, tmdbId: input.tmdbId, type: input.type });
    const holder = holders.movies
      .map((doc) => (JSON.parse(doc) as { _id: string })._id)
      .find((id) => id !== ownId);
    if (holder === undefined) return undefined;
    return problem("duplicate-tmdb", {
      detail: `The title ${holder} already has TMDB id ${input.tmdbId}`,
      existingId: holder,
    });
  }

  /** The answer to an update, whatever the store made of it. */
  function updated(result: UpdateResult): Response {
    switch (result.result) {
      case "ok":
        return jsonResponse(JSON.stringify({ data: result.movie }));
      case "missing":
        return problem("not-found", { detail: "No title has this id" });
      case "conflict":
        return problem("conflict", {
          detail: "Another title has this name, type and release date",
        });
      case "stale":
        return problem("stale", {
          detail:
            "Saved by someone else since it was loaded; reload it or send it again without If-Match",
        });
    }
  }

  async function update(
    target: { id: string; actor: string },
    change: TitleChange,
    ifUpdatedAt?: string,
  ) {
    return updated(
      await store.update(target.id, change, { now: now(), actor: target.actor, ifUpdatedAt }),
    );
  }

  movies.put("/:id", limitBody, async (c) => {
    const target = await titleToWrite(c);
    if (target instanceof Response) return target;
    const checked = validateReplaceQuery(new URL(c.req.url).searchParams);
    if (!checked.ok) {
      await c.req.raw.body?.cancel();
      return problem("bad-request", {
        detail: checked.errors.map((e) => `${e.path.slice(1)} ${e.message}`).join("; "),
        errors: checked.errors,
      });
    }
    const source = (checked.value as { source?: "tmdb" }).source;
    const read = await readMovieInput(c.req.raw);
    if (!read.ok) return read.response;
    // Issue 16: an editor that loaded an older version must not overwrite a
    // newer one unknowingly; the store compares and writes in one step.
    const ifUpdatedAt = c.req.header("if-match")?.replace(/^"|"$/g, "");
    const result = await store.update(target.id, { kind: "replace", input: read.value }, {
      now: now(),
      actor: target.actor,
      ifUpdatedAt,
      ...(source ? { source } : {}),
    });
    if (result.result === "conflict") {
      const duplicate = await conflictOf(read.value, target.id);
      if (duplicate) return duplicate;
    }
    return updated(result);
  });

  movies.patch("/:id", limitBody, async (c) => {
    const target = await titleToWrite(c);
    if (target instanceof Response) return target;
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    if (!validateFlags(body.value)) {
      return validationProblem(toFieldErrors(validateFlags.errors));
    }
    return await update(target, { kind: "flags", flags: body.value as MovieFlags });
  });

  movies.delete("/:id", async (c) => {
    const session = await sessionOf(c);
    if (!session) return unauthorized();
    const id = c.req.param("id");
    const removed = movieIdPattern.test(id) &&
      await store.remove(id, { now: now(), actor: session.username });
    if (!removed) return problem("not-found", { detail: "No title has this id" });
    images.forget(id);
    return new Response(null, { status: 204 });
  });

  return movies;
}
