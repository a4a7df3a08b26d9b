import { Calendar, Clock, Mic } from "lucide-react";
import type { ReactNode } from "react";
import { NewBadge, TypeBadge } from "../Badge";
import { LanguageBadges } from "../LanguageBadges";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { Poster } from "../Poster";
import { RatingDisplay } from "../RatingDisplay";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./ContentCard.css";

/** What a card shows (SPEC.md §3 "Content card fields read"), already resolved by the caller. */
export interface ContentCardItem {
  id: string;
  title: string;
  /**
   * Where the card leads, e.g. `/movie/42` (the caller applies the SPEC.md §2
   * link rule). Without one the card is not a link: a sample title the
   * catalogue does not have must not lead to a "bulunamadı" page.
   */
  href?: string | undefined;
  /** `series` reads as 'Dizi' like `tv`. */
  type?: "movie" | "tv" | "series" | undefined;
  poster?: string | null | undefined;
  /** One decimal as text ("8.4", packages/api's ratingText); absent shows 'N/A'. */
  rating?: string | null | undefined;
  year?: number | string | null | undefined;
  /** Ranked lists: 1 shows '#1'. */
  rank?: number | undefined;
  /** Episode cards: the code, e.g. 'S2E5'. */
  episode?: string | undefined;
  /** Talk-show episodes. */
  guest?: string | undefined;
  duration?: string | undefined;
  date?: string | undefined;
  description?: string | undefined;
  /** The first genre, shown as text beside the year (SPEC.md §2 all-series cards). */
  genre?: string | undefined;
  /** Talk-show: the newest episode is marked NEW. */
  isNew?: boolean | undefined;
  /** Turkish audio: 'TR Dublaj'. */
  dubbed?: boolean | undefined;
  /** Turkish subtitles: 'TR Altyazı'. */
  subtitled?: boolean | undefined;
}

export type ContentCardVariant = "grid" | "row" | "ranked" | "episode" | "talkShow";

export interface ContentCardProps {
  item: ContentCardItem;
  /**
   * `grid` fills its grid cell; `row` and `ranked` have a fixed width for
   * horizontal rows; `episode` and `talkShow` use a wide still.
   */
  variant?: ContentCardVariant | undefined;
  /** The first cards of a page load eagerly. */
  priority?: boolean | undefined;
  linkComponent?: LinkComponent | undefined;
  /** Heading level of the title inside its section. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /**
   * A small control beside the title, above the card's link (the 'Listeye
   * Ekle' toggle, `ListToggle`): over the poster's corner it hid the art
   * (issue 31 item 9). The caller owns its state.
   */
  action?: ReactNode;
}

export function ContentCard({
  item,
  variant = "grid",
  priority = false,
  linkComponent,
  headingLevel = 3,
  action,
}: ContentCardProps) {
  const wide = variant === "episode" || variant === "talkShow";
  const Heading = `h${headingLevel}` as const;
  const type = item.type === "series" ? "tv" : item.type;
  return (
    <LinkProvider component={linkComponent}>
      <article className={styles.card({ variant })} data-variant={variant}>
        <div className={styles.media}>
          <Poster
            className={styles.poster}
            src={item.poster}
            alt=""
            ratio={wide ? "backdrop" : "poster"}
            priority={priority}
          />
          <div className={styles.overlayTopLeft}>
            {item.isNew ? <NewBadge /> : null}
            {type && !wide ? <TypeBadge type={type} /> : null}
          </div>
          {variant === "ranked" && item.rank !== undefined ? (
            <span className={styles.rank}>
              <span className={visuallyHidden}>Sıra </span>#{item.rank}
            </span>
          ) : null}
        </div>
        <div className={styles.body}>
          <div className={styles.head}>
            <div className={styles.heading}>
              {variant === "episode" && item.episode ? (
                <span className={styles.episodeCode}>{item.episode}</span>
              ) : null}
              <Heading className={styles.title} title={item.title}>
                {item.href ? (
                  <Link className={styles.link} href={item.href}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </Heading>
              {variant === "talkShow" ? <TalkShowMeta item={item} /> : <CardMeta item={item} />}
            </div>
            {action ? <div className={styles.action}>{action}</div> : null}
          </div>
          {item.dubbed || item.subtitled ? (
            <LanguageBadges dubbed={item.dubbed} subtitled={item.subtitled} compact />
          ) : null}
          {wide && item.description ? (
            <p className={styles.description}>{item.description}</p>
          ) : null}
        </div>
      </article>
    </LinkProvider>
  );
}

function CardMeta({ item }: { item: ContentCardItem }) {
  return (
    <div className={styles.meta}>
      <RatingDisplay value={item.rating} />
      {item.year ? <span>{item.year}</span> : null}
      {item.genre ? <span>{item.genre}</span> : null}
      {item.date ? <span>{item.date}</span> : null}
    </div>
  );
}

function TalkShowMeta({ item }: { item: ContentCardItem }) {
  return (
    <div className={styles.meta}>
      {item.guest ? (
        <span className={styles.metaItem}>
          <Mic className={styles.metaIcon} aria-hidden />
          {item.guest}
        </span>
      ) : null}
      <RatingDisplay value={item.rating} />
      {item.duration ? (
        <span className={styles.metaItem}>
          <Clock className={styles.metaIcon} aria-hidden />
          {item.duration}
        </span>
      ) : null}
      {item.date ? (
        <span className={styles.metaItem}>
          <Calendar className={styles.metaIcon} aria-hidden />
          {item.date}
        </span>
      ) : null}
    </div>
  );
}
