/** SPEC.md §2 film management and dashboard: what the admin tables and tiles show of a title. */
import type { ListMoviesParams, Movie } from "../catalog/client";
import { durationText, MISSING_RATING_TEXT, yearOf } from "../domain/format";
import { typeBadge } from "../domain/labels";

/** Rows in the dashboard's recently added films and recent ads tables. */
export const DASHBOARD_RECENT_COUNT = 5;
/** GET /movies for the dashboard's recently added films: newest first. */
export const RECENT_FILMS_PARAMS: ListMoviesParams = {
  sort: "createdAt",
  order: "desc",
  limit: DASHBOARD_RECENT_COUNT,
};
/** GET /movies for the dashboard's film count: only `total` is read. */
export const FILM_COUNT_PARAMS: ListMoviesParams = { type: "movie", limit: 1 };
/** SPEC.md §2: the table shows the first two genres. */
export const TABLE_GENRE_COUNT = 2;

/** SPEC.md §2: "genres (first two)". */
export function filmGenresText(film: Pick<Movie, "genre">): string {
  return film.genre.slice(0, TABLE_GENRE_COUNT).join(", ");
}

/** SPEC.md §2: "year (from releaseDate)"; N/A when there is none. */
export function filmYearText(film: Pick<Movie, "releaseDate">): string {
  return String(yearOf({ releaseDate: film.releaseDate ?? null }) ?? MISSING_RATING_TEXT);
}

/** SPEC.md §2: "duration (shown 'Xs Ydk' or N/A)"; `runtime` is the older records' name for it. */
export function filmDurationText(film: Pick<Movie, "duration" | "runtime">): string {
  return durationText(film.duration ?? film.runtime);
}

/** The table's type column: Film or Dizi. */
export function filmTypeText(film: Pick<Movie, "type">): "Film" | "Dizi" {
  return typeBadge(film.type);
}

/** SPEC.md §3: "status ('active', otherwise shown as passive)". */
export function filmStatusOf(film: Pick<Movie, "status">): "active" | "passive" {
  return film.status === "active" ? "active" : "passive";
}
