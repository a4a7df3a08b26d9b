import { useId } from "react";
import { MicVocal } from "lucide-react";
import { button } from "../Button/Button.css";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import * as styles from "./TalkShowBanner.css";

export interface TalkShowBannerProps {
  title?: string | undefined;
  description?: string | undefined;
  href?: string | undefined;
  linkLabel?: string | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** The home page's talk-show promotion above the latest-episodes row, linking to /konusanlar. */
export function TalkShowBanner({
  title = "Konuşanlar",
  description = "Sevilen talk show programlarının en yeni bölümleri, konukları ve en çok konuşulan anları.",
  href = "/konusanlar",
  linkLabel = "Tüm Bölümler",
  linkComponent,
}: TalkShowBannerProps) {
  const titleId = useId();
  return (
    <LinkProvider component={linkComponent}>
      <section className={styles.banner} aria-labelledby={titleId}>
        <MicVocal className={styles.icon} aria-hidden />
        <div className={styles.text}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <p className={styles.description}>{description}</p>
        </div>
        <Link className={button({ variant: "primary" })} href={href}>
          {linkLabel}
        </Link>
      </section>
    </LinkProvider>
  );
}
