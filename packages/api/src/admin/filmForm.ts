/**
 * The admin's add/edit film form as data: values as typed, turned into the
 * request body and checked before sending with the contract's own rules
 * (openapi/catalog.yaml MovieInput, compiled by `pnpm gen` into
 * generated/catalogValidators.ts), with Turkish messages per field; the
 * server's validation problems are mapped back onto the same fields. The
 * integration test holds the two checks against each other.
 */
import { CatalogError, type Movie, type MovieInput, type Problem } from "../catalog/client";
import { formats, movieInputRules, validateMovieInput } from "../generated/catalogValidators";
import { asList } from "../domain/text";

/** Every field of MovieInput, from the contract: what a PUT must carry over from the stored record. */
const MOVIE_INPUT_FIELDS = Object.keys(movieInputRules.properties) as (keyof MovieInput)[];

/**
 * The editable part of a stored title. PUT replaces the whole record, so an
 * edit starts from this and changes only the form's fields: cast, seasons,
 * views and the rest survive.
 */
export function movieInputOf(movie: Movie): MovieInput {
  const input: Record<string, unknown> = {};
  for (const key of MOVIE_INPUT_FIELDS) {
    if (movie[key] !== undefined && movie[key] !== null) input[key] = movie[key];
  }
  return input as unknown as MovieInput;
}

/** The form's fields, as the inputs hold them (text, except the two checkboxes). */
export interface FilmFormValues {
  title: string;
  originalTitle: string;
  type: "movie" | "series";
  status: "active" | "passive";
  /** Comma separated. */
  genres: string;
  /** YYYY-MM-DD, as a date input gives it; empty for none. */
  releaseDate: string;
  /** Minutes. */
  duration: string;
  rating: string;
  totalSeasons: string;
  /** A series' airing status ('Devam Ediyor' / 'Tamamlandı' / 'Beklemede'); films keep none. */
  airingStatus: "ongoing" | "ended" | "pending";
  /** Comma separated when there are several. */
  director: string;
  poster: string;
  videoUrl: string;
  description: string;
  /** Audio languages, comma separated codes ("tr, en"). */
  audio: string;
  /** Subtitle languages, comma separated codes. */
  subtitles: string;
  featured: boolean;
  trending: boolean;
}

export type FilmField = keyof FilmFormValues;
export type FilmFieldErrors = Partial<Record<FilmField, string>>;

export const EMPTY_FILM_FORM: FilmFormValues = {
  title: "",
  originalTitle: "",
  type: "movie",
  status: "active",
  genres: "",
  releaseDate: "",
  duration: "",
  rating: "",
  totalSeasons: "",
  airingStatus: "pending",
  director: "",
  poster: "",
  videoUrl: "",
  description: "",
  audio: "",
  subtitles: "",
  featured: false,
  trending: false,
};

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The form filled from a stored title (edit), or empty (add). */
export function filmFormValues(movie?: Movie): FilmFormValues {
  if (!movie) return { ...EMPTY_FILM_FORM };
  return {
    title: movie.title,
    originalTitle: movie.originalTitle ?? "",
    type: movie.type,
    status: movie.status === "active" ? "active" : "passive",
    genres: movie.genre.join(", "),
    releaseDate: movie.releaseDate ?? "",
    duration: numberText(movie.duration ?? movie.runtime),
    rating: numberText(movie.rating),
    totalSeasons: numberText(movie.totalSeasons),
    airingStatus: movie.airingStatus ?? "pending",
    director: asList(movie.director).join(", "),
    poster: movie.poster ?? "",
    videoUrl: movie.videoUrl ?? "",
    description: movie.description ?? "",
    audio: (movie.audio ?? []).join(", "),
    subtitles: (movie.subtitles ?? []).join(", "),
    featured: movie.featured,
    trending: movie.trending,
  };
}

/** "Drama, Bilim Kurgu," → ["Drama", "Bilim Kurgu"]: trimmed, empty parts dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** "TR, en, tr" → ["tr", "en"]: language codes lower-cased, each once. */
export function splitLanguages(text: string): string[] {
  return [...new Set(splitList(text).map((code) => code.toLowerCase()))];
}

/** A typed number: empty is none; a Turkish decimal comma is read as a point. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.replace(",", "."));
}

/**
 * The request body for POST (no base) or PUT (the stored record's input as
 * base). Text is trimmed; an emptied field is removed from the record. The
 * values are not checked here: see validateFilmForm.
 */
export function filmInputFromForm(values: FilmFormValues, base?: MovieInput): MovieInput {
  const input: Record<string, unknown> = { ...base };
  const set = (key: keyof MovieInput, value: unknown) => {
    const empty = value === undefined || value === "" || (Array.isArray(value) && !value.length);
    if (empty) delete input[key];
    else input[key] = value;
  };
  set("title", values.title.trim());
  // Required by the contract: an emptied title is sent as empty for the server to refuse too.
  input.title ??= "";
  set("originalTitle", values.originalTitle.trim());
  input.type = values.type;
  set("status", values.status);
  set("genre", splitList(values.genres));
  set("releaseDate", values.releaseDate.trim());
  set("duration", parseNumber(values.duration));
  // The form edits one duration; the older alias would otherwise shadow nothing but confuse.
  delete input.runtime;
  set("rating", parseNumber(values.rating));
  set("totalSeasons", parseNumber(values.totalSeasons));
  // Only a series airs; a title made a film drops the status it had as a series.
  set("airingStatus", values.type === "series" ? values.airingStatus : undefined);
  const directors = splitList(values.director);
  // One name is sent as text, unless the record already kept its directors as a list.
  const asArray = directors.length > 1 || Array.isArray(base?.director);
  set("director", asArray ? directors : directors[0]);
  set("poster", values.poster.trim());
  set("videoUrl", values.videoUrl.trim());
  set("description", values.description.trim());
  set("audio", splitLanguages(values.audio));
  set("subtitles", splitLanguages(values.subtitles));
  input.featured = values.featured;
  input.trending = values.trending;
  return input as unknown as MovieInput;
}

/** A real calendar date in the contract's `format: date` form (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  return formats.date(text);
}

/** The contract's limits, as the messages quote them. */
const R = movieInputRules.properties;

/** Turkish field messages; each names the rule, so one text serves the client and server checks. */
export const FILM_FORM_MESSAGES = {
  titleRequired: "Başlık zorunludur.",
  title: `Başlık ${R.title.minLength} ile ${R.title.maxLength} karakter arasında olmalıdır.`,
  originalTitle: `Orijinal başlık en fazla ${R.originalTitle.maxLength} karakter olabilir.`,
  type: "İçerik türü Film veya Dizi olmalıdır.",
  status: "Durum Aktif veya Pasif olmalıdır.",
  genres: `En fazla ${R.genre.maxItems} tür girilebilir; her tür en fazla ${R.genre.items.maxLength} karakter olabilir.`,
  releaseDate: "Geçerli bir tarih girin (YYYY-AA-GG).",
  duration: `Süre ${R.duration.minimum} ile ${R.duration.maximum} arasında tam sayı (dakika) olmalıdır.`,
  rating: `Puan ${R.rating.minimum} ile ${R.rating.maximum} arasında bir sayı olmalıdır.`,
  totalSeasons: `Sezon sayısı ${R.totalSeasons.minimum} ile ${R.totalSeasons.maximum} arasında tam sayı olmalıdır.`,
  airingStatus: "Yayın durumu Devam Ediyor, Tamamlandı veya Beklemede olmalıdır.",
  director: `En fazla ${R.director.oneOf[1].maxItems} yönetmen girilebilir; her biri en fazla ${R.director.oneOf[0].maxLength} karakter olabilir.`,
  poster: `Afiş adresi http://, https:// ya da / ile başlamalı ve en fazla ${R.poster.maxLength} karakter olabilir.`,
  videoUrl: `Video adresi http://, https:// ya da / ile başlamalı ve en fazla ${R.videoUrl.maxLength} karakter olabilir.`,
  description: `Açıklama en fazla ${R.description.maxLength} karakter olabilir.`,
  audio: `Ses dilleri en fazla ${R.audio.maxItems} dil kodu olabilir (ör. tr, en).`,
  subtitles: `Altyazı dilleri en fazla ${R.subtitles.maxItems} dil kodu olabilir (ör. tr, en).`,
  featured: "Öne çıkan alanı geçersiz.",
  trending: "Trend alanı geçersiz.",
} as const satisfies Record<FilmField | "titleRequired", string>;

/** One problem Ajv reports (the fields this module reads). */
interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * The JSON pointers a body breaks the contract at, as the service reports
 * them: a missing or unknown property is named by its own pointer.
 */
function checkMovieInput(body: unknown): string[] {
  const validate = validateMovieInput as unknown as ((data: unknown) => boolean) & {
    errors?: SchemaError[] | null;
  };
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => {
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    return typeof named === "string" ? `${error.instancePath}/${named}` : error.instancePath;
  });
}

/**
 * The contract's MovieInput rules on the body the form would send (with the
 * stored record's other fields on an edit), as messages on the form's
 * fields; no entries when the form may be sent. Problems on fields the form
 * does not show are left to the server, which names them as a whole.
 */
export function validateFilmForm(values: FilmFormValues, base?: MovieInput): FilmFieldErrors {
  const body = filmInputFromForm(values, base);
  const { fields } = fieldErrorsAt(checkMovieInput(body));
  if (fields.title && body.title === "") fields.title = FILM_FORM_MESSAGES.titleRequired;
  return fields;
}

/** The form field a body property belongs to (`runtime` is edited as the duration). */
const FIELD_OF_PROPERTY: Partial<Record<keyof MovieInput, FilmField>> = {
  title: "title",
  originalTitle: "originalTitle",
  type: "type",
  status: "status",
  genre: "genres",
  releaseDate: "releaseDate",
  duration: "duration",
  runtime: "duration",
  rating: "rating",
  totalSeasons: "totalSeasons",
  airingStatus: "airingStatus",
  director: "director",
  poster: "poster",
  videoUrl: "videoUrl",
  description: "description",
  audio: "audio",
  subtitles: "subtitles",
  featured: "featured",
  trending: "trending",
};

export interface ServerFormErrors {
  fields: FilmFieldErrors;
  /** Pointers to properties the form does not show (kept from the stored record). */
  otherPaths: string[];
}

/** JSON pointers (such as "/genre/0") on the form's fields, each with the field's Turkish rule text. */
function fieldErrorsAt(paths: readonly string[]): ServerFormErrors {
  const result: ServerFormErrors = { fields: {}, otherPaths: [] };
  for (const path of paths) {
    const property = path.split("/")[1]?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
    const field = FIELD_OF_PROPERTY[property as keyof MovieInput];
    if (field) result.fields[field] ??= FILM_FORM_MESSAGES[field];
    else if (!result.otherPaths.includes(path)) result.otherPaths.push(path);
  }
  return result;
}

/** A validation problem's `errors` on the form's fields. */
export function formErrorsFromProblem(problem: Problem | undefined): ServerFormErrors {
  return fieldErrorsAt((problem?.errors ?? []).map(({ path }) => path));
}

/** Why a save failed, for the box above the form's buttons. */
export const FILM_SAVE_MESSAGES = {
  invalidFields: "Sunucu bazı alanları kabul etmedi; işaretli alanları düzeltin.",
  invalidRecord: "Sunucu kaydı kabul etmedi.",
  duplicate: "Aynı ad, tür ve çıkış tarihiyle kayıtlı başka bir içerik var.",
  /** Issue 33: the service refused a second title with the same TMDB id. */
  duplicateTmdb: "Bu içerik zaten katalogda",
  missing: "Bu içerik artık yok; başka bir oturumda silinmiş olabilir.",
  tooLarge: "Kayıt çok büyük.",
  failed: "İçerik kaydedilemedi. Lütfen tekrar deneyin.",
} as const;

export interface SaveFailure {
  /** Field errors from a validation problem, shown beside their inputs. */
  fields: FilmFieldErrors;
  /** The message above the buttons. */
  message: string;
}

/**
 * Issue 16: the server refused a save because the title changed since the
 * form loaded it (409 `stale`). The form offers reload or overwrite instead
 * of saveFailure's message.
 */
export function isStaleSave(error: unknown): boolean {
  return (
    error instanceof CatalogError &&
    error.status === 409 &&
    (error.problem?.type.endsWith("/stale") ?? false)
  );
}

/**
 * What the form shows when POST or PUT fails (401 is not handled here: it
 * ends the session).
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof CatalogError)) return { fields: {}, message: FILM_SAVE_MESSAGES.failed };
  switch (error.status) {
    case 400: {
      const { fields, otherPaths } = formErrorsFromProblem(error.problem);
      const onFields = Object.keys(fields).length > 0 && otherPaths.length === 0;
      return {
        fields,
        message: onFields ? FILM_SAVE_MESSAGES.invalidFields : FILM_SAVE_MESSAGES.invalidRecord,
      };
    }
    case 409:
      return {
        fields: {},
        message: error.problem?.type.endsWith("/duplicate-tmdb")
          ? FILM_SAVE_MESSAGES.duplicateTmdb
          : FILM_SAVE_MESSAGES.duplicate,
      };
    case 404:
      return { fields: {}, message: FILM_SAVE_MESSAGES.missing };
    case 413:
      return { fields: {}, message: FILM_SAVE_MESSAGES.tooLarge };
    default:
      return { fields: {}, message: FILM_SAVE_MESSAGES.failed };
  }
}
