/**
 * The page's first script: carried inline in the `<head>` of every
 * server-rendered page (ssr/document.tsx; the CSP allows it by its hash), so
 * it listens before any control is painted. It keeps what happens before
 * the app is live:
 * - a tap (a click, or Enter/Space on a focused button, which the browser
 *   turns into a click) on a control marked `data-action` (packages/ui's
 *   earlyActions.ts), which it marks `aria-busy` at once so the control
 *   shows that it is getting ready. The tap's default is held back (a
 *   radio is not checked yet): the control changes when its action runs, so
 *   the page and the app's state never disagree;
 * - the `load` of a frame marked `data-replay-load` (the watch page's
 *   player, which may finish loading before its handlers exist).
 * replay.ts takes the list over once the page has hydrated and plays it.
 *
 * `installEarlyActionRecorder` is serialised with `Function.prototype.toString`
 * into the inline script, so it must stay self-contained: no imports, no
 * module-level names (`inlineRecorderScript` checks the first in tests).
 * Links, forms and `<details>` need none of this: they work as HTML.
 */

/** One thing the recorder kept. */
export interface RecordedAction {
  element: Element;
  kind: "click" | "load";
}

/** What the recorder leaves on `window` for the app. */
export interface EarlyActionRecorder {
  /** Stops and hands over what was kept, oldest first (once: later calls get nothing). */
  finish(): RecordedAction[];
}

/** Where the recorder leaves itself (written out in the function below, which cannot import it). */
export const RECORDER_GLOBAL = "__sinemaEarlyActions";

declare global {
  interface Window {
    __sinemaEarlyActions?: EarlyActionRecorder;
  }
}

export function installEarlyActionRecorder(win: Window): void {
  const doc = win.document;
  const kept: RecordedAction[] = [];
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const control = target && target.closest ? target.closest("[data-action]") : null;
    if (!control || (control as HTMLButtonElement).disabled) return;
    // Until the replay, the app never sees a marked control's tap itself
    // (React listens from the moment it starts hydrating): every tap is
    // played once, in order, from the one list.
    event.preventDefault();
    event.stopPropagation();
    kept.push({ element: control, kind: "click" });
    control.setAttribute("aria-busy", "true");
  };
  const onLoad = (event: Event) => {
    const target = event.target as Element | null;
    if (target && target.hasAttribute && target.hasAttribute("data-replay-load")) {
      kept.push({ element: target, kind: "load" });
    }
  };
  // Capture: the document sees the event before anything under it, and sees
  // `load`, which does not bubble.
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("load", onLoad, true);
  win.__sinemaEarlyActions = {
    finish() {
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("load", onLoad, true);
      return kept.splice(0, kept.length);
    },
  };
}

/** The inline script's text: the recorder, called at once. */
export function inlineRecorderScript(): string {
  return `(${installEarlyActionRecorder.toString()})(window);`;
}
