/**
 * The player overlay's keyboard shortcuts: which key does what (one table,
 * read by the key handler and by the 'Klavye Kısayolları' help), the
 * command a player gets for it, and what a screen reader is told.
 */
import type { PlayerCommand, PlayerReport } from "./messages";

/** ←/→ and J/L move this many seconds. */
export const SEEK_STEP_S = 10;
/** ↑/↓ change the volume (0..1) by this much. */
export const VOLUME_STEP = 0.1;

export type ShortcutAction =
  | { type: "togglePlay" }
  | { type: "toggleFullscreen" }
  | { type: "toggleMute" }
  | { type: "seekBy"; seconds: number }
  | { type: "volumeBy"; delta: number }
  | { type: "nextSource" }
  | { type: "close" }
  | { type: "help" };

interface Binding {
  /** `KeyboardEvent.key` values, lower case. */
  keys: readonly string[];
  /** How the help names the keys. */
  labels: readonly string[];
  description: string;
  action: ShortcutAction;
  /** Holding the key down repeats it (seeking); toggles fire once per press. */
  repeats?: boolean;
}

const BINDINGS: readonly Binding[] = [
  {
    keys: [" ", "spacebar", "k"],
    labels: ["Boşluk", "K"],
    description: "Oynat / duraklat",
    action: { type: "togglePlay" },
  },
  {
    keys: ["f"],
    labels: ["F"],
    description: "Tam ekran",
    action: { type: "toggleFullscreen" },
  },
  { keys: ["m"], labels: ["M"], description: "Sesi kapat / aç", action: { type: "toggleMute" } },
  {
    keys: ["arrowup"],
    labels: ["↑"],
    description: "Sesi artır",
    action: { type: "volumeBy", delta: VOLUME_STEP },
    repeats: true,
  },
  {
    keys: ["arrowdown"],
    labels: ["↓"],
    description: "Sesi azalt",
    action: { type: "volumeBy", delta: -VOLUME_STEP },
    repeats: true,
  },
  {
    keys: ["arrowleft", "j"],
    labels: ["←", "J"],
    description: `${SEEK_STEP_S} saniye geri`,
    action: { type: "seekBy", seconds: -SEEK_STEP_S },
    repeats: true,
  },
  {
    keys: ["arrowright", "l"],
    labels: ["→", "L"],
    description: `${SEEK_STEP_S} saniye ileri`,
    action: { type: "seekBy", seconds: SEEK_STEP_S },
    repeats: true,
  },
  { keys: ["n"], labels: ["N"], description: "Sonraki kaynak", action: { type: "nextSource" } },
  { keys: ["escape"], labels: ["Esc"], description: "Oynatıcıyı kapat", action: { type: "close" } },
  {
    keys: ["?"],
    labels: ["?"],
    description: "Klavye kısayollarını göster",
    action: { type: "help" },
  },
];

export interface ShortcutHelpEntry {
  keys: readonly string[];
  description: string;
}

/** The help dialog's list (ShortcutsHelpDialog's `shortcuts`). */
export const PLAYER_SHORTCUTS: readonly ShortcutHelpEntry[] = BINDINGS.map(
  ({ labels, description }) => ({ keys: labels, description }),
);

/** The parts of an element that say whether it takes typing or its own keys. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

/** The parts of a KeyboardEvent the map reads (a DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target?: unknown;
}

const TYPING_ROLES = new Set(["textbox", "searchbox", "combobox", "spinbutton"]);
/** Controls that Space (and Enter) activate by themselves. */
const ACTIVATED_ROLES = new Set([
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "tab",
  "option",
  "menuitem",
  "menuitemradio",
  "menuitemcheckbox",
]);

function asTarget(value: unknown): KeyTarget | null {
  return typeof value === "object" && value !== null ? (value as KeyTarget) : null;
}

const roleOf = (target: KeyTarget) => target.getAttribute?.("role")?.trim().toLowerCase() ?? "";

/** input, textarea, select, contenteditable and text-like roles: keys are the viewer's text. */
export function isEditableTarget(value: unknown): boolean {
  const target = asTarget(value);
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  if (target.isContentEditable === true) return true;
  return TYPING_ROLES.has(roleOf(target));
}

function isActivatedBySpace(value: unknown): boolean {
  const target = asTarget(value);
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === "BUTTON" || tag === "A" || tag === "SUMMARY") return true;
  return ACTIVATED_ROLES.has(roleOf(target));
}

/**
 * The shortcut a key press means, or null when it means something else:
 * typing in a field, a browser or system shortcut (Ctrl, ⌘, Alt), an input
 * method composing, Space on a focused button, a key another control
 * already handled (a menu's arrows), or a held-down toggle.
 */
export function shortcutFor(event: KeyInput): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isEditableTarget(event.target)) return null;
  const key = event.key.toLowerCase();
  const binding = BINDINGS.find((candidate) => candidate.keys.includes(key));
  if (!binding) return null;
  if (event.repeat && !binding.repeats) return null;
  if ((key === " " || key === "spacebar") && isActivatedBySpace(event.target)) return null;
  return binding.action;
}

/** The volume a ↑/↓ asks for, in steps of `VOLUME_STEP`, from what the player last reported. */
function volumeAfter(action: { delta: number }, report: PlayerReport | null): number | null {
  if (report?.volume === null || report?.volume === undefined) return null;
  // Whole percent: ten presses from 0 reach exactly 1.
  return Math.round(Math.min(1, Math.max(0, report.volume + action.delta)) * 100) / 100;
}

/**
 * The command that carries out a shortcut on a player that takes commands,
 * from what it last reported; null for shortcuts the page carries out itself
 * (fullscreen, next source, close, help), for a seek while the position is
 * unknown and for a volume change while the volume is.
 */
export function commandFor(
  action: ShortcutAction,
  report: PlayerReport | null,
): PlayerCommand | null {
  switch (action.type) {
    case "togglePlay":
      return report?.paused === false ? { command: "pause" } : { command: "play" };
    case "toggleMute":
      return { command: "mute", muted: !(report?.muted ?? false) };
    case "seekBy": {
      if (!report) return null;
      const end = report.duration > 0 ? report.duration : Number.POSITIVE_INFINITY;
      return {
        command: "seek",
        time: Math.min(end, Math.max(0, report.currentTime + action.seconds)),
      };
    }
    case "volumeBy": {
      const volume = volumeAfter(action, report);
      return volume === null ? null : { command: "volume", volume };
    }
    default:
      return null;
  }
}

export const SHORTCUT_TEXT = {
  playing: "Oynatılıyor",
  paused: "Duraklatıldı",
  muted: "Ses kapatıldı",
  unmuted: "Ses açıldı",
  fullscreen: "Tam ekran",
  fullscreenExit: "Tam ekrandan çıkıldı",
  forward: `${SEEK_STEP_S} saniye ileri`,
  back: `${SEEK_STEP_S} saniye geri`,
  /** Turkish puts the percent sign first: 'Ses %70'. */
  volume: (volume: number) => `Ses %${Math.round(volume * 100)}`,
  /** A player that does not speak the postMessage API cannot be steered from the page. */
  unsupported: "Bu oynatıcı klavye komutlarını desteklemiyor",
} as const;

/**
 * What the polite live region says after a shortcut: the state it asked
 * for. Null for shortcuts that announce themselves (a dialog opening, the
 * overlay closing, the source menu's 'Kaynak k/n').
 */
export function shortcutAnnouncement(
  action: ShortcutAction,
  context: { report: PlayerReport | null; talks: boolean; fullscreen: boolean },
): string | null {
  const steered =
    action.type === "togglePlay" ||
    action.type === "toggleMute" ||
    action.type === "seekBy" ||
    action.type === "volumeBy";
  if (steered && !context.talks) return SHORTCUT_TEXT.unsupported;
  switch (action.type) {
    case "togglePlay":
      return context.report?.paused === false ? SHORTCUT_TEXT.paused : SHORTCUT_TEXT.playing;
    case "toggleMute":
      return context.report?.muted ? SHORTCUT_TEXT.unmuted : SHORTCUT_TEXT.muted;
    case "seekBy":
      return action.seconds > 0 ? SHORTCUT_TEXT.forward : SHORTCUT_TEXT.back;
    case "volumeBy": {
      const volume = volumeAfter(action, context.report);
      return volume === null ? SHORTCUT_TEXT.unsupported : SHORTCUT_TEXT.volume(volume);
    }
    case "toggleFullscreen":
      return context.fullscreen ? SHORTCUT_TEXT.fullscreenExit : SHORTCUT_TEXT.fullscreen;
    default:
      return null;
  }
}
