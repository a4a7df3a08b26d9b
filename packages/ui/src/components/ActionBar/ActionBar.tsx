import { Check, Download, Eye, Heart, ListPlus, Play, Share2 } from "lucide-react";
import { Button } from "../Button";
import * as styles from "./ActionBar.css";

export interface ActionBarProps {
  /** 'İndir' exists on movies only. */
  kind: "movie" | "series";
  inList: boolean;
  watched: boolean;
  liked: boolean;
  onWatch: () => void;
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
 */
export function ActionBar({
  kind,
  inList,
  watched,
  liked,
  onWatch,
  onToggleList,
  onToggleWatched,
  onToggleLike,
  onShare,
  onDownload,
}: ActionBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label="İşlemler">
      <Button
        size="lg"
        icon={<Play className={styles.icon} aria-hidden fill="currentColor" />}
        onClick={onWatch}
      >
        İzle
      </Button>
      <Button
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
        variant="secondary"
        size="lg"
        className={watched ? styles.active : undefined}
        icon={<Eye className={styles.icon} aria-hidden />}
        onClick={onToggleWatched}
      >
        {watched ? "İzlendi" : "İzledim"}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        className={liked ? styles.active : undefined}
        icon={<Heart className={styles.icon} aria-hidden fill={liked ? "currentColor" : "none"} />}
        onClick={onToggleLike}
      >
        {liked ? "Beğenildi" : "Beğen"}
      </Button>
      <Button
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
