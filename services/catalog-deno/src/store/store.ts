/** A title of the catalogue as the API returns it (openapi/catalog.yaml#/components/schemas/Movie). */
export interface Movie {
  _id: string;
  title: string;
  originalTitle?: string;
  description?: string;
  type: "movie" | "series";
  genre: string[];
  releaseDate?: string;
  duration?: number;
  poster?: string;
  rating: number;
  views: number;
  likes: number;
  featured: boolean;
  trending: boolean;
  status: "active" | "passive";
}

export interface ListQuery {
  limit: number;
}

export interface MoviePage {
  movies: Movie[];
  total: number;
}

/** Storage behind the API; one adapter per database engine. */
export interface MovieStore {
  list(query: ListQuery): Promise<MoviePage>;
  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
