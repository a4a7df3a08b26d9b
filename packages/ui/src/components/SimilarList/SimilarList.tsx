import { useId } from "react";
import { CardGrid } from "../CardGrid";
import { ContentCard, type ContentCardItem } from "../ContentCard";
import { LinkProvider, type LinkComponent } from "../Link";
import * as styles from "./SimilarList.css";

/** SPEC.md §9: at most six similar films. */
export const SIMILAR_LIMIT = 6;

export interface SimilarListProps {
  items: readonly ContentCardItem[];
  title?: string | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** 'Benzer Filmler': up to six cards; nothing at all when there are none. */
export function SimilarList({ items, title = "Benzer Filmler", linkComponent }: SimilarListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <LinkProvider component={linkComponent}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <CardGrid>
          {items.slice(0, SIMILAR_LIMIT).map((item) => (
            <ContentCard key={item.id} item={item} />
          ))}
        </CardGrid>
      </section>
    </LinkProvider>
  );
}
