/**
 * The app's side of the early-action recorder (recorder.ts): what it kept is
 * played once the page is hydrated (`replayEarlyActions`), and from then on
 * taps go to the app directly.
 * Each kept tap is dispatched to the same element as a real one would be
 * (pointer down and up, then the click: Radix opens some controls on pointer
 * down, others on click), so every control acts through its own handler.
 * Nothing is played twice: the recorder hands its list over once.
 */
import { replayPlan } from "./plan";
import type { RecordedAction } from "./recorder";

let warned = false;

function dispatchTap(element: Element): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view };
  const pointer = { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true };
  element.dispatchEvent(new view.PointerEvent("pointerdown", pointer));
  element.dispatchEvent(new view.MouseEvent("mousedown", init));
  element.dispatchEvent(new view.PointerEvent("pointerup", { ...pointer, buttons: 0 }));
  element.dispatchEvent(new view.MouseEvent("mouseup", { ...init, buttons: 0 }));
  (element as HTMLElement).click();
}

function play(action: RecordedAction): void {
  const { element } = action;
  if (action.kind === "click") element.removeAttribute("aria-busy");
  // A control the page no longer has (the page moved on) is not pressed.
  if (!element.isConnected) return;
  if (action.kind === "load") element.dispatchEvent(new Event("load"));
  else dispatchTap(element);
}

/** Plays, once, what the visitor did before the page was live. Never throws into the page. */
export function replayEarlyActions(win: Window = window): void {
  const recorder = win.__sinemaEarlyActions;
  if (!recorder) return;
  let kept: RecordedAction[];
  try {
    kept = recorder.finish();
  } catch (error) {
    console.error("Early actions could not be read", error);
    return;
  }
  const { play: toPlay, unknown } = replayPlan(
    kept.map((action) => ({
      ...action,
      control: action.element,
      action: action.kind === "click" ? action.element.getAttribute("data-action") : null,
    })),
  );
  for (const action of kept) {
    // Dropped taps (a second tap on a toggle) stop looking busy too.
    if (action.kind === "click" && !toPlay.some((p) => p.element === action.element)) {
      action.element.removeAttribute("aria-busy");
    }
  }
  if (unknown.length > 0 && import.meta.env.DEV && !warned) {
    warned = true;
    console.warn(`Unknown data-action ignored: ${unknown.join(", ")}`);
  }
  for (const action of toPlay) {
    try {
      play(action);
    } catch (error) {
      console.error("An early action could not be replayed", error);
    }
  }
}
