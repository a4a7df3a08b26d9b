import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from "react";
import { ChevronDown, Clapperboard, Menu, Search, X } from "lucide-react";
import { button } from "../Button/Button.css";
import { IconButton } from "../IconButton";
import { iconButton } from "../IconButton/IconButton.css";
import { Link, LinkProvider, type LinkComponent, type LinkItem } from "../Link";
import { SearchSuggestions, type SearchSuggestion } from "../SearchSuggestions";
import type { GenreMenuProps } from "./GenreMenu";
import { useInteractive } from "../../lib/useInteractive";
import { MENU_OPEN_ATTRIBUTE } from "../../theme/floatingAction";
import * as styles from "./Header.css";

/*
 * The 'Tür' menu's code (Radix menu and its positioning engine) is a good
 * share of a first visit's JavaScript, and nobody needs it to see the page:
 * a look-alike button stands in until the visitor reaches for it (pointer
 * over it, focus or a click), and only then is the code fetched.
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

function GenreMenuSlot({
  genres,
  openAtOnce = false,
}: {
  genres: readonly LinkItem[];
  /** The visitor opened the genres before the page was live: they stay open. */
  openAtOnce?: boolean;
}) {
  const [Menu, setMenu] = useState(() => LoadedGenreMenu);
  const [asked, setAsked] = useState(openAtOnce);
  const [hadFocus, setHadFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = (open: boolean) => {
    if (open) setAsked(true);
    void preloadGenreMenu().then((loaded) => {
      if (!live.current) return;
      setHadFocus(document.activeElement === standIn.current);
      setMenu(() => loaded);
    });
  };
  useEffect(() => {
    if (!openAtOnce) return;
    void preloadGenreMenu().then((loaded) => {
      if (live.current) setMenu(() => loaded);
    });
  }, [openAtOnce]);

  if (Menu) return <Menu genres={genres} defaultOpen={asked} focusTrigger={hadFocus} />;
  return (
    <button
      ref={standIn}
      type="button"
      className={styles.navLink}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    >
      Tür
      <ChevronDown className={styles.chevron} aria-hidden />
    </button>
  );
}

/**
 * A ref callback that keeps the element after it leaves the page. The
 * disclosures drawn until the page is live are replaced by the live controls;
 * a tap just before that opens the element at once but reports it with a
 * queued `toggle` event, which a removed element never delivers to the app: the
 * replacement reads `open` from the element kept here instead (issue 34).
 */
function keepElement<T extends HTMLElement>(ref: { current: T | null }) {
  return (element: T | null) => {
    if (element) ref.current = element;
  };
}

/**
 * The genres before the page is interactive, and for a visitor without
 * JavaScript: a disclosure of plain links (the Radix menu needs script).
 */
function GenreDisclosure({
  genres,
  onOpenChange,
}: {
  genres: readonly LinkItem[];
  onOpenChange: (open: boolean) => void;
}) {
  const disclosure = useRef<HTMLDetailsElement | null>(null);
  // Opened before the page was live (no handler yet): known from the element,
  // at mount and when the live menu replaces it (see `keepElement`).
  useEffect(() => {
    const element = disclosure.current;
    if (element?.open) onOpenChange(true);
    return () => {
      if (element?.open) onOpenChange(true);
    };
  }, [onOpenChange]);
  return (
    <details
      ref={keepElement(disclosure)}
      className={styles.genreDisclosure}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary className={`${styles.navLink} ${styles.disclosureSummary}`}>
        Tür
        <ChevronDown className={styles.chevron} aria-hidden />
      </summary>
      <ul className={styles.genreDropdown}>
        {genres.map((genre) => (
          <li key={genre.href}>
            <Link href={genre.href} className={styles.genreDropdownLink}>
              {genre.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

export interface HeaderProps {
  /** The main links, in order (SPEC.md §2; the site's list is packages/api's HEADER_LINKS). */
  links: readonly LinkItem[];
  /** The 'Tür' menu: movie and tv genres, merged, each with its page's address. */
  genres: readonly LinkItem[];
  /**
   * Where the search form goes without script (e.g. "/search"), the box as
   * its `q` parameter. With script, `onSearch` is called instead.
   */
  searchAction?: string | undefined;
  /** Called with the trimmed query, never blank; the box then clears. The site navigates to its search page. */
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
  /**
   * False renders the header as the server sends it, for a page not yet
   * interactive or a visitor without script: the genres in a plain
   * disclosure, the hamburger a link that shows the panel. Detected by default.
   */
  interactive?: boolean | undefined;
}

type SearchFormProps = {
  /**
   * The box's text, when its owner keeps it (the phone menu's, which lives
   * on across the menu's upgrade from a disclosure to the app's panel).
   */
  query?: string | undefined;
  onQueryChange?: ((query: string) => void) | undefined;
} & Pick<
  HeaderProps,
  | "onSearch"
  | "searchAction"
  | "suggestions"
  | "onSuggestionQuery"
  | "onSuggestionSelect"
  | "suggestionTotal"
>;

function SearchForm({
  query: ownersQuery,
  onQueryChange,
  onSearch,
  searchAction,
  suggestions,
  onSuggestionQuery,
  onSuggestionSelect,
  suggestionTotal,
}: SearchFormProps) {
  const [ownQuery, setOwnQuery] = useState("");
  const query = ownersQuery ?? ownQuery;
  const setQuery = onQueryChange ?? setOwnQuery;
  const form = useRef<HTMLFormElement>(null);
  /** What the box holds now: text typed before the page was live never reached the state. */
  const typed = () => {
    const box = form.current?.elements.namedItem("q");
    return box instanceof HTMLInputElement ? box.value : query;
  };
  const adopt = useRef(() => {
    const text = typed();
    if (text && text !== query) setQuery(text);
  });
  useEffect(() => adopt.current(), []);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = typed().trim();
    if (!trimmed) return;
    onSearch(trimmed);
    setQuery("");
  };
  return (
    <form
      ref={form}
      role="search"
      // Named, so a page's own search landmark (a list's filters) is told apart from it.
      aria-label="Sitede ara"
      action={searchAction}
      className={styles.searchForm}
      onSubmit={submit}
    >
      <SearchSuggestions
        value={query}
        name="q"
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
export function Header(props: HeaderProps) {
  // A page that knows when it is interactive says so; only one that does not
  // asks the browser (an external store's answer that differs from the
  // server's renders the header again synchronously, inside hydration).
  return props.interactive === undefined ? (
    <DetectingHeader {...props} />
  ) : (
    <HeaderView {...props} interactive={props.interactive} />
  );
}

function DetectingHeader(props: HeaderProps) {
  return <HeaderView {...props} interactive={useInteractive()} />;
}

function HeaderView({
  links,
  genres,
  onSearch,
  searchAction,
  currentPath,
  suggestions,
  onSuggestionQuery,
  onSuggestionSelect,
  suggestionTotal,
  linkComponent,
  interactive,
}: HeaderProps & { interactive: boolean }) {
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
  const searchProps = {
    onSearch,
    searchAction,
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
  // The phone menu: search, the links, the genres and 'Giriş Yap'.
  const panelContent = (
    <>
      <div
        className={styles.mobileSearch}
        ref={interactive ? mobileSearch : undefined}
        onFocus={() => (typingInMenu.current = true)}
        onBlur={() => (typingInMenu.current = false)}
      >
        <SearchForm
          {...searchProps}
          query={mobileQuery}
          onQueryChange={setMobileQuery}
          onSearch={(query) => {
            onSearch(query);
            closeMenu();
          }}
        />
      </div>
      <nav aria-label="Mobil menü">
        <ul className={styles.mobileList}>
          {links.map((link) => (
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
                <li key={genre.href}>
                  <Link href={genre.href} className={styles.mobileLink} onClick={closeMenu}>
                    {genre.label}
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
    </>
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
