import { Mail } from "lucide-react";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import * as styles from "./Footer.css";

export interface FooterGenre {
  id: number;
  label: string;
}

/**
 * SPEC.md §2: popular genres with their fixed ids, named as the header and the
 * catalogue name them ('Drama', not 'Dram'). The site passes its one genre list.
 */
export const FOOTER_GENRES: readonly FooterGenre[] = [
  { id: 28, label: "Aksiyon" },
  { id: 35, label: "Komedi" },
  { id: 18, label: "Drama" },
  { id: 27, label: "Korku" },
  { id: 878, label: "Bilim Kurgu" },
  { id: 10749, label: "Romantik" },
  { id: 16, label: "Animasyon" },
  { id: 80, label: "Suç" },
];

/** SPEC.md §2: the footer's list links, in order. */
export const FOOTER_LIST_LINKS = [
  { href: "/featured", label: "Öne Çıkanlar" },
  { href: "/trending", label: "Trend" },
  { href: "/new-movies", label: "Yeni Filmler" },
  { href: "/imdb-high-rated", label: "IMDb Yüksek Puanlılar" },
  { href: "/most-liked", label: "En Çok Beğenilenler" },
  { href: "/most-commented", label: "En Çok Yorumlananlar" },
  { href: "/recommended", label: "Önerilenler" },
  { href: "/new-series", label: "Yeni Diziler" },
  { href: "/new-episodes", label: "Yeni Bölümler" },
  { href: "/turkish-content", label: "Türk Yapımları" },
  { href: "/trending?type=tv", label: "Trend Diziler" },
  { href: "/featured?type=tv", label: "Öne Çıkan Diziler" },
  { href: "/konusanlar", label: "Konuşanlar" },
  { href: "/search", label: "Arama" },
  // Issue 14: the viewer's own list, kept in this browser.
  { href: "/listem", label: "Listem" },
] as const;

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
  /** The one platform page the footer links to, e.g. `{ slug: "disneyplus", name: "Disney+" }`. */
  platform?: { slug: string; name: string } | undefined;
  /** The popular genres; SPEC.md §2's eight by default. */
  genres?: readonly FooterGenre[] | undefined;
  /** Five by default (SPEC.md §2). */
  socialLinks?: readonly SocialLink[] | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** The site footer: about text, genres, lists, a platform, contact, social links and © 2024. */
export function Footer({
  contactEmail,
  platform = { slug: "disneyplus", name: "Disney+" },
  genres = FOOTER_GENRES,
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
                <li key={genre.id}>
                  <Link className={styles.link} href={`/tur/${genre.id}`}>
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
              {FOOTER_LIST_LINKS.map((link) => (
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
              <li>
                <Link className={styles.link} href={`/platform/${platform.slug}`}>
                  {`${platform.name} dizileri`}
                </Link>
              </li>
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
