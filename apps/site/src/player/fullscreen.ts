/**
 * The player's full screen (issue 15): the whole page, not the player's
 * element, so the source menu, the shortcuts help and the toasts (each in
 * its own portal under <body>) stay on screen. Every call may be refused
 * (no user gesture, an iPhone, a policy): refusals are ignored quietly.
 */

const TOUCH_SCREEN = "(hover: none) and (pointer: coarse)";

/** A phone or tablet: touch, no hover. Read in handlers, effects and external-store snapshots only. */
export function isTouchScreen(): boolean {
  return window.matchMedia?.(TOUCH_SCREEN).matches ?? false;
}

/** For useSyncExternalStore: a tablet that gets a mouse changes its answer. */
export function subscribeTouchScreen(listener: () => void): () => void {
  const query = window.matchMedia?.(TOUCH_SCREEN);
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

export function isFullscreen(): boolean {
  return document.fullscreenElement !== null && document.fullscreenElement !== undefined;
}

/** `screen.orientation.lock` is Chromium's on phones; TypeScript's DOM types leave it out. */
interface LockableOrientation {
  lock?: (orientation: "landscape") => Promise<void>;
  unlock?: () => void;
}

const orientation = (): LockableOrientation | undefined =>
  (screen as { orientation?: LockableOrientation }).orientation;

/** Full screen; on a phone also turned to landscape. Resolves whether it is full screen now. */
export async function enterFullscreen({ landscape }: { landscape: boolean }): Promise<boolean> {
  const root = document.documentElement;
  if (!isFullscreen()) {
    if (typeof root.requestFullscreen !== "function") return false;
    try {
      await root.requestFullscreen({ navigationUI: "hide" });
    } catch {
      return false;
    }
  }
  if (landscape)
    await orientation()
      ?.lock?.("landscape")
      .catch(() => undefined);
  return true;
}

export async function exitFullscreen(): Promise<void> {
  try {
    orientation()?.unlock?.();
  } catch {
    // Nothing was locked.
  }
  if (isFullscreen()) await document.exitFullscreen().catch(() => undefined);
}
