import { useId } from "react";
import { formatDate, formatLira } from "../../format";
import { EmptyState } from "../EmptyState";
import * as styles from "./FilmInfo.css";

type OneOrMany = string | readonly string[] | null | undefined;

export interface FilmInfoProps {
  director?: OneOrMany | undefined;
  country?: OneOrMany | undefined;
  language?: OneOrMany | undefined;
  /** Turkish lira (SPEC.md §9), shown as '₺1.500.000'. */
  budget?: number | null | undefined;
  boxOffice?: number | null | undefined;
  /** ISO date, shown as '12 Mart 2024'. */
  releaseDate?: string | null | undefined;
  /** The external rating out of 10. */
  externalRating?: number | null | undefined;
  /** Critics' score in percent. */
  criticsPercent?: number | null | undefined;
  title?: string | undefined;
}

function joined(value: OneOrMany): string | undefined {
  if (!value) return undefined;
  const text = typeof value === "string" ? value : value.join(", ");
  return text.trim() || undefined;
}

/** The film's facts as a description list; missing facts are left out. */
export function FilmInfo({
  director,
  country,
  language,
  budget,
  boxOffice,
  releaseDate,
  externalRating,
  criticsPercent,
  title = "Film Bilgileri",
}: FilmInfoProps) {
  const titleId = useId();
  const rows: [string, string | undefined][] = [
    ["Yönetmen", joined(director)],
    ["Ülke", joined(country)],
    ["Dil", joined(language)],
    ["Bütçe", formatLira(budget)],
    ["Hasılat", formatLira(boxOffice)],
    ["Yayın Tarihi", formatDate(releaseDate)],
    ["IMDb Puanı", externalRating ? `${externalRating.toFixed(1)}/10` : undefined],
    [
      "Eleştirmen Puanı",
      criticsPercent !== null && criticsPercent !== undefined ? `%${criticsPercent}` : undefined,
    ],
  ];
  const present = rows.filter((row): row is [string, string] => row[1] !== undefined);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      {present.length === 0 ? (
        <EmptyState message="Film bilgisi bulunamadı." />
      ) : (
        <dl className={styles.list}>
          {present.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
