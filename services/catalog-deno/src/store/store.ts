/**
 * The storage interface that each database engine implements; the shapes it
 * uses live in types.ts (re-exported here for the modules that use both).
 */

import type { EventStore } from "./events.ts";
import type {
  AuditPage,
  AuditQuery,
  BulkResult,
  ChangeListener,
  Embed,
  ListQuery,
  LoadResult,
  LoginBudget,
  Movie,
  MovieCounts,
  MovieFlags,
  MoviePage,
  RestoreResult,
  Session,
  TitleChange,
  Transfer,
  UpdateOptions,
  UpdateResult,
  WriteContext,
  WriteResult,
} from "./types.ts";

export * from "./types.ts";

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
   * After a large load: the engine's planner statistics brought up to date
   * (PostgreSQL `VACUUM (ANALYZE)`, SQLite `PRAGMA optimize`), as a bulk
   * load's guide recommends.
   */
  refreshStatistics(): Promise<void>;
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
