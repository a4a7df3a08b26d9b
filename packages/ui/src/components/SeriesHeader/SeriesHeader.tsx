import { useId } from "react";
import { RefreshCw } from "lucide-react";
import { Button } from "../Button";
import { EmptyState } from "../EmptyState";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { LoadingState } from "../LoadingState";
import { Poster } from "../Poster";
import * as styles from "./SeriesHeader.css";
import { earlyAction } from "../../lib/earlyActions";

/** SPEC.md §2: the block shows six series. */
export const SERIES_HEADER_COUNT = 6;

export interface SeriesHeaderItem {
  id: string;
  title: string;
  /** e.g. `/shows/{slug}`. */
  href: string;
  poster?: string | null | undefined;
  year?: number | string | null | undefined;
}

export interface SeriesHeaderProps {
  /**
   * The series to show; only the first six are drawn. Picking them at random
   * and reshuffling every 20 s is the caller's job, so stories stay still.
   */
  items: SeriesHeaderItem[];
  onRefresh: () => void;
  allSeriesHref?: string | undefined;
  title?: string | undefined;
  status?: "loading" | "ready" | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** 'Son Yüklenen Diziler': six series from the static list, 'Yenile' and a link to all series. */
export function SeriesHeader({
  items,
  onRefresh,
  allSeriesHref = "/all-series",
  title = "Son Yüklenen Diziler",
  status = "ready",
  linkComponent,
}: SeriesHeaderProps) {
  const titleId = useId();
  const shown = items.slice(0, SERIES_HEADER_COUNT);
  return (
    <LinkProvider component={linkComponent}>
      <section className={styles.section} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <div className={styles.actions}>
            <Button
              {...earlyAction("reshuffle")}
              variant="secondary"
              size="sm"
              icon={<RefreshCw aria-hidden size="1em" />}
              onClick={onRefresh}
              disabled={status === "loading" || items.length === 0}
            >
              Yenile
            </Button>
            <Link className={styles.allLink} href={allSeriesHref}>
              Tüm Diziler
            </Link>
          </div>
        </div>
        {status === "loading" ? (
          <LoadingState />
        ) : shown.length === 0 ? (
          <EmptyState message="Henüz dizi bulunmuyor." />
        ) : (
          <ul className={styles.grid}>
            {shown.map((item) => (
              <li key={item.id} className={styles.card}>
                <Poster src={item.poster} alt="" />
                <h3 className={styles.cardTitle} title={item.title}>
                  <Link className={styles.cardLink} href={item.href}>
                    {item.title}
                  </Link>
                </h3>
                {item.year ? <span className={styles.year}>{item.year}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </LinkProvider>
  );
}
