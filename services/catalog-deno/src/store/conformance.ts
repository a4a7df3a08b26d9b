/**
 * The behaviour every MovieStore adapter must have, written once and run
 * against SQLite (sqlite.test.ts) and PostgreSQL (postgres.test.ts). Expected
 * answers are computed from the seed in TypeScript, never copied from a run.
 *
 * This module assembles the suite in its one order. The cases live by job:
 * conformance_seed.ts (a new database, upgrades, embeds), conformance_lists.ts
 * (reads, sorts, paging, filters), conformance_search.ts, conformance_writes.ts
 * and conformance_access.ts (sessions, sign-ins, transfers); what they share is
 * in conformance_fixtures.ts.
 */
import type { ConformanceCase } from "./conformance_fixtures.ts";
import { embedLanguages, embedsInSeedOrder, seededOnceAndReopened } from "./conformance_seed.ts";
import {
  everySortField,
  filters,
  getFullTitle,
  keysetPaging,
  languageFilters,
  listPages,
  listQueryMayIncludeAgrees,
  sameTotalOnEveryPage,
} from "./conformance_lists.ts";
import {
  searchFoldsTurkish,
  searchTotals,
  searchWordsPeopleAndTypos,
} from "./conformance_search.ts";
import { bulkLoad, insertReplaceRemove, tmdbIdentity } from "./conformance_writes.ts";
import {
  sessions,
  signInAttemptsCounted,
  signInAttemptsFullTable,
  transferCreationsCounted,
  transfersConcurrentTakes,
  transfersMaxLive,
  transfersTakenOnce,
} from "./conformance_access.ts";

export {
  type ConformanceCase,
  EDITOR,
  inputOf,
  LATER,
  type StoreFactory,
  WRITER,
} from "./conformance_fixtures.ts";
export { assertUpgradedFromSessionsOnly } from "./conformance_seed.ts";

export const CONFORMANCE: readonly ConformanceCase[] = [
  seededOnceAndReopened,
  listPages,
  getFullTitle,
  searchFoldsTurkish,
  searchWordsPeopleAndTypos,
  searchTotals,
  listQueryMayIncludeAgrees,
  everySortField,
  keysetPaging,
  filters,
  sameTotalOnEveryPage,
  insertReplaceRemove,
  bulkLoad,
  embedsInSeedOrder,
  sessions,
  signInAttemptsCounted,
  signInAttemptsFullTable,
  transfersTakenOnce,
  transfersConcurrentTakes,
  transfersMaxLive,
  transferCreationsCounted,
  languageFilters,
  embedLanguages,
  tmdbIdentity,
];
