import { AlertTriangle, RefreshCw, SkipForward, X } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "../Button";
import { Dialog, DIALOG_CLOSE_LABEL } from "../Dialog";
import { Spinner } from "../Spinner";
import * as styles from "./PlayerOverlay.css";
import { PLAYER_ALLOW, PLAYER_SANDBOX } from "./frameAttributes";

export { PLAYER_ALLOW, PLAYER_SANDBOX };

export const PLAYER_TEXT = {
  loading: "Yükleniyor...",
  error: "Video yüklenirken bir hata oluştu",
  exhausted: "Video oynatılamıyor - tüm kaynaklar denendi",
  nextSource: "Farklı Kaynak Dene",
  reload: "Sayfayı Yenile",
} as const;

/**
 * - `loading`: the current source's frame is loading (SPEC.md §4: loading, then loaded)
 * - `ready`: it loaded
 * - `error`: the current source failed; the caller moves on or the viewer picks another
 * - `exhausted`: every source failed
 */
export type PlayerStatus = "loading" | "ready" | "error" | "exhausted";

/** "Kaynak k/n" for the source at a zero-based index. */
export function sourceLabel(index: number, count: number): string {
  return `Kaynak ${index + 1}/${count}`;
}

export interface PlayerOverlayProps {
  open: boolean;
  /** Escape, the close button: the caller sets `open` to false. */
  onClose: () => void;
  /** What plays; names the dialog and the frame. */
  title: string;
  /** Embed URLs in the order they are tried. */
  sources: readonly string[];
  /** Zero-based index of the source shown now. */
  currentIndex: number;
  status: PlayerStatus;
  /** The frame finished loading the current source. */
  onSourceLoad?: (index: number) => void;
  /** The frame reported an error for the current source. */
  onSourceError?: (index: number) => void;
  /** 'Farklı Kaynak Dene'. */
  onNextSource?: () => void;
  /** 'Sayfayı Yenile'. */
  onReload?: () => void;
  /** The player frame, for callers that talk to it (couple-mode sync). */
  frameRef?: Ref<HTMLIFrameElement>;
  /**
   * A card over the player's corner, inside the dialog (so it takes focus
   * and clicks): the 'Sonraki Bölüm' countdown.
   */
  corner?: ReactNode;
}

/**
 * Full-screen player over the page. Presentational: which source plays and
 * whether it failed are props; Radix supplies Escape, the focus trap and
 * the page scroll lock.
 */
export function PlayerOverlay({
  open,
  onClose,
  title,
  sources,
  currentIndex,
  status,
  onSourceLoad,
  onSourceError,
  onNextSource,
  onReload,
  frameRef,
  corner,
}: PlayerOverlayProps) {
  const source = sources[currentIndex];
  const failed = status === "error" || status === "exhausted" || source === undefined;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="fullscreen" title={title} hideTitle showCloseButton={false}>
        <div className={styles.layout}>
          <div className={styles.topBar}>
            <p className={styles.title} aria-hidden="true">
              {title}
            </p>
            {sources.length > 0 ? (
              <span className={styles.sourceLabel}>
                {sourceLabel(Math.min(currentIndex, sources.length - 1), sources.length)}
              </span>
            ) : null}
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={DIALOG_CLOSE_LABEL}>
                <X aria-hidden="true" size="1.25em" />
              </Button>
            </Dialog.Close>
          </div>
          <div className={styles.stage}>
            <div className={styles.frameBox}>
              {!failed ? (
                <iframe
                  // A new element per source: the previous player must not keep playing.
                  key={`${currentIndex}:${source}`}
                  ref={frameRef}
                  className={styles.frame}
                  src={source}
                  title={title}
                  sandbox={PLAYER_SANDBOX}
                  allow={PLAYER_ALLOW}
                  allowFullScreen
                  referrerPolicy="no-referrer"
                  onLoad={() => onSourceLoad?.(currentIndex)}
                  onError={() => onSourceError?.(currentIndex)}
                />
              ) : null}
              {status === "loading" && !failed ? (
                <div className={styles.cover} role="status">
                  <span className={styles.spinnerSize}>
                    <Spinner />
                  </span>
                  <span className={styles.loadingText}>{PLAYER_TEXT.loading}</span>
                </div>
              ) : null}
              {failed ? (
                <div className={styles.errorCover} role="alert">
                  <AlertTriangle className={styles.errorIcon} aria-hidden="true" />
                  <p className={styles.errorTitle}>
                    {status === "error" ? PLAYER_TEXT.error : PLAYER_TEXT.exhausted}
                  </p>
                  <div className={styles.errorActions}>
                    {onNextSource && sources.length > 1 ? (
                      <Button
                        icon={<SkipForward aria-hidden="true" size="1em" />}
                        onClick={onNextSource}
                      >
                        {PLAYER_TEXT.nextSource}
                      </Button>
                    ) : null}
                    {onReload ? (
                      <Button
                        variant="secondary"
                        icon={<RefreshCw aria-hidden="true" size="1em" />}
                        onClick={onReload}
                      >
                        {PLAYER_TEXT.reload}
                      </Button>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </div>
            {corner ? <div className={styles.corner}>{corner}</div> : null}
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
