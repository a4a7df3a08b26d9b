import { Hourglass } from "lucide-react";
import * as styles from "./ComingSoon.css";

/** SPEC.md §2: what the placeholder pages say. */
export const COMING_SOON_TEXT = "Yakında eklenecek...";

export interface ComingSoonProps {
  /** 'İstatistikler', 'Giriş Sayfası', 'Kayıt Sayfası'. */
  title: string;
  message?: string;
  /** The placeholder is a whole page (login, register) or a section inside one (statistics). */
  headingLevel?: 1 | 2;
}

/** A page or section that exists in the product but has no content yet. */
export function ComingSoon({
  title,
  message = COMING_SOON_TEXT,
  headingLevel = 1,
}: ComingSoonProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className={styles.box}>
      <Hourglass className={styles.icon} aria-hidden="true" />
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
    </section>
  );
}
