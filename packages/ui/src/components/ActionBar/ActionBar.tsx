import { Check, Download, Eye, Heart, ListPlus, Play, Share2 } from "lucide-react";
import { earlyAction } from "../../lib/earlyActions";
import { Button } from "../Button";
import { WatchLink } from "../WatchLink";
import * as styles from "./ActionBar.css";

export interface ActionBarProps {
  /** 'İndir' exists on movies only. */
  kind: "movie" | "series";
  inList: boolean;
  watched: boolean;
  liked: boolean;
  /** 'İzle' leads here (the watch page) before the page is live and without script. */
  watchHref: string;
  /** 'İzle' once the page is live: the page's own player. */
  onWatch?: (() => void) | undefined;
  onToggleList: () => void;
  onToggleWatched: () => void;
  onToggleLike: () => void;
  onShare: () => void;
  /** SPEC.md §2: 'İndir' has no action yet; without a handler it does nothing. */
  onDownload?: (() => void) | undefined;
}

/**
 * The detail page's buttons. Each toggle says its state in its own label
 * ('Listeye Ekle' → 'Listede'), which is what a screen reader announces too.
 * 'İzle' is a link to the watch page (it works before any script); the
 * others need script and carry an early-action marker, so a tap made while
 * the page comes alive is kept and done once it is live.
 */
export function ActionBar({
  kind,
  inList,
  watched,
  liked,
  watchHref,
  onWatch,
  onToggleList,
  onToggleWatched,
  onToggleLike,
  onShare,
  onDownload,
}: ActionBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label="İşlemler">
      <WatchLink
        size="lg"
        href={watchHref}
        onWatch={onWatch}
        icon={<Play className={styles.icon} aria-hidden fill="currentColor" />}
      >
        İzle
      </WatchLink>
      <Button
        {...earlyAction("list")}
        variant="secondary"
        size="lg"
        className={inList ? styles.active : undefined}
        icon={
          inList ? (
            <Check className={styles.icon} aria-hidden />
          ) : (
            <ListPlus className={styles.icon} aria-hidden />
          )
        }
        onClick={onToggleList}
      >
        {inList ? "Listede" : "Listeye Ekle"}
      </Button>
      <Button
        {...earlyAction("watched")}
        variant="secondary"
        size="lg"
        className={watched ? styles.active : undefined}
        icon={<Eye className={styles.icon} aria-hidden />}
        onClick={onToggleWatched}
      >
        {watched ? "İzlendi" : "İzledim"}
      </Button>
      <Button
        {...earlyAction("like")}
        variant="secondary"
        size="lg"
        className={liked ? styles.active : undefined}
        icon={<Heart className={styles.icon} aria-hidden fill={liked ? "currentColor" : "none"} />}
        onClick={onToggleLike}
      >
        {liked ? "Beğenildi" : "Beğen"}
      </Button>
      <Button
        {...earlyAction("share")}
        variant="ghost"
        size="lg"
        icon={<Share2 className={styles.icon} aria-hidden />}
        onClick={onShare}
      >
        Paylaş
      </Button>
      {kind === "movie" ? (
        <Button
          variant="ghost"
          size="lg"
          icon={<Download className={styles.icon} aria-hidden />}
          onClick={onDownload}
        >
          İndir
        </Button>
      ) : null}
    </div>
  );
}
