/**
 * The player overlay's keyboard shortcuts (issue 15) on the page: which key
 * means what, the command a player gets and what is announced are
 * packages/api's (player/shortcuts.ts); this module listens for the keys
 * and carries the actions out.
 */
import { useEffect, useRef } from "react";
import {
  commandFor,
  shortcutAnnouncement,
  shortcutFor,
  type PlayerCommand,
  type PlayerReport,
  type ShortcutAction,
} from "@sinema/api";
import { sourceLabel, type PlayerStatus } from "@sinema/ui";
import { enterFullscreen, exitFullscreen, isFullscreen } from "./fullscreen";

/**
 * Calls `onAction` for the overlay's shortcuts while `enabled`. Escape is
 * left to the dialogs: Radix closes the topmost one (the help, then the
 * player). Keys typed in a field, and a menu's own keys (arrows, typeahead
 * letters), are never shortcuts.
 */
export function usePlayerShortcuts(enabled: boolean, onAction: (action: ShortcutAction) => void) {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.target instanceof Element && event.target.closest("[role=menu]")) return;
      const action = shortcutFor(event);
      if (!action || action.type === "close") return;
      // Space would scroll, arrows would move the page behind.
      event.preventDefault();
      latest.current(action);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}

/** What a shortcut needs of the player (usePlayer's handle fits). */
export interface ShortcutPlayer {
  state: { sources: readonly string[]; index: number; status: PlayerStatus };
  currentReport: () => PlayerReport | null;
  command: (command: PlayerCommand) => void;
  nextSource: () => void;
}

export interface ShortcutContext {
  player: ShortcutPlayer;
  /** The current player is ready and takes commands. */
  steerable: boolean;
  /** Full screen also turns a phone to landscape. */
  landscape: boolean;
  /** Into the overlay's polite live region. */
  announce: (text: string) => void;
  openHelp: () => void;
}

/** Carries out one shortcut (a key, or a double tap's seek) and announces what it did. */
export function runShortcut(action: ShortcutAction, context: ShortcutContext): void {
  const { player, steerable, announce } = context;
  switch (action.type) {
    case "help":
      // The dialog announces itself (its title) as it takes focus.
      context.openHelp();
      return;
    case "close":
      return;
    case "nextSource": {
      const { sources, index, status } = player.state;
      const count = sources.length;
      if (count === 0 || (count === 1 && status !== "exhausted")) return;
      player.nextSource();
      announce(sourceLabel((index + 1) % count, count));
      return;
    }
    case "toggleFullscreen": {
      const fullscreen = isFullscreen();
      void (fullscreen ? exitFullscreen() : enterFullscreen({ landscape: context.landscape }));
      const text = shortcutAnnouncement(action, { report: null, talks: steerable, fullscreen });
      if (text) announce(text);
      return;
    }
    default: {
      const report = player.currentReport();
      const command = steerable ? commandFor(action, report) : null;
      if (command) player.command(command);
      // A player that has not said where it is or how loud: nothing happened to tell.
      if (steerable && !command) return;
      const text = shortcutAnnouncement(action, {
        report,
        talks: steerable,
        fullscreen: isFullscreen(),
      });
      if (text) announce(text);
    }
  }
}
