import type { MouseEvent } from "react";

/**
 * Whether a click on a link asks the browser for something else than
 * following it here (a new tab or window: Ctrl, ⌘, Shift, Alt, the middle
 * button). A link the app upgrades leaves those to the browser.
 */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
