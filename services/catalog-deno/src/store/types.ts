/**
 * Shapes of openapi/catalog.yaml, taken from the types `pnpm gen` generates
 * from it (so they cannot drift from the contract), and the other types the
 * storage modules share. Imports nothing of the store, so every module of it
 * (and `titles.ts`) can use them without an import cycle.
 */

import type { components, operations } from "../../../../openapi/catalog/types.ts";

type Schemas = components["schemas"];

export type MovieType = Schemas["MovieType"];
export type MovieStatus = Schemas["MovieStatus"];
export type StringOrList = Schemas["StringOrList"];
export type Episode = Schemas["Episode"];
export type Season = Schemas["Season"];
/** Body of POST and PUT /movies: the editable fields of a title. */
export type MovieInput = Schemas["MovieInput"];
/** A stored title as the API returns it. */
export type Movie = Schemas["Movie"];
export type Embed = Schemas["Embed"];
/** Issue 16: the film management tiles. */
export type MovieCounts = Schemas["MovieCounts"];
/** Issue 16: the flags PATCH and bulk updates change. */
export type MovieFlags = Schemas["MovieFlags"];
/** Issue 16: the audit trail of admin writes. */
export type AuditAction = Schemas["AuditAction"];
export type AuditChange = Schemas["AuditChange"];
export type AuditEntry = Schemas["AuditEntry"];

type ListParameters = NonNullable<operations["listMovies"]["parameters"]["query"]>;
export type SortField = NonNullable<ListParameters["sort"]>;

/** GET /movies's parameters once validated: the page size always set (its default filled in). */
export type ListQuery = Omit<ListParameters, "limit"> & { limit: number };

/**
 * A page of titles. Titles travel as the JSON text they were stored as, so the
 * hot read path hands bytes from the database to the socket without parsing
 * and re-serialising them. List pages hold summaries (no `seasons`).
 */
export interface MoviePage {
  movies: string[];
  total: number;
  /** On a full page in a fixed order: the position after its last title (`after`, issue 35). */
  next?: string;
}

export interface Session {
  /** SHA-256 of the token, hex: a leaked database holds no usable tokens. */
  tokenHash: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Who signed in: the audit trail's "who" (empty for sessions older than it). */
  username: string;
}

/** How long a deleted title is kept (hidden) for a restore before it is purged. */
export const DELETED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Who writes and when. Every write of a title is recorded with it in the
 * audit trail, in the same transaction as the change.
 */
export interface WriteContext {
  /** Milliseconds since the epoch. */
  now: number;
  /** The admin's username. */
  actor: string;
  /** Part of a bulk request. */
  bulk?: boolean;
  /**
   * Issue 33: a write from the metadata service: an insert is audited as
   * `import`, a replace as `refresh`.
   */
  source?: "tmdb";
}

/** GET /admin/audit's filters once validated. */
export interface AuditQuery {
  action?: AuditAction | undefined;
  /** Substring of the title's name, folded like the catalogue's search. */
  q?: string | undefined;
  /** Issue 33: one title's entries only. */
  movieId?: string | undefined;
  /** Milliseconds since the epoch: entries at or after. */
  from?: number | undefined;
  /** Milliseconds since the epoch: entries before. */
  to?: number | undefined;
  limit: number;
  offset: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

export type RestoreResult = { result: "ok"; movie: Movie } | { result: "missing" | "conflict" };

export type WriteResult = "ok" | "missing" | "conflict";

/** What an update did: the title before and after, or why nothing was written. */
export type UpdateResult =
  | { result: "ok"; before: Movie; movie: Movie }
  | { result: "missing" | "conflict" | "stale" };

export interface UpdateOptions extends WriteContext {
  /** Write only while the title still carries this `updatedAt` ("stale" otherwise). */
  ifUpdatedAt?: string | undefined;
}

/** What a bulk load did: how many titles it wrote, and the ids it left out. */
export interface LoadResult {
  inserted: number;
  /** Titles whose id, or title, type and release date, were taken already: not written. */
  conflicts: string[];
}

/** What a bulk request did: the ids written, and those no title has. */
export interface BulkResult {
  done: string[];
  missing: string[];
}

/**
 * Attempts counted under one key (sign-ins: client and username, or
 * username; transfers: client): a fixed window that opens with the first
 * attempt and lasts `windowMs`.
 */
export interface LoginBudget {
  /** Attempts in the window, this one included. */
  attempts: number;
  /** When the window opened, in milliseconds since the epoch. */
  windowStart: number;
}

/** Issue 14: a device transfer's ciphertext, kept until `expiresAt` or its first read. */
export interface Transfer {
  id: string;
  payload: Uint8Array;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Issue 35: what a write changed, told after it commits, so caches drop only
 * what it can affect: the titles' ids, and whether a list may have held one
 * of them before the write or may hold it after.
 */
export interface StoreChange {
  ids: ReadonlySet<string>;
  mayList(query: ListQuery): boolean;
}
export type ChangeListener = (change: StoreChange) => void;

/**
 * What a write does to a stored title: `replace` is the form's save (every
 * editable field), `flags` the quick actions and bulk updates (only the flags
 * named, every other field as it is stored at the moment of the write).
 */
export type TitleChange =
  | { kind: "replace"; input: MovieInput }
  | { kind: "flags"; flags: MovieFlags };

/** The engines whose SQL the shared builders write (they differ in a few spellings). */
export type Dialect = "sqlite" | "postgres";

/** What a fresh database is filled with on first start. */
export interface Seed {
  movies: readonly Movie[];
  embeds: readonly Embed[];
}
