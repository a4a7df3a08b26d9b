/**
 * Issue 33: what can go wrong between the admin and the metadata service,
 * and what the admin is told (Turkish, exact). Its own module so that both
 * the client and the bulk import's rules name the failures without importing
 * each other.
 */
export type TmdbFailure =
  "no-key" | "invalid-key" | "rate-limited" | "not-found" | "upstream" | "unexpected";

/** What the dialog says for each failure (Turkish, exact). */
export const TMDB_FAILURE_MESSAGES: Record<TmdbFailure, string> = {
  "no-key":
    "TMDB bağlantısı kurulmamış. Sunucuda TMDB_API_KEY ortam değişkenini ayarlayıp servisi yeniden başlatın.",
  "invalid-key": "Anahtar geçersiz",
  "rate-limited": "TMDB şu an çok fazla istek alıyor; biraz sonra tekrar deneyin.",
  "not-found": "TMDB'de bu kimlikle bir içerik yok.",
  upstream: "TMDB yanıt vermedi; biraz sonra tekrar deneyin.",
  unexpected: "Beklenmeyen yanıt",
};

export class TmdbImportError extends Error {
  constructor(readonly failure: TmdbFailure) {
    super(TMDB_FAILURE_MESSAGES[failure]);
    this.name = "TmdbImportError";
  }
}
