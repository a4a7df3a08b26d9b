/**
 * Issue 16: film management pages through the whole catalogue on the server.
 * The table's state (search, filters, sort, page, page size) lives in the
 * address, so a reload or a shared link shows the same page; these rules
 * read it from and write it to the query string, and turn it into GET
 * /movies's parameters.
 */
import type { ListMoviesParams } from "../catalog/client";
import type { components, operations } from "../../../../openapi/catalog/types";

type MovieType = components["schemas"]["MovieType"];
type MovieStatus = components["schemas"]["MovieStatus"];
type SortField = NonNullable<NonNullable<operations["listMovies"]["parameters"]["query"]>["sort"]>;

export const FILM_PAGE_SIZES = [25, 50, 100] as const;
export type FilmPageSize = (typeof FILM_PAGE_SIZES)[number];
export const DEFAULT_FILM_PAGE_SIZE: FilmPageSize = 25;

/** The sorts the table offers (issue 16: title, year, rating, views, updated; and newest). */
export const FILM_SORTS = [
  { value: "createdAt-desc", label: "Son eklenen" },
  { value: "updatedAt-desc", label: "Son güncellenen" },
  { value: "title-asc", label: "Başlık (A-Z)" },
  { value: "title-desc", label: "Başlık (Z-A)" },
  { value: "releaseDate-desc", label: "Yıl (yeni)" },
  { value: "releaseDate-asc", label: "Yıl (eski)" },
  { value: "rating-desc", label: "Puan" },
  { value: "views-desc", label: "İzlenme" },
] as const satisfies readonly { value: `${SortField}-${"asc" | "desc"}`; label: string }[];

/** The catalogue's genre names, for the genre filter. */
export const FILM_GENRES = [
  "Aksiyon",
  "Animasyon",
  "Belgesel",
  "Bilim Kurgu",
  "Biyografi",
  "Drama",
  "Fantastik",
  "Gerilim",
  "Komedi",
  "Korku",
  "Romantik",
] as const;

export interface FilmListState {
  /** Search text as typed (the server folds case and Turkish letters). */
  q: string;
  /** 1-based. */
  page: number;
  size: FilmPageSize;
  type: MovieType | undefined;
  status: MovieStatus | undefined;
  genre: string | undefined;
  sort: SortField;
  order: "asc" | "desc";
}

export const DEFAULT_FILM_LIST: FilmListState = {
  q: "",
  page: 1,
  size: DEFAULT_FILM_PAGE_SIZE,
  type: undefined,
  status: undefined,
  genre: undefined,
  sort: "createdAt",
  order: "desc",
};

const SORT_FIELDS: readonly SortField[] = [
  "rating",
  "views",
  "likes",
  "releaseDate",
  "title",
  "createdAt",
  "updatedAt",
];

const oneOf = <T extends string>(allowed: readonly T[], raw: string | null): T | undefined =>
  allowed.find((value) => value === raw);

/** Longest search the contract accepts. */
const MAX_SEARCH_LENGTH = 200;

/** The table's state from an address's query string; anything unknown or malformed falls back to the default. */
export function filmListStateOf(search: URLSearchParams): FilmListState {
  const page = Number(search.get("page"));
  const size = Number(search.get("size"));
  return {
    q: (search.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: FILM_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_FILM_PAGE_SIZE,
    type: oneOf(["movie", "series"] as const, search.get("type")),
    status: oneOf(["active", "passive"] as const, search.get("status")),
    genre: search.get("genre")?.trim() || undefined,
    sort: oneOf(SORT_FIELDS, search.get("sort")) ?? DEFAULT_FILM_LIST.sort,
    order: oneOf(["asc", "desc"] as const, search.get("order")) ?? DEFAULT_FILM_LIST.order,
  };
}

/** The query string of a state, defaults left out, in a fixed order (so equal states give equal links). */
export function filmListSearch(state: FilmListState): string {
  const search = new URLSearchParams();
  if (state.q.trim() !== "") search.set("q", state.q);
  if (state.type) search.set("type", state.type);
  if (state.status) search.set("status", state.status);
  if (state.genre) search.set("genre", state.genre);
  if (state.sort !== DEFAULT_FILM_LIST.sort || state.order !== DEFAULT_FILM_LIST.order) {
    search.set("sort", state.sort);
    search.set("order", state.order);
  }
  if (state.size !== DEFAULT_FILM_LIST.size) search.set("size", String(state.size));
  if (state.page !== 1) search.set("page", String(state.page));
  return search.toString();
}

/** GET /movies's parameters for the page a state shows. */
export function filmListParams(state: FilmListState): ListMoviesParams {
  const params: ListMoviesParams = {
    limit: state.size,
    offset: (state.page - 1) * state.size,
    sort: state.sort,
    order: state.order,
  };
  const q = state.q.trim();
  if (q !== "") params.search = q;
  if (state.type) params.type = state.type;
  if (state.status) params.status = state.status;
  if (state.genre) params.genre = state.genre;
  return params;
}

/** The last page that holds a row (1 when nothing matches). */
export function lastFilmPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
