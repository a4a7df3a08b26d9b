/**
 * The catalogue's search (issues 31 and 35) as SQL for either engine: the one
 * place its rule lives, and how each engine reaches its indexes.
 */
import { deletionVariants, searchFold, TYPO_MIN_QUERY_LETTERS } from "../text.ts";
import type { Dialect } from "./types.ts";

/** `column` holds the `?` parameter as a substring: the one spelling that differs between the engines. */
export function containsSql(column: string, dialect: Dialect): string {
  return dialect === "sqlite" ? `instr(${column}, ?) > 0` : `strpos(${column}, ?) > 0`;
}

/** At most this many words of a search are matched one by one (the rest only as part of the phrase). */
export const SEARCH_MAX_WORDS = 8;

/** The shortest text a trigram index can find. */
const TRIGRAM_LETTERS = 3;

/** A piece of SQL with its `?` parameters, in order. */
interface Sql {
  sql: string;
  params: (string | string[])[];
}

/** FTS5's query syntax for exact text: a quoted string (the folded search holds no quotes). */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** SQLite: the rowids (as `r`) of titles whose `column` holds `text`. */
function sqliteHolding(text: string, column: "search_text" | "title_search" = "search_text"): Sql {
  return [...text].length >= TRIGRAM_LETTERS
    ? {
      sql: "SELECT rowid AS r FROM movies_search WHERE movies_search MATCH ?",
      params: [`${column} : ${ftsString(text)}`],
    }
    : { sql: `SELECT rowid AS r FROM movies WHERE instr(${column}, ?) > 0`, params: [text] };
}

/** SQLite: the rowids of titles one typo from `word` (their near spellings meet in `typo_key`). */
function sqliteNear(word: string): Sql {
  return {
    sql: "SELECT rowid AS r FROM movies_near WHERE movies_near MATCH ?",
    params: [deletionVariants(word).map(ftsString).join(" OR ")],
  };
}

/** PostgreSQL: `search_text` holds `text` (through the trigram index when it is long enough). */
function postgresHolding(text: string): Sql {
  return [...text].length >= TRIGRAM_LETTERS
    ? { sql: "search_text LIKE ?", params: [`%${text}%`] }
    : { sql: "strpos(search_text, ?) > 0", params: [text] };
}

/**
 * The search of a list query, the one place its rule lives (issue 31), the
 * same on both engines apart from how each reaches its index (above):
 * - the search, folded by `searchFold` (case, Turkish letters, punctuation),
 *   is found anywhere in the searched fields; or, when one of its words has
 *   TYPO_MIN_QUERY_LETTERS or more (one that may carry a typo),
 * - each of its words starts a word of the fields or, if that long, is one
 *   typo from a word of the names and people (their near spellings meet in
 *   `typo_key`).
 * Ranked: the phrase in the title or original title first, then the phrase
 * elsewhere (people, description), then the word and near matches.
 * Undefined for a blank search (no filter); a search of punctuation alone finds nothing.
 * The folded search holds only letters, digits and single spaces, so it never
 * carries a LIKE wildcard or an FTS5 operator.
 */
export function searchClauses(
  search: string,
  dialect: Dialect,
): {
  where: string;
  params: (string | string[])[];
  rank?: string;
  rankParams: string[];
} | undefined {
  if (search.trim() === "") return undefined;
  const phrase = searchFold(search);
  if (phrase === "") return { where: "1 = 0", params: [], rankParams: [] };
  // SQLite asks its index (the row's text lies past its document), PostgreSQL the row.
  const holds = (column: "title_search" | "search_text") => {
    if (dialect === "postgres") return { sql: containsSql(column, dialect), params: [phrase] };
    const set = sqliteHolding(phrase, column);
    return { sql: `rowid IN (SELECT r FROM (${set.sql}))`, params: set.params as string[] };
  };
  const [inTitle, anywhere] = [holds("title_search"), holds("search_text")];
  const rank = `CASE WHEN ${inTitle.sql} THEN 0 WHEN ${anywhere.sql} THEN 1 ELSE 2 END`;
  const rankParams = [...inTitle.params, ...anywhere.params];
  const words = phrase.split(" ").slice(0, SEARCH_MAX_WORDS);
  const mayHaveTypo = (word: string) => [...word].length >= TYPO_MIN_QUERY_LETTERS;
  const byWords = words.some(mayHaveTypo);
  // Every field in `search_text` starts with a space: " word" finds a word's start.
  const where = dialect === "sqlite"
    ? sqliteSearch(phrase, byWords ? words : [], mayHaveTypo)
    : postgresSearch(phrase, byWords ? words : [], mayHaveTypo);
  return { where: where.sql, params: where.params, rank, rankParams };
}

/** SQLite: one set of rowids, built from the indexes (the phrase's, or every word's). */
function sqliteSearch(
  phrase: string,
  words: readonly string[],
  mayHaveTypo: (word: string) => boolean,
): Sql {
  const parts = [sqliteHolding(phrase)];
  if (words.length > 0) {
    const eachWord = words.map((word) => {
      const start = sqliteHolding(" " + word);
      if (!mayHaveTypo(word)) return start;
      const near = sqliteNear(word);
      return { sql: `${start.sql} UNION ${near.sql}`, params: [...start.params, ...near.params] };
    });
    parts.push({
      sql: eachWord.map((w) => `SELECT r FROM (${w.sql})`).join(" INTERSECT "),
      params: eachWord.flatMap((w) => w.params),
    });
  }
  // Each part as a subquery: compound operators would otherwise bind left to right.
  return {
    sql: `rowid IN (${parts.map((p) => `SELECT r FROM (${p.sql})`).join(" UNION ")})`,
    params: parts.flatMap((p) => p.params),
  };
}

/** PostgreSQL: the same rule as conditions its planner combines from the indexes. */
function postgresSearch(
  phrase: string,
  words: readonly string[],
  mayHaveTypo: (word: string) => boolean,
): Sql {
  const whole = postgresHolding(phrase);
  if (words.length === 0) return whole;
  const eachWord = words.map((word) => {
    const start = postgresHolding(" " + word);
    if (!mayHaveTypo(word)) return start;
    return {
      sql: `(${start.sql} OR typo_words && CAST(? AS text[]))`,
      params: [...start.params, deletionVariants(word)],
    };
  });
  return {
    sql: `(${whole.sql} OR (${eachWord.map((w) => w.sql).join(" AND ")}))`,
    params: [...whole.params, ...eachWord.flatMap((w) => w.params)],
  };
}
