import { Mail } from "lucide-react";
import { Link, LinkProvider, type LinkComponent, type LinkItem } from "../Link";
import * as styles from "./Footer.css";

export interface SocialLink {
  name: string;
  href: string;
}

export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "X", href: "https://x.com/" },
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "TikTok", href: "https://www.tiktok.com/" },
];

export interface FooterProps {
  /** The contact address shown and linked with mailto:. */
  contactEmail: string;
  /** 'Popüler Türler': SPEC.md §2's eight genres with their pages (packages/api's footerGenreLinks). */
  genres: readonly LinkItem[];
  /** 'Listeler', in order (packages/api's FOOTER_LIST_LINKS). */
  lists: readonly LinkItem[];
  /** 'Platformlar', e.g. `{ href: "/platform/disneyplus", label: "Disney+ dizileri" }`. */
  platforms: readonly LinkItem[];
  /** Five by default (SPEC.md §2). */
  socialLinks?: readonly SocialLink[] | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** The site footer: about text, genres, lists, a platform, contact, social links and © 2024. */
export function Footer({
  contactEmail,
  genres,
  lists,
  platforms,
  socialLinks = DEFAULT_SOCIAL_LINKS,
  linkComponent,
}: FooterProps) {
  return (
    <LinkProvider component={linkComponent}>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.column}>
            <p className={styles.brand}>Sinema</p>
            <p className={styles.about}>
              Ücretsiz, HD kalitede, Türkçe dublaj ve altyazılı film ve dizi izleme platformu.
            </p>
            <ul className={styles.socials} aria-label="Sosyal medya">
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    className={styles.social}
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav className={styles.column} aria-labelledby="footer-genres">
            <h2 className={styles.heading} id="footer-genres">
              Popüler Türler
            </h2>
            <ul className={styles.list}>
              {genres.map((genre) => (
                <li key={genre.href}>
                  <Link className={styles.link} href={genre.href}>
                    {genre.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className={styles.column} aria-labelledby="footer-lists">
            <h2 className={styles.heading} id="footer-lists">
              Listeler
            </h2>
            <ul className={styles.twoColumns}>
              {lists.map((link) => (
                <li key={link.href}>
                  <Link className={styles.link} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.column}>
            <h2 className={styles.heading}>Platformlar</h2>
            <ul className={styles.list}>
              {platforms.map((link) => (
                <li key={link.href}>
                  <Link className={styles.link} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <h2 className={styles.heading}>İletişim</h2>
            <a className={`${styles.link} ${styles.contact}`} href={`mailto:${contactEmail}`}>
              <Mail className={styles.icon} aria-hidden />
              {contactEmail}
            </a>
          </div>
        </div>
        <p className={styles.bottom}>© 2024 Sinema. Tüm hakları saklıdır.</p>
      </footer>
    </LinkProvider>
  );
}
