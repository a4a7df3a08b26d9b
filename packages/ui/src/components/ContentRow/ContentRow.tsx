import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { reducedMotion } from "../../theme/breakpoints";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import { IconButton } from "../IconButton";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { LoadingState } from "../LoadingState";
import * as styles from "./ContentRow.css";

/** SPEC.md §9: each press of a scroll button moves the row this far. */
export const ROW_SCROLL_STEP_PX = 320;

export interface ContentRowProps {
  title: string;
  /** The list page the row previews; shows 'Hepsini Gör' when given. */
  seeAllHref?: string | undefined;
  seeAllLabel?: string | undefined;
  /** One card per child, usually `ContentCard variant="row"`. */
  children?: ReactNode | undefined;
  status?: "loading" | "error" | "ready" | undefined;
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Shown when the row is ready but has no cards. */
  emptyMessage?: string | undefined;
  /** Extra controls beside the title, e.g. a Filmler/Diziler toggle. */
  actions?: ReactNode | undefined;
  linkComponent?: LinkComponent | undefined;
  /**
   * The row starts below the first screen: the browser skips its layout and
   * paint until it comes near (the cards stay in the page and its text).
   */
  deferred?: boolean | undefined;
}

/** Each arrow: its label, icon, the end that disables it, where it scrolls. */
const ARROWS = [
  { label: "Sola kaydır", Icon: ChevronLeft, edge: "start", direction: -1 },
  { label: "Sağa kaydır", Icon: ChevronRight, edge: "end", direction: 1 },
] as const;

/**
 * The row's left/right buttons, each disabled at its end. They keep the
 * scroll position's state to themselves: held by the row, every change (the
 * first measure after hydration, a scroll reaching an end) rendered all of its
 * cards again (home: ten rows, 155 cards, in the task that hydrates the page).
 */
function RowArrows({
  scroller,
  count,
}: {
  scroller: RefObject<HTMLUListElement | null>;
  /** The number of cards: the widths are measured again when it changes. */
  count: number;
}) {
  const [edges, setEdges] = useState({ start: true, end: true });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      // One pixel of slack: fractional widths never reach the exact end.
      const start = el.scrollLeft <= 1;
      const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    el.addEventListener("scroll", measure, { passive: true });
    if (typeof ResizeObserver === "undefined") {
      measure();
      return () => el.removeEventListener("scroll", measure);
    }
    // Measured when the observer first reports (it does as soon as it starts
    // observing, after the browser's own layout), not here: reading the widths
    // in the effect forced a layout of the whole page, once per row, in the
    // task that hydrates a served page (home: ~35 ms of its longest task).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [scroller, count]);

  const scrollBy = (direction: -1 | 1) => {
    const smooth = !window.matchMedia(reducedMotion).matches;
    scroller.current?.scrollBy({
      left: direction * ROW_SCROLL_STEP_PX,
      behavior: smooth ? "smooth" : "auto",
    });
  };

  return ARROWS.map(({ label, Icon, edge, direction }) => (
    <IconButton
      key={edge}
      label={label}
      variant="secondary"
      size="sm"
      icon={<Icon aria-hidden />}
      disabled={edges[edge]}
      onClick={() => scrollBy(direction)}
    />
  ));
}

/** A titled, horizontally scrolling row of cards with left/right buttons. */
export function ContentRow({
  title,
  seeAllHref,
  seeAllLabel = "Hepsini Gör",
  children,
  status = "ready",
  errorMessage = "Veriler yüklenirken bir hata oluştu",
  onRetry,
  emptyMessage = "Henüz içerik bulunmuyor.",
  actions,
  linkComponent,
  deferred = false,
}: ContentRowProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const count = items.length;
  const showArrows = status === "ready" && count > 0;
  const headingId = useId();

  return (
    <LinkProvider component={linkComponent}>
      <section
        className={deferred ? `${styles.section} ${styles.deferred}` : styles.section}
        aria-labelledby={headingId}
      >
        <div className={styles.header}>
          <h2 className={styles.title} id={headingId}>
            {title}
          </h2>
          <div className={styles.controls}>
            {actions}
            {seeAllHref ? (
              <Link className={styles.seeAll} href={seeAllHref}>
                {seeAllLabel}
                <ChevronRight className={styles.seeAllIcon} aria-hidden />
              </Link>
            ) : null}
            {showArrows ? <RowArrows scroller={scroller} count={count} /> : null}
          </div>
        </div>
        {status === "loading" ? (
          <LoadingState />
        ) : status === "error" ? (
          <ErrorState message={errorMessage} onRetry={onRetry} />
        ) : count === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <ul className={styles.scroller} ref={scroller} aria-labelledby={headingId}>
            {items.map((child, i) => (
              <li className={styles.item} key={i}>
                {child}
              </li>
            ))}
          </ul>
        )}
      </section>
    </LinkProvider>
  );
}
