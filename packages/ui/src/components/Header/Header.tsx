import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Clapperboard, Menu, X } from "lucide-react";
import { button } from "../Button/Button.css";
import { IconButton } from "../IconButton";
import { iconButton } from "../IconButton/IconButton.css";
import { Link, LinkProvider, type LinkComponent, type LinkItem } from "../Link";
import { keepElement } from "../../lib/keepElement";
import { MENU_OPEN_ATTRIBUTE } from "../../theme/floatingAction";
import { GenreDisclosure, GenreMenuSlot } from "./GenreMenuSlot";
import { PhoneMenuContent } from "./PhoneMenuContent";
import { SearchForm, type HeaderSearchProps } from "./SearchForm";
import * as styles from "./Header.css";

export { preloadGenreMenu } from "./GenreMenuSlot";

/** The header's props; its search's (action, suggestions) are SearchForm's. */
export interface HeaderProps extends HeaderSearchProps {
  /** The main links, in order (SPEC.md §2; the site's list is packages/api's HEADER_LINKS). */
  links: readonly LinkItem[];
  /** The 'Tür' menu: movie and tv genres, merged, each with its page's address. */
  genres: readonly LinkItem[];
  /** Marks the matching link as the current page. */
  currentPath?: string | undefined;
  linkComponent?: LinkComponent | undefined;
  /**
   * False renders the header as the server sends it, for a page not yet
   * interactive or a visitor without script: the genres in a plain
   * disclosure, the hamburger a link that shows the panel. The page says
   * which (the site's one "is interactive" source), the header never guesses.
   */
  interactive: boolean;
}

/**
 * The site header: logo, main links, the 'Tür' menu, search and 'Giriş Yap'.
 * Under 1024 px (where the links, search and button no longer fit on one
 * line) they move into a hamburger menu with the same links.
 */
export function Header({
  links,
  genres,
  currentPath,
  linkComponent,
  interactive,
  // The search's own props (HeaderSearchProps), passed on to both search forms.
  ...search
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Disclosures a visitor opened before the page was live stay open once it is.
  const [genresOpened, setGenresOpened] = useState(false);
  const menuDisclosure = useRef<HTMLDetailsElement | null>(null);
  // The phone menu's search box is drawn anew when the menu is upgraded: its
  // text lives here, and a visitor typing in it keeps the caret.
  const [mobileQuery, setMobileQuery] = useState("");
  const typingInMenu = useRef(false);
  useEffect(() => {
    const disclosure = menuDisclosure.current;
    if (disclosure?.open) setMenuOpen(true);
    // Focused before the page was live, when no focus handler ran yet.
    if (document.activeElement instanceof HTMLInputElement) {
      typingInMenu.current = disclosure?.contains(document.activeElement) ?? false;
    }
  }, []);
  // A tap on the menu's disclosure just before the live button replaces it:
  // the element is open, but its (queued) toggle event never reached the app.
  useLayoutEffect(() => {
    if (interactive && menuDisclosure.current?.open) setMenuOpen(true);
  }, [interactive]);
  const mobileSearch = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!interactive || !typingInMenu.current) return;
    const box = mobileSearch.current?.querySelector("input");
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, [interactive]);
  const panelId = useId();
  const hamburger = useRef<HTMLButtonElement>(null);
  const current = (href: string) => (currentPath === href ? ("page" as const) : undefined);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      hamburger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  // The phone menu: search, the links, the genres and 'Giriş Yap'.
  const panelContent = (
    <PhoneMenuContent
      links={links}
      genres={genres}
      currentPath={currentPath}
      search={{
        ...search,
        query: mobileQuery,
        onQueryChange: setMobileQuery,
        onSearch: (query) => {
          search.onSearch(query);
          closeMenu();
        },
      }}
      searchRef={interactive ? mobileSearch : undefined}
      onTyping={(typing) => (typingInMenu.current = typing)}
      onClose={closeMenu}
    />
  );

  return (
    <LinkProvider component={linkComponent}>
      <header className={styles.header} {...{ [MENU_OPEN_ATTRIBUTE]: String(menuOpen) }}>
        <div className={styles.bar}>
          <Link href="/" className={styles.logo} aria-label="Sinema - Ana Sayfa">
            <Clapperboard className={styles.logoIcon} aria-hidden />
            Sinema
          </Link>
          <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label="Ana menü">
            <ul className={styles.navList}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.navLink}
                    aria-current={current(link.href)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                {interactive ? (
                  <GenreMenuSlot genres={genres} openAtOnce={genresOpened} />
                ) : (
                  <GenreDisclosure genres={genres} onOpenChange={setGenresOpened} />
                )}
              </li>
            </ul>
          </nav>
          <div className={`${styles.search} ${styles.desktopOnly}`}>
            <SearchForm {...search} />
          </div>
          <div className={`${styles.spacer} ${styles.mobileOnly}`} />
          <div className={styles.actions}>
            <Link
              href="/login"
              className={`${button({ variant: "primary", size: "sm" })} ${styles.desktopOnly}`}
            >
              Giriş Yap
            </Link>
            {interactive ? (
              <IconButton
                ref={hamburger}
                className={styles.mobileOnly}
                label={menuOpen ? "Menüyü kapat" : "Menüyü aç"}
                icon={menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
                aria-expanded={menuOpen}
                aria-controls={panelId}
                onClick={() => setMenuOpen(!menuOpen)}
              />
            ) : (
              // Without script the button would do nothing: the same icon opens
              // the same panel as a disclosure, laid over the page under the header.
              <details
                ref={keepElement(menuDisclosure)}
                className={styles.mobileOnly}
                onToggle={(event) => setMenuOpen(event.currentTarget.open)}
              >
                <summary
                  className={`${iconButton()} ${styles.disclosureSummary}`}
                  aria-label="Menüyü aç"
                  title="Menüyü aç"
                >
                  <Menu aria-hidden />
                </summary>
                <div className={`${styles.mobilePanel} ${styles.mobileDisclosurePanel}`}>
                  {panelContent}
                </div>
              </details>
            )}
          </div>
        </div>
        {interactive ? (
          <div
            id={panelId}
            className={`${styles.mobilePanel} ${styles.mobileOnly}`}
            hidden={!menuOpen}
          >
            {panelContent}
          </div>
        ) : null}
      </header>
    </LinkProvider>
  );
}
