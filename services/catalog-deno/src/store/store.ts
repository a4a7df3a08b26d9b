/**
 * Shapes of openapi/catalog.yaml, taken from the types `pnpm gen` generates
 * from it (so they cannot drift from the contract), and the storage interface
 * that each database engine implements.
 */

import type { components, operations } from "../../../../packages/api/src/generated/catalog.ts";
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
}

export interface Session {
  /** SHA-256 of the token, hex: a leaked database holds no usable tokens. */
  tokenHash: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type WriteResult = "ok" | "missing" | "conflict";

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

/** Storage behind the API; one adapter per database engine, one conformance suite for all. */
export interface MovieStore {
  list(query: ListQuery): Promise<MoviePage>;
  /** The full title as stored JSON, or undefined. */
  get(id: string): Promise<string | undefined>;
  /** "conflict" when the id, or the same title, type and release date, already exists. */
  insert(movie: Movie): Promise<WriteResult>;
  /** "missing" for an unknown id; "conflict" when another title has the same identity. */
  replace(movie: Movie): Promise<WriteResult>;
  remove(id: string): Promise<boolean>;
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
  close(): Promise<void>;
}

/** What a fresh database is filled with on first start. */
export interface Seed {
  movies: readonly Movie[];
  embeds: readonly Embed[];
}
