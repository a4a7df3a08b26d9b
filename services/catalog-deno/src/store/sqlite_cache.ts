import type { ListQuery, MoviePage, StoreChange } from "./types.ts";

/**
 * Distinct list queries whose pages, and titles whose documents, are kept in
 * memory. This process is the database's only writer, so a write drops those
 * it can affect; the catalogue is read far more often than it changes (and an
 * uncached read costs SQLite's per-statement WAL locking, measured as the
 * largest share of a GET /movies/{id}).
 */
export const LIST_CACHE_ENTRIES = 256;
/**
 * The kept pages' summaries in all, in characters: 256 pages of 500 titles
 * (a sitemap's walk over 100,000) held 1.2 GB of RSS (issue 35).
 */
export const LIST_CACHE_CHARACTERS = 8_000_000;
export const DOCUMENT_CACHE_ENTRIES = 1000;

/** The SQLite store's kept list pages and documents (the oldest goes first). */
export class ReadCache {
  /** Each cached page with the query it answers, so a write drops only those it can affect. */
  readonly #pages = new Map<string, { query: ListQuery; page: MoviePage; size: number }>();
  /** The characters of the kept pages' summaries (LIST_CACHE_CHARACTERS). */
  #pagesSize = 0;
  readonly #docs = new Map<string, string>();

  page(query: ListQuery): MoviePage | undefined {
    return this.#pages.get(JSON.stringify(query))?.page;
  }

  keepPage(query: ListQuery, page: MoviePage): void {
    const size = page.movies.reduce((sum, summary) => sum + summary.length, 0);
    while (
      this.#pages.size > 0 &&
      (this.#pages.size >= LIST_CACHE_ENTRIES || this.#pagesSize + size > LIST_CACHE_CHARACTERS)
    ) {
      this.#dropPage(this.#pages.keys().next().value!);
    }
    this.#pages.set(JSON.stringify(query), { query, page, size });
    this.#pagesSize += size;
  }

  doc(id: string): string | undefined {
    return this.#docs.get(id);
  }

  keepDoc(id: string, doc: string): void {
    if (this.#docs.size >= DOCUMENT_CACHE_ENTRIES) {
      this.#docs.delete(this.#docs.keys().next().value!);
    }
    this.#docs.set(id, doc);
  }

  /**
   * Titles changed: their documents and the pages that may list them go;
   * other pages stay (issue 35: a bulk import of drafts leaves every public
   * list warm).
   */
  changed(change: StoreChange): void {
    for (const id of change.ids) this.#docs.delete(id);
    for (const [key, { query }] of this.#pages) {
      if (change.mayList(query)) this.#dropPage(key);
    }
  }

  #dropPage(key: string): void {
    this.#pagesSize -= this.#pages.get(key)?.size ?? 0;
    this.#pages.delete(key);
  }
}
