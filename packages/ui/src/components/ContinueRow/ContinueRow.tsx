import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { ContentRow } from "../ContentRow";
import { IconButton } from "../IconButton";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { Poster } from "../Poster";
import { ProgressBar } from "../ProgressBar";
import * as cardStyles from "../ContentCard/ContentCard.css";
import { frame } from "../Poster/Poster.css";
import * as styles from "./ContinueRow.css";

export const CONTINUE_ROW_TITLE = "İzlemeye Devam Et";

/** The × button's accessible name for one card. */
export function continueRemoveLabel(title: string): string {
  return `${CONTINUE_ROW_TITLE} listesinden kaldır: ${title}`;
}

export interface ContinueRowItem {
  /** Stable per title; handed back to `onRemove`. */
  id: string;
  title: string;
  /** Where 'İzle' resumes, e.g. `/movie/42`. */
  href: string;
  poster?: string | null | undefined;
  /** 0 to 1. */
  progress: number;
  /** From packages/api: 'Kaldığın yer: 1s 12dk' or 'S2 B5 · 12dk kaldı'. */
  progressText: string;
}

export interface ContinueRowProps {
  /** Newest first. An empty list renders nothing: the row only exists when there is something to continue. */
  items: readonly ContinueRowItem[];
  /** The × on a card. Focus moves to the next card's × (or the previous one at the end). */
  onRemove: (id: string) => void;
  title?: string | undefined;
  linkComponent?: LinkComponent | undefined;
  /**
   * The viewer has titles to continue that are not read yet (the page came
   * from the server): the row keeps its exact room, title and a card's
   * height, so nothing below moves when they fill in.
   */
  reserved?: boolean | undefined;
}

/** 'İzlemeye Devam Et': started titles with their progress, each removable. */
export function ContinueRow({
  items,
  onRemove,
  title = CONTINUE_ROW_TITLE,
  linkComponent,
  reserved = false,
}: ContinueRowProps) {
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Index of the card just removed, until its neighbour has taken focus. */
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null || items.length === 0) return;
    removedAt.current = null;
    const next = items[Math.min(index, items.length - 1)];
    if (next) removeButtons.current.get(next.id)?.focus();
  }, [items]);

  if (items.length === 0 && reserved) {
    return (
      <ContentRow title={title}>
        <div className={cardStyles.card({ variant: "row" })} aria-busy="true">
          <span className={frame({ ratio: "poster" })} />
          <div className={cardStyles.body}>
            <span className={`${cardStyles.title} ${styles.title}`} />
            <span className={styles.text}>&nbsp;</span>
          </div>
        </div>
      </ContentRow>
    );
  }
  if (items.length === 0) return null;
  return (
    <LinkProvider component={linkComponent}>
      <ContentRow title={title}>
        {items.map((item, index) => (
          <article key={item.id} className={cardStyles.card({ variant: "row" })}>
            <div className={cardStyles.media}>
              <Poster src={item.poster} alt="" />
              <ProgressBar
                className={styles.bar}
                size="sm"
                value={item.progress}
                valueText={item.progressText}
              />
              <IconButton
                ref={(button) => {
                  if (button) removeButtons.current.set(item.id, button);
                  else removeButtons.current.delete(item.id);
                }}
                className={styles.remove}
                label={continueRemoveLabel(item.title)}
                icon={<X aria-hidden />}
                variant="secondary"
                size="sm"
                onClick={() => {
                  removedAt.current = index;
                  onRemove(item.id);
                }}
              />
            </div>
            <div className={cardStyles.body}>
              <h3 className={`${cardStyles.title} ${styles.title}`} title={item.title}>
                <Link className={cardStyles.link} href={item.href}>
                  {item.title}
                </Link>
              </h3>
              <p className={styles.text}>{item.progressText}</p>
            </div>
          </article>
        ))}
      </ContentRow>
    </LinkProvider>
  );
}
