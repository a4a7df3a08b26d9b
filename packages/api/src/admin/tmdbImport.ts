/**
 * Issue 33: a title from the metadata service, as the admin's form wants it.
 * Pure rules only (the calls are in tmdbImportClient.ts): a film's or a
 * series' answer turned into the form's values and the record's other
 * fields. An answer may be valid against openapi/tmdb.yaml and still odd
 * (missing optional fields, empty strings, unknown genre ids, dates that do
 * not parse, numbers out of range, very long names): what fits the
 * catalogue's contract is filled, the rest is left empty with a note on the
 * field, never thrown. Finding the title is tmdbSearch.ts; genres are
 * tmdbGenres.ts; seasons and episodes are tmdbSeasons.ts.
 */
import type { MovieInput } from "../catalog/client";
import { movieInputRules } from "../generated/catalogValidators";
import type { MovieDetails, SeasonDetails, TvDetails } from "../tmdb/client";
import { imageUrl } from "../tmdb/images";
import { EMPTY_FILM_FORM, isCalendarDate, type FilmField, type FilmFormValues } from "./filmForm";
import { mapGenres } from "./tmdbGenres";
import type { MediaType } from "./tmdbSearch";
import { airingStatusOf, importSeason } from "./tmdbSeasons";
import { clip, finite, names, text } from "./tmdbValues";

/** What the details are asked with: everything one form needs in one call. */
export const IMPORT_APPEND = "credits,external_ids,images,translations";
/** Issue 33: "top 10 cast". */
export const IMPORT_CAST_COUNT = 10;
/** Image sizes of the catalogue's poster and a wide backdrop (cards: CARD_POSTER_SIZE). */
export const IMPORT_POSTER_SIZE = "w500";
export const IMPORT_BACKDROP_SIZE = "w1280";

const LIMITS = movieInputRules.properties;

/** The notes an import leaves on fields (Turkish, shown beside the field). */
export const IMPORT_NOTES = {
  titleFallback: "Türkçe başlık yok; orijinal başlık kullanıldı.",
  overviewFallback: "Türkçe özet yok; orijinal dildeki özet kullanıldı.",
  overviewMissing: "Özet yok.",
  titleMissing: "Başlık yok; elle girin.",
  date: (raw: string) => `Tarih okunamadı (${raw || "boş"}); boş bırakıldı.`,
  duration: (raw: string) => `Süre okunamadı (${raw || "boş"}); boş bırakıldı.`,
  rating: (raw: string) => `Puan okunamadı (${raw}); boş bırakıldı.`,
  shortened: (max: number) => `${max} karakterden uzun olduğu için kısaltıldı.`,
  unmappedGenres: (names: readonly string[]) => `Eşlenmeyen türler: ${names.join(", ")}`,
  noPoster: "Afiş yok.",
  noBackdrop: "Arka plan görseli yok.",
  imdb: (raw: string) => `IMDb kimliği okunamadı (${raw}).`,
  noDirector: "Yönetmen bilgisi yok.",
  noCreator: "Yapımcı (yaratıcı) bilgisi yok.",
  seasonsSkipped: (count: number) => `${count} sezon okunamadı; atlandı.`,
} as const;

/** Fields the import fills beside the form's own. */
export type ImportedField =
  FilmField | "cast" | "country" | "language" | "backdrop" | "imdbId" | "seasons";

/** The form's values and the record's other fields, as the import filled them. */
export interface ImportedTitle {
  mediaType: MediaType;
  tmdbId: number;
  values: FilmFormValues;
  /** Fields the form does not show, sent with it (a PUT-style base). */
  extra: Partial<MovieInput>;
  /** A note per field the answer could not fill as it was. */
  notes: Partial<Record<ImportedField, string>>;
  /** Genres with no catalogue counterpart, by their service name. */
  unmappedGenres: string[];
}

function translation(
  details: MovieDetails | TvDetails,
  language: string,
): { title?: string; name?: string; overview?: string } | undefined {
  const list = details.translations?.translations ?? [];
  const turkish = list.filter((entry) => entry.iso_639_1 === language);
  return (turkish.find((entry) => entry.iso_3166_1 === "TR") ?? turkish[0])?.data;
}

const country = (() => {
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames(["tr"], { type: "region" });
  } catch {
    display = undefined;
  }
  return (code: string) => {
    if (!/^[A-Z]{2}$/.test(code)) return "";
    try {
      return display?.of(code) ?? code;
    } catch {
      return code;
    }
  };
})();

interface Common {
  title: unknown;
  originalTitle: unknown;
  overview: unknown;
  date: unknown;
  runtime: unknown;
}

/** The fields films and series share, filled the same way. */
function importCommon(
  details: MovieDetails | TvDetails,
  mediaType: MediaType,
  common: Common,
): ImportedTitle {
  const notes: ImportedTitle["notes"] = {};
  const values: FilmFormValues = {
    ...EMPTY_FILM_FORM,
    type: mediaType === "tv" ? "series" : "movie",
  };
  const extra: Partial<MovieInput> = { tmdbId: details.id };
  const originalLanguage = text(details.original_language).toLowerCase();

  // Title: asked in tr-TR, the service answers the original where it has no
  // Turkish translation; so without one (and not a Turkish production) the
  // title is the original's, said in a note.
  const original = text(common.originalTitle);
  const turkish = translation(details, "tr");
  const asked = text(common.title);
  let title: string;
  if (turkish !== undefined) {
    title = text(mediaType === "tv" ? turkish.name : turkish.title) || asked || original;
  } else if (originalLanguage === "tr") {
    title = asked || original;
  } else {
    title = asked || original;
    if (title) notes.title = IMPORT_NOTES.titleFallback;
  }
  if (!title) notes.title = IMPORT_NOTES.titleMissing;
  const [shortTitle, titleCut] = clip(title, LIMITS.title.maxLength);
  values.title = shortTitle;
  if (titleCut) notes.title = IMPORT_NOTES.shortened(LIMITS.title.maxLength);
  const [shortOriginal, originalCut] = clip(original, LIMITS.originalTitle.maxLength);
  values.originalTitle = shortOriginal;
  if (originalCut) notes.originalTitle = IMPORT_NOTES.shortened(LIMITS.originalTitle.maxLength);

  // Overview: Turkish, else the original language's, else English, with a note.
  const localOverview = text(turkish?.overview) || text(common.overview);
  let overview = localOverview;
  if (!overview) {
    overview =
      text(translation(details, originalLanguage)?.overview) ||
      text(translation(details, "en")?.overview);
    notes.description = overview ? IMPORT_NOTES.overviewFallback : IMPORT_NOTES.overviewMissing;
  }
  const [shortOverview, overviewCut] = clip(overview, LIMITS.description.maxLength);
  values.description = shortOverview;
  if (overviewCut) notes.description = IMPORT_NOTES.shortened(LIMITS.description.maxLength);

  const date = text(common.date);
  if (isCalendarDate(date) && Number(date.slice(0, 4)) >= 1880) values.releaseDate = date;
  else notes.releaseDate = IMPORT_NOTES.date(date);

  const runtime = finite(common.runtime);
  if (
    runtime !== undefined &&
    Number.isInteger(runtime) &&
    runtime >= LIMITS.duration.minimum &&
    runtime <= LIMITS.duration.maximum
  ) {
    values.duration = String(runtime);
  } else {
    notes.duration = IMPORT_NOTES.duration(runtime === undefined ? "" : String(runtime));
  }

  const rating = finite(details.vote_average);
  if (rating !== undefined && rating >= LIMITS.rating.minimum && rating <= LIMITS.rating.maximum) {
    // A title nobody rated yet says 0: left empty rather than shown as the worst.
    if (rating > 0 || (details.vote_count ?? 0) > 0)
      values.rating = String(Math.round(rating * 10) / 10);
  } else if (details.vote_average !== undefined) {
    notes.rating = IMPORT_NOTES.rating(String(details.vote_average));
  }

  const genres = mapGenres(details.genres);
  values.genres = genres.mapped.join(", ");
  if (genres.unmapped.length > 0) notes.genres = IMPORT_NOTES.unmappedGenres(genres.unmapped);

  // Images: a Turkish poster when the service has one, sized per use.
  const turkishPoster = details.images?.posters?.find((poster) => poster.iso_639_1 === "tr");
  const poster = imageUrl(turkishPoster?.file_path ?? details.poster_path, IMPORT_POSTER_SIZE);
  if (poster && poster.length <= LIMITS.poster.maxLength) values.poster = poster;
  else notes.poster = IMPORT_NOTES.noPoster;
  const backdrop = imageUrl(details.backdrop_path, IMPORT_BACKDROP_SIZE);
  if (backdrop && backdrop.length <= LIMITS.backdrop.maxLength) extra.backdrop = backdrop;
  else notes.backdrop = IMPORT_NOTES.noBackdrop;

  const cast = [...(details.credits?.cast ?? [])].sort(
    (a, b) => (finite(a.order) ?? Infinity) - (finite(b.order) ?? Infinity),
  );
  const castNames = names(
    cast.map((member) => member.name),
    IMPORT_CAST_COUNT,
    LIMITS.cast.items.maxLength,
  );
  if (castNames.length > 0) extra.cast = castNames;

  if (/^[a-z]{2}$/.test(originalLanguage)) extra.language = originalLanguage;

  const rawImdb = text(details.external_ids?.imdb_id) || text((details as MovieDetails).imdb_id);
  if (/^tt\d{5,10}$/.test(rawImdb)) extra.imdbId = rawImdb;
  else if (rawImdb) notes.imdbId = IMPORT_NOTES.imdb(rawImdb);

  return { mediaType, tmdbId: details.id, values, extra, notes, unmappedGenres: genres.unmapped };
}

function countries(codes: readonly unknown[]): string | string[] | undefined {
  const list = names(
    codes.map((code) => country(text(code).toUpperCase())),
    5,
    100,
  );
  if (list.length === 0) return undefined;
  return list.length === 1 ? list[0]! : list;
}

/** A film's answer (details with IMPORT_APPEND) as the form and record. */
export function importMovie(details: MovieDetails): ImportedTitle {
  const imported = importCommon(details, "movie", {
    title: details.title,
    originalTitle: details.original_title,
    overview: details.overview,
    date: details.release_date,
    runtime: details.runtime,
  });
  const directors = names(
    (details.credits?.crew ?? []).filter((member) => member.job === "Director").map((m) => m.name),
    LIMITS.director.oneOf[1].maxItems,
    LIMITS.director.oneOf[0].maxLength,
  );
  if (directors.length > 0) imported.values.director = directors.join(", ");
  else imported.notes.director = IMPORT_NOTES.noDirector;
  const place = countries(
    (details.production_countries ?? [])
      .map((entry) => entry.iso_3166_1)
      .concat(details.origin_country ?? []),
  );
  if (place !== undefined) imported.extra.country = place;
  return imported;
}

/**
 * A series' answer and its seasons' answers as the form and record. A
 * season whose answer is missing (failed) is left out with a note.
 */
export function importSeries(
  details: TvDetails,
  seasons: readonly (SeasonDetails | null)[],
): ImportedTitle {
  const runTimes = (details.episode_run_time ?? []).filter((n) => finite(n) !== undefined && n > 0);
  const firstEpisodeRuntime =
    runTimes[0] ??
    seasons.flatMap((season) => season?.episodes ?? []).find((e) => (finite(e.runtime) ?? 0) > 0)
      ?.runtime ??
    undefined;
  const imported = importCommon(details, "tv", {
    title: details.name,
    originalTitle: details.original_name,
    overview: details.overview,
    date: details.first_air_date,
    runtime: firstEpisodeRuntime,
  });
  const creators = names(
    (details.created_by ?? []).map((creator) => creator.name),
    LIMITS.director.oneOf[1].maxItems,
    LIMITS.director.oneOf[0].maxLength,
  );
  if (creators.length > 0) imported.values.director = creators.join(", ");
  else imported.notes.director = IMPORT_NOTES.noCreator;
  imported.values.airingStatus = airingStatusOf(details.status);
  const place = countries(details.origin_country ?? []);
  if (place !== undefined) imported.extra.country = place;

  const loaded = seasons.filter((season): season is SeasonDetails => season !== null);
  const importedSeasons = loaded
    .filter((season) => Number.isInteger(season.season_number) && season.season_number >= 0)
    .map(importSeason)
    .sort((a, b) => a.number - b.number);
  const numbered = importedSeasons.filter(
    (season, index, all) => all.findIndex((other) => other.number === season.number) === index,
  );
  if (numbered.length > 0) imported.extra.seasons = numbered;
  const counted = numbered.filter((season) => season.number >= 1).length;
  imported.values.totalSeasons = counted > 0 ? String(counted) : "";
  const skipped = seasons.length - loaded.length;
  if (skipped > 0) imported.notes.seasons = IMPORT_NOTES.seasonsSkipped(skipped);
  return imported;
}
