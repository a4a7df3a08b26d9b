import {
  AlertTriangle,
  FastForward,
  Keyboard,
  RefreshCw,
  Rewind,
  SkipForward,
  X,
} from "lucide-react";
import { useRef, useState, type MouseEvent, type ReactNode, type Ref } from "react";
import { opensElsewhere } from "../../lib/clicks";
import { useInteractive } from "../../lib/useInteractive";
import { PLAYER_OPEN_ATTRIBUTE } from "../../theme/floatingAction";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import { Dialog, DIALOG_CLOSE_LABEL } from "../Dialog";
import { SHORTCUTS_HELP_TEXT } from "../ShortcutsHelpDialog";
import { Spinner } from "../Spinner";
import * as styles from "./PlayerOverlay.css";
import { PLAYER_ALLOW, PLAYER_SANDBOX } from "./frameAttributes";
import { PLAYER_TEXT } from "./texts";

export { PLAYER_ALLOW, PLAYER_SANDBOX, PLAYER_TEXT };

/**
 * - `loading`: the current source's frame is loading (SPEC.md §4: loading, then loaded)
 * - `ready`: it loaded
 * - `error`: the current source failed; the caller moves on or the viewer picks another
 * - `exhausted`: every source failed
 */
export type PlayerStatus = "loading" | "ready" | "error" | "exhausted";

/** The third of the player a double tap landed on: the left one goes back, the right one ahead. */
export type TapSide = "back" | "forward";

/** Two taps on the same side within this long are a double tap. */
export const DOUBLE_TAP_MS = 300;

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
  /**
   * The top bar's controls in place of the 'Kaynak k/n' label: the playing
   * source's language badges, the source menu, the shortcuts button.
   */
  controls?: ReactNode;
  /**
   * A double tap on the left or right third of the player (phones: players
   * that take commands seek ∓/±10 s). Given, the two thirds catch taps above
   * the player's own control strip; the middle third stays the player's.
   */
  onDoubleTap?: ((side: TapSide) => void) | undefined;
  /** Given, the top bar has a 'Klavye Kısayolları' button that calls it. */
  onShortcutsHelp?: (() => void) | undefined;
  /**
   * The watch page (issue 34): the player is part of the page from the
   * server's HTML on (no portal), its frame plays before any script, and
   * its close control is a link to this address (the title's page), which
   * `onClose` handles once the page is live.
   */
  watchPage?: { closeHref: string } | undefined;
  /**
   * Couple mode's controls in the top bar (issue 32: the reactions, 'Sohbet'); what
   * they float or open over the player is theirs to place.
   */
  together?: ReactNode;
}

/** Two invisible strips over the player's sides that turn a double tap into `onDoubleTap`. */
function DoubleTapZones({ onDoubleTap }: { onDoubleTap: (side: TapSide) => void }) {
  const last = useRef<{ side: TapSide; at: number } | null>(null);
  // What the viewer sees of a double tap: the side's arrow, fading out.
  const [flash, setFlash] = useState<{ side: TapSide; id: number } | null>(null);
  const tap = (side: TapSide) => (event: MouseEvent) => {
    const previous = last.current;
    if (previous && previous.side === side && event.timeStamp - previous.at <= DOUBLE_TAP_MS) {
      last.current = null;
      setFlash((current) => ({ side, id: (current?.id ?? 0) + 1 }));
      onDoubleTap(side);
    } else {
      last.current = { side, at: event.timeStamp };
    }
  };
  return (
    <>
      {(["back", "forward"] as const).map((side) => (
        <div
          key={side}
          className={styles.tapZone[side]}
          data-tap-zone={side}
          aria-hidden="true"
          onClick={tap(side)}
        >
          {flash?.side === side ? (
            <span key={flash.id} className={styles.tapFlash} onAnimationEnd={() => setFlash(null)}>
              {side === "back" ? <Rewind size="1em" /> : <FastForward size="1em" />}
            </span>
          ) : null}
        </div>
      ))}
    </>
  );
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
  controls,
  onDoubleTap,
  onShortcutsHelp,
  watchPage,
  together,
}: PlayerOverlayProps) {
  const source = sources[currentIndex];
  const failed = status === "error" || status === "exhausted" || source === undefined;
  // The server's watch page shows its frame, not a cover that only script could lift.
  const mounted = useInteractive();
  const [keyboard, setKeyboard] = useState(false);
  const covered = status === "loading" && !failed && (mounted || !watchPage);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content
        size="fullscreen"
        title={title}
        hideTitle
        showCloseButton={false}
        inPlace={watchPage !== undefined}
        // A key pressed in the player says there is a keyboard: its shortcuts' help shows.
        data-keyboard={keyboard ? "" : undefined}
        onKeyDown={() => setKeyboard(true)}
        // A part that handles Escape itself (couple mode's chat) keeps the player open.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest("[data-own-escape]")) {
            event.preventDefault();
          }
        }}
        {...{ [PLAYER_OPEN_ATTRIBUTE]: "" }}
        // The player itself takes focus, not its first button: Space then
        // plays and pauses (a shortcut) instead of pressing that button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <div className={styles.layout}>
          <div className={styles.topBar}>
            <p className={styles.title} aria-hidden="true">
              {title}
            </p>
            {together ? <div className={styles.together}>{together}</div> : null}
            {controls || onShortcutsHelp ? (
              <div className={styles.controls}>
                {controls}
                {onShortcutsHelp ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.keyboardOnly}
                    aria-label={SHORTCUTS_HELP_TEXT.title}
                    onClick={() => onShortcutsHelp()}
                  >
                    <Keyboard aria-hidden="true" size="1.25em" />
                  </Button>
                ) : null}
              </div>
            ) : sources.length > 0 ? (
              <span className={styles.sourceLabel}>
                {sourceLabel(Math.min(currentIndex, sources.length - 1), sources.length)}
              </span>
            ) : null}
            {watchPage ? (
              <a
                href={watchPage.closeHref}
                className={button({ variant: "ghost", size: "sm" })}
                aria-label={DIALOG_CLOSE_LABEL}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onClose();
                }}
              >
                <X aria-hidden="true" size="1.25em" />
              </a>
            ) : (
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label={DIALOG_CLOSE_LABEL}>
                  <X aria-hidden="true" size="1.25em" />
                </Button>
              </Dialog.Close>
            )}
          </div>
          <div className={styles.stage}>
            <div className={styles.frameBox}>
              {!failed ? (
                <iframe
                  // A new element per source: the previous player must not keep playing.
                  key={`${currentIndex}:${source}`}
                  ref={frameRef}
                  // Its load before the page is live is kept and replayed (apps/site/src/replay).
                  data-replay-load={watchPage ? "" : undefined}
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
              {onDoubleTap && !failed ? <DoubleTapZones onDoubleTap={onDoubleTap} /> : null}
              {covered ? (
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
                        onClick={() => onNextSource()}
                      >
                        {PLAYER_TEXT.nextSource}
                      </Button>
                    ) : null}
                    {onReload ? (
                      <Button
                        variant="secondary"
                        icon={<RefreshCw aria-hidden="true" size="1em" />}
                        onClick={() => onReload()}
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
