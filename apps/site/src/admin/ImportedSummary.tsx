import type { ImportedTitle } from "@sinema/api/admin";
import { FILM_FORM_TEXT } from "./filmFormText";
import * as styles from "./admin.css";

/** Issue 33: what the import filled beside the form's fields, with its notes. */
export function ImportedSummary({ imported }: { imported: ImportedTitle }) {
  const { extra, notes } = imported;
  const list = (value: string | string[] | undefined) =>
    value === undefined ? "" : Array.isArray(value) ? value.join(", ") : value;
  const episodes = (extra.seasons ?? []).reduce((sum, season) => sum + season.episodes.length, 0);
  const rows: { label: string; value: string; note?: string | undefined }[] = [
    {
      label: FILM_FORM_TEXT.importedIds,
      value: [`TMDB ${imported.tmdbId}`, extra.imdbId ? `IMDb ${extra.imdbId}` : ""]
        .filter(Boolean)
        .join(" · "),
      note: notes.imdbId,
    },
    { label: FILM_FORM_TEXT.importedCast, value: list(extra.cast), note: notes.cast },
    { label: FILM_FORM_TEXT.importedCountry, value: list(extra.country), note: notes.country },
    { label: FILM_FORM_TEXT.importedLanguage, value: list(extra.language), note: notes.language },
    { label: FILM_FORM_TEXT.importedBackdrop, value: extra.backdrop ?? "", note: notes.backdrop },
  ];
  if (imported.mediaType === "tv") {
    rows.push({
      label: FILM_FORM_TEXT.importedSeasons,
      value: extra.seasons?.length
        ? FILM_FORM_TEXT.seasonsSummary(extra.seasons.length, episodes)
        : "",
      note: notes.seasons,
    });
  }
  return (
    <section className={styles.importedSummary} aria-label={FILM_FORM_TEXT.imported}>
      <h3 className={styles.importedHeading}>{FILM_FORM_TEXT.imported}</h3>
      <dl className={styles.importedList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.importedRow}>
            <dt>{row.label}</dt>
            <dd>
              {row.value || FILM_FORM_TEXT.none}
              {row.note ? <span className={styles.importedNote}> — {row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
