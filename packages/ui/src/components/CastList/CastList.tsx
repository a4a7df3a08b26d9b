import { useId } from "react";
import { EmptyState } from "../EmptyState";
import { Poster } from "../Poster";
import * as styles from "./CastList.css";

export interface CastMember {
  name: string;
  character?: string | undefined;
  photo?: string | null | undefined;
}

export interface CastListProps {
  cast: readonly CastMember[];
  title?: string | undefined;
  emptyMessage?: string | undefined;
}

/** Initials from the first and last word: 'Haluk Bilginer' → 'HB'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase("tr");
}

/** The cast as a scrolling strip of photos (or initials) with names and roles. */
export function CastList({
  cast,
  title = "Oyuncular",
  emptyMessage = "Oyuncu bilgisi bulunamadı.",
}: CastListProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      {cast.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {cast.map((person, i) => (
            <li key={`${person.name}-${i}`} className={styles.person}>
              {person.photo ? (
                <Poster className={styles.photo} src={person.photo} alt="" ratio="square" />
              ) : (
                <span className={styles.initials} aria-hidden>
                  {initialsOf(person.name)}
                </span>
              )}
              <span className={styles.name}>{person.name}</span>
              {person.character ? (
                <span className={styles.character}>{person.character}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
