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
export interface Sql {
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

/**
 * SQLite: the rowids (as `r`) of titles where every one of `words` starts a
 * word of the fields or, when `mayHaveTypo`, is one typo from a word of the
 * names and people (their near spellings meet in `typo_key`): one query of the
 * word index, which combines the words itself.
 */
function sqliteWords(words: readonly string[], mayHaveTypo: (word: string) => boolean): Sql {
  const eachWord = words.map((word) => {
    const start = `search_text : ${ftsString(word)} *`;
    if (!mayHaveTypo(word)) return start;
    return `(${start} OR typo_key : (${deletionVariants(word).map(ftsString).join(" OR ")}))`;
  });
  return {
    sql: "SELECT rowid AS r FROM movies_words WHERE movies_words MATCH ?",
    params: [eachWord.join(" AND ")],
  };
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
  matched?: SearchMatches,
): {
  where: string;
  params: (string | string[])[];
  rank?: string;
  rankParams: string[];
  /** SQLite: the sets the search is made of, as queries of their own, to run once (`matched`). */
  sets?: SearchSets;
} | undefined {
  if (search.trim() === "") return undefined;
  const phrase = searchFold(search);
  if (phrase === "") return { where: "1 = 0", params: [], rankParams: [] };
  const words = phrase.split(" ").slice(0, SEARCH_MAX_WORDS);
  const mayHaveTypo = (word: string) => [...word].length >= TYPO_MIN_QUERY_LETTERS;
  const byWords = words.some(mayHaveTypo);
  const rankOf = (inTitle: Sql, anywhere: Sql) => ({
    rank: `CASE WHEN ${inTitle.sql} THEN 0 WHEN ${anywhere.sql} THEN 1 ELSE 2 END`,
    rankParams: [...inTitle.params, ...anywhere.params] as string[],
  });
  if (dialect === "postgres") {
    const where = postgresSearch(phrase, byWords ? words : [], mayHaveTypo);
    const holds = (column: string) => ({ sql: containsSql(column, dialect), params: [phrase] });
    return {
      where: where.sql,
      params: where.params,
      ...rankOf(holds("title_search"), holds("search_text")),
    };
  }
  // SQLite asks its indexes (the row's text lies past its document) for three
  // sets; the filter and the rank read them.
  const sets: SearchSets = {
    inTitle: sqliteHolding(phrase, "title_search"),
    anywhere: sqliteHolding(phrase),
    ...(byWords ? { byWords: sqliteWords(words, mayHaveTypo) } : {}),
  };
  const inSet = (set: Sql, json: string | undefined): Sql =>
    json !== undefined
      ? { sql: "rowid IN (SELECT value FROM json_each(?))", params: [json] }
      : { sql: `rowid IN (SELECT r FROM (${set.sql}))`, params: set.params };
  const either = [sets.anywhere, sets.byWords].filter((set) => set !== undefined);
  const where = matched !== undefined ? inSet(sets.anywhere, matched.all) : {
    // Each part as a subquery: compound operators would otherwise bind left to right.
    sql: `rowid IN (${either.map((set) => `SELECT r FROM (${set.sql})`).join(" UNION ")})`,
    params: either.flatMap((set) => set.params),
  };
  return {
    where: where.sql,
    params: where.params,
    ...rankOf(inSet(sets.inTitle, matched?.inTitle), inSet(sets.anywhere, matched?.anywhere)),
    sets,
  };
}

/**
 * SQLite: a search's sets as queries of the indexes, each giving rowids as
 * `r`: the phrase in the title or original title, the phrase anywhere, and
 * (a search with a word long enough to carry a typo) the word matches.
 */
export interface SearchSets {
  inTitle: Sql;
  anywhere: Sql;
  byWords?: Sql;
}

/**
 * SQLite: the sets of `search` found once (issue 35: the page, its total and
 * its rank each built them again from the indexes); `rowids` runs one set's
 * query. Undefined for a search that filters nothing.
 */
export function sqliteSearchMatches(
  search: string,
  rowids: (set: Sql) => number[],
): SearchMatches | undefined {
  const sets = searchClauses(search, "sqlite")?.sets;
  if (!sets) return undefined;
  const anywhere = rowids(sets.anywhere);
  const all = sets.byWords ? [...new Set([...anywhere, ...rowids(sets.byWords)])] : anywhere;
  return {
    inTitle: JSON.stringify(rowids(sets.inTitle)),
    anywhere: JSON.stringify(anywhere),
    all: JSON.stringify(all),
    count: all.length,
  };
}

/**
 * SQLite: the sets, found once, as JSON arrays of rowids (issue 35: the page,
 * its total and its rank each built them again from the indexes). `all` is
 * every match (anywhere or by words).
 */
export interface SearchMatches {
  inTitle: string;
  anywhere: string;
  all: string;
  /** How many titles `all` holds. */
  count: number;
}

/**
 * PostgreSQL: the phrase through the trigram index (of `movie_texts`), or
 * every word through the word index (`search_words`: `w.` words as prefixes,
 * `t.` near spellings), both in `movie_search_ids` (migrations.ts); a phrase
 * alone asks `movie_texts` itself. A phrase under three letters has no
 * trigram (nor a word long enough to be matched by words): it reads the rows.
 */
function postgresSearch(
  phrase: string,
  words: readonly string[],
  mayHaveTypo: (word: string) => boolean,
): Sql {
  if ([...phrase].length < TRIGRAM_LETTERS) {
    return { sql: "strpos(search_text, ?) > 0", params: [phrase] };
  }
  const like = `%${phrase}%`;
  if (words.length === 0) {
    return {
      sql: "id = ANY(ARRAY(SELECT id FROM movie_texts WHERE search_text LIKE ?))",
      params: [like],
    };
  }
  // tsquery's own syntax: quoted lexemes (the folded words hold no quotes), `:*` a prefix.
  const lexeme = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const eachWord = words.map((word) => {
    const start = `${lexeme(`w.${word}`)}:*`;
    if (!mayHaveTypo(word)) return start;
    return `(${[start, ...deletionVariants(word).map((v) => lexeme(`t.${v}`))].join(" | ")})`;
  });
  return {
    sql: "id = ANY(ARRAY(SELECT movie_search_ids(?, CAST(? AS tsquery))))",
    params: [like, eachWord.join(" & ")],
  };
}
