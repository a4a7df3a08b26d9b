/**
 * Shapes of openapi/catalog.yaml (components/schemas) as the service stores
 * them, and the storage interface that each database engine implements.
 */

export type MovieType = "movie" | "series";
export type MovieStatus = "active" | "passive";
export type StringOrList = string | string[];

export interface Episode {
  number: number;
  title: string;
  description?: string;
  duration?: number;
  airDate?: string;
  image?: string;
  streamUrl?: string;
}

export interface Season {
  number: number;
  title?: string;
  year?: number;
  episodes: Episode[];
}

/** Body of POST and PUT /movies: the editable fields of a title. */
export interface MovieInput {
  title: string;
  originalTitle?: string;
  description?: string;
  type: MovieType;
  genre?: string[];
  category?: string;
  releaseDate?: string;
  duration?: number;
  runtime?: number;
  videoUrl?: string;
  poster?: string;
  backdrop?: string;
  director?: StringOrList;
  cast?: string[];
  country?: StringOrList;
  language?: StringOrList;
  rating?: number;
  views?: number;
  likes?: number;
  comments?: number;
  ageRating?: string;
  quality?: string;
  featured?: boolean;
  trending?: boolean;
  status?: MovieStatus;
  totalSeasons?: number;
  seasons?: Season[];
  tmdbId?: number;
  imdbId?: string;
  budget?: number;
  boxOffice?: number;
  externalRating?: number;
  criticsScore?: number;
}

/** A stored title as the API returns it. */
export interface Movie extends MovieInput {
  _id: string;
  genre: string[];
  rating: number;
  views: number;
  likes: number;
  featured: boolean;
  trending: boolean;
  status: MovieStatus;
  createdAt: string;
  updatedAt: string;
}

export interface Embed {
  slug: string;
  title: string;
  episode_url: string;
  embed_url: string;
}

export type SortField =
  | "rating"
  | "views"
  | "likes"
  | "releaseDate"
  | "title"
  | "createdAt";

export interface ListQuery {
  limit: number;
  offset?: number;
  /** Free text; matched against the folded title, original title and description. */
  search?: string;
  sort?: SortField;
  order?: "asc" | "desc";
  type?: MovieType;
  genre?: string;
  category?: string;
  featured?: boolean;
  trending?: boolean;
  status?: MovieStatus;
}

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

  listEmbeds(): Promise<Embed[]>;
  getEmbed(slug: string): Promise<Embed | undefined>;
  randomEmbed(): Promise<Embed | undefined>;

  createSession(session: Session): Promise<void>;
  /** The session when it exists and has not expired at `now`. */
  getSession(tokenHash: string, now: number): Promise<Session | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteExpiredSessions(now: number): Promise<void>;

  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What a fresh database is filled with on first start. */
export interface Seed {
  movies: readonly Movie[];
  embeds: readonly Embed[];
}
