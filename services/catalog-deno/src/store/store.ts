/**
 * Shapes of openapi/catalog.yaml, taken from the types `pnpm gen` generates
 * from it (so they cannot drift from the contract), and the storage interface
 * that each database engine implements.
 */

import type { components, operations } from "../../../../openapi/catalog/types.ts";
import type { TitleChange } from "../titles.ts";
import type { EventStore } from "./events.ts";

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
}

/** GET /admin/audit's filters once validated. */
export interface AuditQuery {
  action?: AuditAction | undefined;
  /** Substring of the title's name, folded like the catalogue's search. */
  q?: string | undefined;
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

/** Storage behind the API; one adapter per database engine, one conformance suite for all. */
export interface MovieStore {
  /** Adds a listener for the writes of this store (through this instance). */
  onChange(listener: ChangeListener): void;
  list(query: ListQuery): Promise<MoviePage>;
  /** The full title as stored JSON, or undefined. */
  get(id: string): Promise<string | undefined>;
  /** "conflict" when the id, or the same title, type and release date, already exists. */
  insert(movie: Movie, context: WriteContext): Promise<WriteResult>;
  /**
   * Issue 35: loads many titles in one transaction (`pnpm seed:scale`), their
   * rows derived exactly as `insert` derives them; a title whose id or identity
   * is taken (by a stored title or an earlier one of the batch) is skipped and
   * named. Nothing enters the audit trail, as for the first-start seed: the
   * trail answers "which admin changed this title", and a load has neither an
   * admin nor a change of one title to show (see README "Benchmarks").
   */
  insertMany(movies: readonly Movie[]): Promise<LoadResult>;
  /**
   * Applies `change` to the title as stored at the moment of the write, in
   * one transaction that locks the row, and writes only the columns the
   * change touches, conditionally on the `updatedAt` it read (so a change
   * never undoes a save that landed in between). The new `updatedAt` is
   * later than the stored one (`now`, or a millisecond after the stored one).
   * "missing" for an unknown id; "conflict" when another title has the same
   * identity; "stale" when `ifUpdatedAt` is not the stored version.
   */
  update(id: string, change: TitleChange, options: UpdateOptions): Promise<UpdateResult>;
  /**
   * Deletes a title softly: it leaves every list, count and lookup at once
   * and is kept for DELETED_RETENTION_MS, restorable. False for an unknown id.
   */
  remove(id: string, context: WriteContext): Promise<boolean>;
  /** Issue 16: the same flags on several titles, in one transaction. */
  updateMany(ids: readonly string[], flags: MovieFlags, context: WriteContext): Promise<BulkResult>;
  /** Issue 16: several titles removed (softly) in one transaction. */
  removeMany(ids: readonly string[], context: WriteContext): Promise<BulkResult>;
  /**
   * Puts back a title deleted less than DELETED_RETENTION_MS before
   * `context.now`, with a new `updatedAt`. "missing" when there is none;
   * "conflict" when another title took its id or identity meanwhile.
   */
  restore(id: string, context: WriteContext): Promise<RestoreResult>;
  /** Forgets titles deleted DELETED_RETENTION_MS or longer before `now`; how many. */
  purgeDeleted(now: number): Promise<number>;
  /** Issue 16: the audit trail, newest first; `restorable` as of `now`. */
  listAudit(query: AuditQuery, now: number): Promise<AuditPage>;
  /** Issue 16: titles of the whole catalogue by type, status and flag. */
  counts(): Promise<MovieCounts>;

  listEmbeds(): Promise<Embed[]>;
  getEmbed(slug: string): Promise<Embed | undefined>;
  randomEmbed(): Promise<Embed | undefined>;

  createSession(session: Session): Promise<void>;
  /** The session when it exists and has not expired at `now`. */
  getSession(tokenHash: string, now: number): Promise<Session | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteExpiredSessions(now: number): Promise<void>;

  /**
   * Counts one sign-in attempt under `key`, atomically, so concurrent
   * attempts (from any instance sharing the database) each see their own
   * number. A window older than `windowMs` starts again at 1. A key not
   * seen in the window is only added while fewer than `maxKeys` keys are
   * live: "full" then, so pressure refuses new keys instead of forgetting
   * old ones (a locked key is never dropped before its window ends).
   */
  countLoginAttempt(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full">;
  /** Forgets the attempts under `key` (after a successful sign-in). */
  clearLoginAttempts(key: string): Promise<void>;

  /**
   * Issue 14: keeps an encrypted viewer record for one pick-up. Expired
   * transfers are deleted first; "full" when `maxLive` unexpired ones are
   * kept already (nothing is stored then).
   */
  createTransfer(transfer: Transfer, now: number, maxLive: number): Promise<"ok" | "full">;
  /**
   * The payload of the transfer when it exists and has not expired at `now`,
   * deleted in the same statement: of any number of concurrent takes (from
   * any instance sharing the database) exactly one gets it.
   */
  takeTransfer(id: string, now: number): Promise<Uint8Array | undefined>;
  /**
   * Counts one transfer creation under `key`, with the same rules as
   * `countLoginAttempt` but its own table, so a flood of transfers never
   * fills the sign-in budget's (nor the other way round).
   */
  countTransferCreation(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full">;

  /** Issues 15 and 16: visitors' events and playback reports, as counters (events.ts). */
  readonly events: EventStore;

  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  /**
   * Whether the database holds every migration this code knows (a round trip:
   * rejects when the database cannot be reached). Used by /api/ready.
   */
  migrated(): Promise<boolean>;
  close(): Promise<void>;
}

/** What a fresh database is filled with on first start. */
export interface Seed {
  movies: readonly Movie[];
  embeds: readonly Embed[];
}
