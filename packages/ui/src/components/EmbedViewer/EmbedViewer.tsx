import { ArrowLeft, ExternalLink, MonitorPlay, Shuffle, TriangleAlert } from "lucide-react";
import { useId, type FormEvent, type Ref } from "react";
import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { Button } from "../Button";
import { Link, type LinkComponent } from "../Link";
import { Spinner } from "../Spinner";
import { PLAYER_ALLOW, PLAYER_SANDBOX } from "../PlayerOverlay/frameAttributes";
import * as styles from "./EmbedViewer.css";
import { earlyAction } from "../../lib/earlyActions";

export const EMBED_TEXT = {
  back: "Geri",
  random: "Rastgele",
  searchPlaceholder: "Dizi/film ara...",
  searchLabel: "Dizi/film ara",
  frameFailed: "Bu icerik iframe icinde gosterilemiyor",
  openInNewTab: "Yeni sekmede ac",
  loadError: "Embed verileri yuklenirken hata olustu",
  notFound: "Embed bulunamadi",
  loading: "Yükleniyor...",
  gridTitle: "Tum Embedler",
} as const;

/* ---------- header ---------- */

export interface EmbedViewerHeaderProps {
  onBack: () => void;
  onRandom: () => void;
  /** While a random embed is being fetched. */
  randomBusy?: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  onSearchSubmit?: (query: string) => void;
}

/** Back, 'Rastgele' and the 'Dizi/film ara...' search of the embed viewer. */
export function EmbedViewerHeader({
  onBack,
  onRandom,
  randomBusy = false,
  query,
  onQueryChange,
  onSearchSubmit,
}: EmbedViewerHeaderProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchSubmit?.(query.trim());
  };
  return (
    <div className={styles.header}>
      <Button
        {...earlyAction("back")}
        variant="ghost"
        icon={<ArrowLeft aria-hidden="true" size="1.1em" />}
        onClick={onBack}
      >
        {EMBED_TEXT.back}
      </Button>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label>
          <VisuallyHidden>{EMBED_TEXT.searchLabel}</VisuallyHidden>
          <input
            type="search"
            className={styles.searchInput}
            placeholder={EMBED_TEXT.searchPlaceholder}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </label>
      </form>
      <span className={styles.spacer} />
      <Button
        {...earlyAction("random")}
        variant="secondary"
        loading={randomBusy}
        icon={<Shuffle aria-hidden="true" size="1.1em" />}
        onClick={onRandom}
      >
        {EMBED_TEXT.random}
      </Button>
    </div>
  );
}

/* ---------- frame ---------- */

/**
 * A readable title from an episode address:
 * `https://site/dizi/kurulus-osman/sezon-1/bolum-3` → `kurulus osman - sezon 1 - bolum 3`.
 */
export function titleFromEpisodeUrl(episodeUrl: string): string {
  let path: string;
  try {
    path = new URL(episodeUrl).pathname;
  } catch {
    return episodeUrl;
  }
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .map((part) =>
      part
        .replace(/\.[a-z0-9]+$/i, "")
        .replace(/[-_]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  return parts.length > 0 ? parts.join(" - ") : episodeUrl;
}

export interface EmbedFrameProps {
  /** Address of the player page; null when the episode has none. */
  embedUrl: string | null;
  /** The episode's page address; names the frame. */
  episodeUrl: string;
  /** The frame could not show the content (refused embedding, load error). */
  failed?: boolean;
  onLoad?: () => void;
  onError?: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
}

/** The player frame of the embed viewer, with the new-tab fallback panel. */
export function EmbedFrame({
  embedUrl,
  episodeUrl,
  failed = false,
  onLoad,
  onError,
  frameRef,
}: EmbedFrameProps) {
  const title = titleFromEpisodeUrl(episodeUrl);
  return (
    <figure className={styles.figure}>
      <div className={styles.frameBox}>
        {embedUrl === null ? (
          <div className={styles.panel}>
            <p className={styles.panelText}>{EMBED_TEXT.notFound}</p>
          </div>
        ) : failed ? (
          <div className={styles.panel} role="alert">
            <TriangleAlert className={styles.panelIcon} aria-hidden="true" />
            <p className={styles.panelText}>{EMBED_TEXT.frameFailed}</p>
            <a
              className={styles.linkButton}
              href={embedUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" size="1.1em" />
              {EMBED_TEXT.openInNewTab}
            </a>
          </div>
        ) : (
          <iframe
            key={embedUrl}
            ref={frameRef}
            className={styles.frame}
            src={embedUrl}
            title={title}
            sandbox={PLAYER_SANDBOX}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="no-referrer"
            onLoad={onLoad}
            onError={onError}
          />
        )}
      </div>
      <figcaption className={styles.frameTitle}>{title}</figcaption>
    </figure>
  );
}

/* ---------- grid ---------- */

export interface EmbedGridItem {
  id: string;
  title: string;
  /** Where the card goes, e.g. `/embed/{slug}` (SPEC.md §2). */
  href: string;
}

export interface EmbedGridProps {
  items: readonly EmbedGridItem[];
  status: "loading" | "error" | "ready";
  /** The embed shown in the frame now. */
  selectedId?: string;
  linkComponent?: LinkComponent | undefined;
}

/** 'Tum Embedler (n)': every embed as a link. */
export function EmbedGrid({ items, status, selectedId, linkComponent }: EmbedGridProps) {
  const titleId = useId();
  return (
    <section className={styles.gridSection} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.gridTitle}>
        {/* The count only once it is known. */}
        {status === "ready" ? `${EMBED_TEXT.gridTitle} (${items.length})` : EMBED_TEXT.gridTitle}
      </h2>
      {status === "loading" ? (
        <p className={styles.message} role="status">
          <Spinner /> {EMBED_TEXT.loading}
        </p>
      ) : status === "error" ? (
        <p className={styles.errorMessage} role="alert">
          {EMBED_TEXT.loadError}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.message}>{EMBED_TEXT.notFound}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                component={linkComponent}
                href={item.href}
                className={styles.gridLink}
                aria-current={item.id === selectedId ? "page" : undefined}
              >
                <MonitorPlay className={styles.gridIcon} aria-hidden="true" size="1.1em" />
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
