import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from "react";
import { ChevronDown, Clapperboard, Menu, Search, X } from "lucide-react";
import { button } from "../Button/Button.css";
import { IconButton } from "../IconButton";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { SearchSuggestions, type SearchSuggestion } from "../SearchSuggestions";
import type { GenreMenuProps } from "./GenreMenu";
import { MENU_OPEN_ATTRIBUTE } from "../../theme/floatingAction";
import * as styles from "./Header.css";

/** SPEC.md §2: the header's links, in order. */
export const HEADER_LINKS = [
  { href: "/", label: "Ana Sayfa" },
  { href: "/new-movies", label: "Yeni Filmler" },
  { href: "/new-series", label: "Yeni Diziler" },
  { href: "/featured", label: "Öne Çıkanlar" },
  { href: "/trending", label: "Trend" },
  // Issue 14: the viewer's own list, kept in this browser.
  { href: "/listem", label: "Listem" },
] as const;

export interface Genre {
  id: number;
  name: string;
}

/** SPEC.md §2: a trimmed, non-empty query goes to search?q={url-encoded query}. */
export function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

export function genreHref(id: number): string {
  return `/tur/${id}`;
}

/*
 * The 'Tür' menu's code (Radix menu and its positioning engine) is a good
 * share of a first visit's JavaScript, and nobody needs it to see the page:
 * a look-alike button stands in until the code arrives, fetched when the
 * browser is idle or as soon as the visitor reaches for the button.
 */
let LoadedGenreMenu: ComponentType<GenreMenuProps> | null = null;
let loadingGenreMenu: Promise<ComponentType<GenreMenuProps>> | null = null;

/** Fetches the menu's code once; stories call it so they start with the real menu. */
export function preloadGenreMenu(): Promise<ComponentType<GenreMenuProps>> {
  loadingGenreMenu ??= import("./GenreMenu").then((module) => {
    LoadedGenreMenu = module.GenreMenu;
    return module.GenreMenu;
  });
  return loadingGenreMenu;
}

function GenreMenuSlot({ genres }: { genres: readonly Genre[] }) {
  const [Menu, setMenu] = useState(() => LoadedGenreMenu);
  const [asked, setAsked] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (Menu) return;
    let live = true;
    const load = () =>
      void preloadGenreMenu().then((loaded) => {
        if (!live) return;
        setHadFocus(document.activeElement === standIn.current);
        setMenu(() => loaded);
      });
    const idle = window.requestIdleCallback?.(load) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Menu]);

  if (Menu) return <Menu genres={genres} defaultOpen={asked} focusTrigger={hadFocus} />;
  return (
    <button
      ref={standIn}
      type="button"
      className={styles.navLink}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preloadGenreMenu()}
      onFocus={() => void preloadGenreMenu()}
      onClick={() => {
        setAsked(true);
        void preloadGenreMenu();
      }}
    >
      Tür
      <ChevronDown className={styles.chevron} aria-hidden />
    </button>
  );
}

export interface HeaderProps {
  /** Movie and tv genres, already merged and de-duplicated by id. */
  genres: readonly Genre[];
  /** Called with the trimmed query, never blank; the box then clears. Navigate to `searchHref(query)`. */
  onSearch: (query: string) => void;
  /** Marks the matching link as the current page. */
  currentPath?: string | undefined;
  /** Suggestions under the search box; see SearchSuggestions. */
  suggestions?: readonly SearchSuggestion[] | undefined;
  onSuggestionQuery?: ((query: string) => void) | undefined;
  onSuggestionSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  /**
   * How many titles the typed text found in all: the suggestions then end with
   * 'Tüm sonuçlar (n)', which searches as the form's submit does.
   */
  suggestionTotal?: number | undefined;
  linkComponent?: LinkComponent | undefined;
}

type SearchFormProps = Pick<
  HeaderProps,
  "onSearch" | "suggestions" | "onSuggestionQuery" | "onSuggestionSelect" | "suggestionTotal"
>;

function SearchForm({
  onSearch,
  suggestions,
  onSuggestionQuery,
  onSuggestionSelect,
  suggestionTotal,
}: SearchFormProps) {
  const [query, setQuery] = useState("");
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    setQuery("");
  };
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <SearchSuggestions
        value={query}
        onValueChange={setQuery}
        suggestions={suggestions ?? []}
        onQueryChange={onSuggestionQuery ?? (() => {})}
        onSelect={(suggestion) => {
          setQuery("");
          onSuggestionSelect?.(suggestion);
        }}
        total={suggestionTotal}
        onShowAll={suggestionTotal === undefined ? undefined : () => submit()}
      />
      <IconButton type="submit" label="Ara" variant="secondary" icon={<Search aria-hidden />} />
    </form>
  );
}

/**
 * The site header: logo, main links, the 'Tür' menu, search and 'Giriş Yap'.
 * Under 1024 px (where the links, search and button no longer fit on one
 * line) they move into a hamburger menu with the same links.
 */
export function Header({
  genres,
  onSearch,
  currentPath,
  suggestions,
  onSuggestionQuery,
  onSuggestionSelect,
  suggestionTotal,
  linkComponent,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const hamburger = useRef<HTMLButtonElement>(null);
  const current = (href: string) => (currentPath === href ? ("page" as const) : undefined);
  const searchProps = {
    onSearch,
    suggestions,
    onSuggestionQuery,
    onSuggestionSelect,
    suggestionTotal,
  };

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
              {HEADER_LINKS.map((link) => (
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
                <GenreMenuSlot genres={genres} />
              </li>
            </ul>
          </nav>
          <div className={`${styles.search} ${styles.desktopOnly}`}>
            <SearchForm {...searchProps} />
          </div>
          <div className={`${styles.spacer} ${styles.mobileOnly}`} />
          <div className={styles.actions}>
            <Link
              href="/login"
              className={`${button({ variant: "primary", size: "sm" })} ${styles.desktopOnly}`}
            >
              Giriş Yap
            </Link>
            <IconButton
              ref={hamburger}
              className={styles.mobileOnly}
              label={menuOpen ? "Menüyü kapat" : "Menüyü aç"}
              icon={menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen(!menuOpen)}
            />
          </div>
        </div>
        <div
          id={panelId}
          className={`${styles.mobilePanel} ${styles.mobileOnly}`}
          hidden={!menuOpen}
        >
          <div className={styles.mobileSearch}>
            <SearchForm
              {...searchProps}
              onSearch={(query) => {
                onSearch(query);
                closeMenu();
              }}
            />
          </div>
          <nav aria-label="Mobil menü">
            <ul className={styles.mobileList}>
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={styles.mobileLink}
                    aria-current={current(link.href)}
                    onClick={closeMenu}
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
                    <li key={genre.id}>
                      <Link
                        href={genreHref(genre.id)}
                        className={styles.mobileLink}
                        onClick={closeMenu}
                      >
                        {genre.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <ul className={styles.mobileList}>
              <li>
                <Link href="/login" className={styles.mobileLink} onClick={closeMenu}>
                  Giriş Yap
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </LinkProvider>
  );
}
