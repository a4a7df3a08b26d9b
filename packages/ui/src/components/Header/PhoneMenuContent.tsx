import type { Ref } from "react";
import { Link, type LinkItem } from "../Link";
import { SearchForm, type SearchFormProps } from "./SearchForm";
import * as styles from "./Header.css";

/**
 * What the phone menu holds: its search, the main links, the genres and
 * 'Giriş Yap'. The same content is drawn in the disclosure the server sends
 * and in the app's panel that replaces it; a link followed closes the menu.
 */
export function PhoneMenuContent({
  links,
  genres,
  currentPath,
  search,
  searchRef,
  onTyping,
  onClose,
}: {
  links: readonly LinkItem[];
  genres: readonly LinkItem[];
  currentPath?: string | undefined;
  /** The menu's own search box, its text kept by the header across the upgrade. */
  search: SearchFormProps;
  /** The search box's wrapper, for the header to give the box focus back after the upgrade. */
  searchRef?: Ref<HTMLDivElement> | undefined;
  /** The visitor is typing in the menu's search box (true) or left it (false). */
  onTyping: (typing: boolean) => void;
  onClose: () => void;
}) {
  const current = (href: string) => (currentPath === href ? ("page" as const) : undefined);
  return (
    <>
      <div
        className={styles.mobileSearch}
        ref={searchRef}
        onFocus={() => onTyping(true)}
        onBlur={() => onTyping(false)}
      >
        <SearchForm {...search} />
      </div>
      <nav aria-label="Mobil menü">
        <ul className={styles.mobileList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.mobileLink}
                aria-current={current(link.href)}
                onClick={onClose}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {genres.length ? (
          <>
            <p className={styles.mobileHeading} aria-hidden>
              Tür
            </p>
            <ul className={styles.genreGrid} aria-label="Tür">
              {genres.map((genre) => (
                <li key={genre.href}>
                  <Link href={genre.href} className={styles.mobileLink} onClick={onClose}>
                    {genre.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <ul className={styles.mobileList}>
          <li>
            <Link href="/login" className={styles.mobileLink} onClick={onClose}>
              Giriş Yap
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
