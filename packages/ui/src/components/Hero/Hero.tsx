import { useId } from "react";
import { Play } from "lucide-react";
import { TypeBadge } from "../Badge";
import { button } from "../Button/Button.css";
import { Button } from "../Button";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { Poster } from "../Poster";
import { RatingDisplay } from "../RatingDisplay";
import * as styles from "./Hero.css";

export interface HeroProps {
  title: string;
  overview?: string | undefined;
  backdrop?: string | null | undefined;
  /** One decimal as text; absent shows 'N/A'. */
  rating?: string | null | undefined;
  year?: number | string | null | undefined;
  type?: "movie" | "tv" | undefined;
  /** 'Şimdi İzle' leads here (a link) ... */
  watchHref?: string | undefined;
  /** ... or runs this (a button), e.g. to open the player. */
  onWatch?: (() => void) | undefined;
  watchLabel?: string | undefined;
  linkComponent?: LinkComponent | undefined;
  /** 1 when the hero names the page; 2 under a page heading of its own (home). */
  headingLevel?: 1 | 2 | undefined;
}

/** The home page's featured title over its backdrop, with 'Şimdi İzle'. */
export function Hero({
  title,
  overview,
  backdrop,
  rating,
  year,
  type,
  watchHref,
  onWatch,
  watchLabel = "Şimdi İzle",
  linkComponent,
  headingLevel = 1,
}: HeroProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = useId();
  const icon = <Play aria-hidden fill="currentColor" />;
  return (
    <LinkProvider component={linkComponent}>
      <section className={styles.hero} aria-labelledby={titleId}>
        <Poster className={styles.backdrop} src={backdrop} alt="" ratio="backdrop" priority />
        <div className={styles.scrim} aria-hidden />
        <div className={styles.content}>
          <Heading className={styles.title} id={titleId}>
            {title}
          </Heading>
          <div className={styles.meta}>
            {type ? <TypeBadge type={type} /> : null}
            <RatingDisplay value={rating} size="md" />
            {year ? <span>{year}</span> : null}
          </div>
          {overview ? <p className={styles.overview}>{overview}</p> : null}
          <div className={styles.actions}>
            {watchHref ? (
              <Link className={button({ variant: "primary", size: "lg" })} href={watchHref}>
                {icon}
                {watchLabel}
              </Link>
            ) : (
              <Button size="lg" icon={icon} onClick={onWatch}>
                {watchLabel}
              </Button>
            )}
          </div>
        </div>
      </section>
    </LinkProvider>
  );
}
