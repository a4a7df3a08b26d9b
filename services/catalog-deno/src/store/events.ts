/**
 * Issue 16's statistics and issue 15's playback reports: counters, never
 * events. What visitors did is added up per title, day and kind (and per
 * normalised search query and day, and per player host and hour) before it
 * reaches the database, which holds only the sums: nothing in it could say
 * who did what, or in which order.
 *
 * One interface, one adapter per engine (events_sqlite.ts,
 * events_postgres.ts), the same SQL text for both (PostgreSQL numbers its
 * `?`s); the conformance cases in events_conformance.ts run on each.
 */

/** The kinds counted per title and day (openapi/catalog.yaml TitleEvent and RoomEvent). */
export type CountedKind = "view" | "play" | "finish" | "listAdd" | "roomOpen";
export const COUNTED_KINDS: readonly CountedKind[] = [
  "view",
  "play",
  "finish",
  "listAdd",
  "roomOpen",
];

/** A room opened on a page that is not a title's is counted under this title key. */
export const NO_TITLE = "";

/** How one player attempt ended (openapi/catalog.yaml PlaybackOutcome). */
export type PlaybackOutcome = "ready" | "error" | "timeout" | "stall";

/** Counters to add, each key once (the recorder has summed them already). */
export interface CountBatch {
  titles: TitleCount[];
  /** The latest name the site reported per title key. */
  names: Array<{ title: string; name: string }>;
  searches: SearchCount[];
  playback: PlaybackCount[];
}

export interface TitleCount {
  /** YYYY-MM-DD in Europe/Istanbul. */
  day: string;
  kind: CountedKind;
  /** A TitleKey, or NO_TITLE. */
  title: string;
  count: number;
}

export interface SearchCount {
  day: string;
  query: string;
  searches: number;
  /** Of those, the searches whose page showed no result. */
  noResults: number;
}

export interface PlaybackCount {
  /** Whole hours since the epoch. */
  hour: number;
  host: string;
  ready: number;
  errors: number;
  timeouts: number;
  stalls: number;
  /** Sum of the ready attempts' times to ready. */
  readyMs: number;
}

/** A day's sum of one kind; searches appear as `search` and `noResult`. */
export interface DayKindCount {
  day: string;
  kind: CountedKind | "search" | "noResult";
  count: number;
}

export interface TitleTotals {
  title: string;
  /** The name last reported for it, if any. */
  name: string | undefined;
  views: number;
  plays: number;
  finishes: number;
  listAdds: number;
  roomOpens: number;
}

export interface HostTotals {
  host: string;
  ready: number;
  errors: number;
  timeouts: number;
  stalls: number;
  readyMs: number;
}

export interface EventStore {
  /** Adds the batch to the stored counters in one transaction (upserts that add). */
  write(batch: CountBatch): Promise<void>;
  /** Per day and kind, for the days from `from` to `to` (inclusive); zero sums are absent. */
  countsByDay(from: string, to: string): Promise<DayKindCount[]>;
  /** The titles of the period, most played first, then most viewed, then by key. */
  topTitles(from: string, to: string, limit: number): Promise<TitleTotals[]>;
  /** Queries whose searches found nothing in the period, most often first, then by query. */
  noResultSearches(
    from: string,
    to: string,
    limit: number,
  ): Promise<Array<{ query: string; count: number }>>;
  /** Per player host, the attempts of the hours from `sinceHour` on, most attempts first. */
  hostHealth(sinceHour: number): Promise<HostTotals[]>;
  /** Drops day counters before `beforeDay` and host counters before `beforeHour`. */
  purge(beforeDay: string, beforeHour: number): Promise<void>;
}

/**
 * The tables, for the engines' migration lists. Counts are BIGINT on
 * PostgreSQL (SQLite's INTEGER is 64-bit already); everything else is the same.
 */
export function eventTablesSql(integer: "INTEGER" | "BIGINT"): string {
  return `CREATE TABLE event_counts (
     day TEXT NOT NULL,
     kind TEXT NOT NULL,
     title_key TEXT NOT NULL,
     count ${integer} NOT NULL,
     PRIMARY KEY (day, kind, title_key)
   );
   CREATE TABLE event_titles (
     title_key TEXT PRIMARY KEY,
     name TEXT NOT NULL
   );
   CREATE TABLE search_counts (
     day TEXT NOT NULL,
     query TEXT NOT NULL,
     searches ${integer} NOT NULL,
     no_results ${integer} NOT NULL,
     PRIMARY KEY (day, query)
   );
   CREATE TABLE playback_counts (
     hour ${integer} NOT NULL,
     host TEXT NOT NULL,
     ready ${integer} NOT NULL,
     errors ${integer} NOT NULL,
     timeouts ${integer} NOT NULL,
     stalls ${integer} NOT NULL,
     ready_ms ${integer} NOT NULL,
     PRIMARY KEY (hour, host)
   );`;
}

/** The statements both adapters run, written once. */
export const EVENT_SQL = {
  addTitle: `INSERT INTO event_counts (day, kind, title_key, count) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, kind, title_key) DO UPDATE SET count = event_counts.count + excluded.count`,
  nameTitle: `INSERT INTO event_titles (title_key, name) VALUES (?, ?)
    ON CONFLICT (title_key) DO UPDATE SET name = excluded.name`,
  addSearch: `INSERT INTO search_counts (day, query, searches, no_results) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, query) DO UPDATE SET
      searches = search_counts.searches + excluded.searches,
      no_results = search_counts.no_results + excluded.no_results`,
  addPlayback: `INSERT INTO playback_counts (hour, host, ready, errors, timeouts, stalls, ready_ms)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (hour, host) DO UPDATE SET
      ready = playback_counts.ready + excluded.ready,
      errors = playback_counts.errors + excluded.errors,
      timeouts = playback_counts.timeouts + excluded.timeouts,
      stalls = playback_counts.stalls + excluded.stalls,
      ready_ms = playback_counts.ready_ms + excluded.ready_ms`,
  /** Parameters: from, to, from, to. */
  countsByDay: `SELECT day, kind, sum(count) AS n FROM event_counts
      WHERE day >= ? AND day <= ? GROUP BY day, kind
    UNION ALL
    SELECT day, 'search' AS kind, sum(searches) AS n FROM search_counts
      WHERE day >= ? AND day <= ? GROUP BY day
    UNION ALL
    SELECT day, 'noResult' AS kind, sum(no_results) AS n FROM search_counts
      WHERE day >= ? AND day <= ? GROUP BY day`,
  /** Parameters: from, to, NO_TITLE, limit. */
  topTitles: `SELECT t.title_key, n.name, t.views, t.plays, t.finishes, t.list_adds, t.room_opens
    FROM (
      SELECT title_key,
        sum(CASE WHEN kind = 'view' THEN count ELSE 0 END) AS views,
        sum(CASE WHEN kind = 'play' THEN count ELSE 0 END) AS plays,
        sum(CASE WHEN kind = 'finish' THEN count ELSE 0 END) AS finishes,
        sum(CASE WHEN kind = 'listAdd' THEN count ELSE 0 END) AS list_adds,
        sum(CASE WHEN kind = 'roomOpen' THEN count ELSE 0 END) AS room_opens
      FROM event_counts
      WHERE day >= ? AND day <= ? AND title_key <> ?
      GROUP BY title_key
    ) t LEFT JOIN event_titles n ON n.title_key = t.title_key
    ORDER BY t.plays DESC, t.views DESC, t.title_key ASC
    LIMIT ?`,
  /** Parameters: from, to, limit. */
  noResultSearches: `SELECT query, sum(no_results) AS n FROM search_counts
    WHERE day >= ? AND day <= ?
    GROUP BY query HAVING sum(no_results) > 0
    ORDER BY n DESC, query ASC
    LIMIT ?`,
  /** Parameters: sinceHour. */
  hostHealth: `SELECT host, sum(ready) AS ready, sum(errors) AS errors, sum(timeouts) AS timeouts,
      sum(stalls) AS stalls, sum(ready_ms) AS ready_ms
    FROM playback_counts WHERE hour >= ?
    GROUP BY host
    ORDER BY sum(ready) + sum(errors) + sum(timeouts) + sum(stalls) DESC, host ASC`,
  purgeTitles: "DELETE FROM event_counts WHERE day < ?",
  purgeSearches: "DELETE FROM search_counts WHERE day < ?",
  purgePlayback: "DELETE FROM playback_counts WHERE hour < ?",
} as const;

/** Row shapes as the engines return them: sums may come back as text (PostgreSQL's bigint). */
type Row = Record<string, unknown>;
const int = (value: unknown) => Number(value ?? 0);

export function dayKindCountOf(row: Row): DayKindCount {
  return { day: String(row.day), kind: row.kind as DayKindCount["kind"], count: int(row.n) };
}

export function titleTotalsOf(row: Row): TitleTotals {
  return {
    title: String(row.title_key),
    name: typeof row.name === "string" ? row.name : undefined,
    views: int(row.views),
    plays: int(row.plays),
    finishes: int(row.finishes),
    listAdds: int(row.list_adds),
    roomOpens: int(row.room_opens),
  };
}

export function noResultOf(row: Row): { query: string; count: number } {
  return { query: String(row.query), count: int(row.n) };
}

export function hostTotalsOf(row: Row): HostTotals {
  return {
    host: String(row.host),
    ready: int(row.ready),
    errors: int(row.errors),
    timeouts: int(row.timeouts),
    stalls: int(row.stalls),
    readyMs: int(row.ready_ms),
  };
}

/** Each statement of a batch with its parameters, in the order both engines run them. */
export function batchStatements(batch: CountBatch): Array<[string, Array<string | number>]> {
  return [
    ...batch.titles.map((c): [string, Array<string | number>] => [
      EVENT_SQL.addTitle,
      [c.day, c.kind, c.title, c.count],
    ]),
    ...batch.names.map((n): [string, Array<string | number>] => [
      EVENT_SQL.nameTitle,
      [n.title, n.name],
    ]),
    ...batch.searches.map((s): [string, Array<string | number>] => [
      EVENT_SQL.addSearch,
      [s.day, s.query, s.searches, s.noResults],
    ]),
    ...batch.playback.map((p): [string, Array<string | number>] => [
      EVENT_SQL.addPlayback,
      [p.hour, p.host, p.ready, p.errors, p.timeouts, p.stalls, p.readyMs],
    ]),
  ];
}
