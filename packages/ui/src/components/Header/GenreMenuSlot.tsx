import { useEffect, useRef, useState, type ComponentType } from "react";
import { ChevronDown } from "lucide-react";
import { Link, type LinkItem } from "../Link";
import type { GenreMenuProps } from "./GenreMenu";
import { keepElement } from "../../lib/keepElement";
import * as styles from "./Header.css";

// The header's 'Tür': a plain disclosure of links until the page is live (and
// for a visitor without script), then a stand-in button that fetches the Radix
// menu when the visitor reaches for it.

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

export function GenreMenuSlot({
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
 * The genres before the page is interactive, and for a visitor without
 * JavaScript: a disclosure of plain links (the Radix menu needs script).
 */
export function GenreDisclosure({
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
