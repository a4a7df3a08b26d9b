import { describe, expect, it } from "vitest";
import type { PlayerReport } from "./messages";
import {
  commandFor,
  isEditableTarget,
  PLAYER_SHORTCUTS,
  SEEK_STEP_S,
  shortcutAnnouncement,
  shortcutFor,
  type KeyInput,
  type KeyTarget,
  type ShortcutAction,
} from "./shortcuts";

/** A stand-in for a DOM element: what the map reads of one. */
const element = (tagName: string, attributes: Record<string, string> = {}, editable = false) =>
  ({
    tagName,
    isContentEditable: editable,
    getAttribute: (name: string) => attributes[name] ?? null,
  }) satisfies KeyTarget;

const body = element("BODY");
const press = (key: string, extra: Partial<KeyInput> = {}) =>
  shortcutFor({ key, target: body, ...extra });

describe("the shortcut map (issue 15: Space/K, F, M, ↑/↓, ←/→, J/L, N, Esc, ?)", () => {
  it.each<[string, ShortcutAction]>([
    [" ", { type: "togglePlay" }],
    ["k", { type: "togglePlay" }],
    ["K", { type: "togglePlay" }],
    ["f", { type: "toggleFullscreen" }],
    ["F", { type: "toggleFullscreen" }],
    ["m", { type: "toggleMute" }],
    ["ArrowUp", { type: "volumeBy", delta: 0.1 }],
    ["ArrowDown", { type: "volumeBy", delta: -0.1 }],
    ["ArrowLeft", { type: "seekBy", seconds: -10 }],
    ["j", { type: "seekBy", seconds: -10 }],
    ["ArrowRight", { type: "seekBy", seconds: 10 }],
    ["l", { type: "seekBy", seconds: 10 }],
    ["n", { type: "nextSource" }],
    ["N", { type: "nextSource" }],
    ["Escape", { type: "close" }],
    ["?", { type: "help" }],
  ])("%j → %j", (key, action) => {
    expect(press(key)).toEqual(action);
  });

  it.each(["a", "Enter", "Tab", "/", "0", "Dead", "ı", "ş"])("%j is not a shortcut", (key) => {
    expect(press(key)).toBeNull();
  });

  it.each<[string, KeyTarget]>([
    ["a text field", element("INPUT", { type: "text" })],
    ["the search field", element("INPUT", { type: "search", role: "searchbox" })],
    ["a textarea (comment box)", element("TEXTAREA")],
    ["a select", element("SELECT")],
    ["a contenteditable element", element("DIV", {}, true)],
    ["a combobox (header suggestions)", element("DIV", { role: "combobox" })],
    ["a lower-case tag name", element("input")],
  ])("no shortcut fires while typing in %s", (_where, target) => {
    for (const key of [" ", "k", "f", "m", "j", "l", "n", "?", "ArrowLeft", "ArrowUp", "Escape"]) {
      expect(shortcutFor({ key, target })).toBeNull();
    }
    expect(isEditableTarget(target)).toBe(true);
  });

  it("Space on a focused button or menu item activates it instead; its letters still work", () => {
    for (const target of [
      element("BUTTON"),
      element("A", { href: "/" }),
      element("DIV", { role: "menuitemradio" }),
      element("SPAN", { role: "button" }),
    ]) {
      expect(shortcutFor({ key: " ", target })).toBeNull();
      expect(shortcutFor({ key: "k", target })).toEqual({ type: "togglePlay" });
    }
  });

  it("leaves browser and system shortcuts alone: Ctrl, ⌘ and Alt", () => {
    expect(press("f", { ctrlKey: true })).toBeNull();
    expect(press("l", { metaKey: true })).toBeNull();
    expect(press("ArrowLeft", { altKey: true })).toBeNull();
    // Shift is how '?' is typed, and Caps Lock gives capitals.
    expect(press("?", {})).toEqual({ type: "help" });
  });

  it("ignores keys another control already handled and input methods composing", () => {
    expect(press("ArrowRight", { defaultPrevented: true })).toBeNull();
    expect(press("k", { isComposing: true })).toBeNull();
  });

  it("holding a seek or volume key repeats it; holding a toggle does not flip it back and forth", () => {
    expect(press("ArrowRight", { repeat: true })).toEqual({ type: "seekBy", seconds: 10 });
    expect(press("ArrowDown", { repeat: true })).toEqual({ type: "volumeBy", delta: -0.1 });
    expect(press("j", { repeat: true })).toEqual({ type: "seekBy", seconds: -10 });
    for (const key of [" ", "k", "m", "f", "n", "?"]) {
      expect(press(key, { repeat: true })).toBeNull();
    }
  });

  it("a target that is not an element (the window) is not a field", () => {
    expect(shortcutFor({ key: "k" })).toEqual({ type: "togglePlay" });
    expect(shortcutFor({ key: "k", target: null })).toEqual({ type: "togglePlay" });
  });

  it("the help lists every shortcut with the keys the map answers to", () => {
    expect(PLAYER_SHORTCUTS.map((entry) => [entry.keys.join(" / "), entry.description])).toEqual([
      ["Boşluk / K", "Oynat / duraklat"],
      ["F", "Tam ekran"],
      ["M", "Sesi kapat / aç"],
      ["↑", "Sesi artır"],
      ["↓", "Sesi azalt"],
      ["← / J", "10 saniye geri"],
      ["→ / L", "10 saniye ileri"],
      ["N", "Sonraki kaynak"],
      ["Esc", "Oynatıcıyı kapat"],
      ["?", "Klavye kısayollarını göster"],
    ]);
    // Every letter the help names is a key of the map.
    for (const label of PLAYER_SHORTCUTS.flatMap((entry) => entry.keys)) {
      if (/^[A-Z?]$/.test(label)) expect(press(label.toLowerCase())).not.toBeNull();
    }
  });
});

const report = (overrides: Partial<PlayerReport> = {}): PlayerReport => ({
  currentTime: 30,
  duration: 20 * 60,
  paused: false,
  rate: 1,
  muted: false,
  volume: 0.5,
  sentAt: null,
  ...overrides,
});

describe("commands for shortcuts (the player's postMessage API)", () => {
  it.each<[string, ShortcutAction, PlayerReport | null, object | null]>([
    ["pause a playing player", { type: "togglePlay" }, report(), { command: "pause" }],
    ["play a paused one", { type: "togglePlay" }, report({ paused: true }), { command: "play" }],
    ["play when its state is unknown", { type: "togglePlay" }, null, { command: "play" }],
    ["mute", { type: "toggleMute" }, report(), { command: "mute", muted: true }],
    ["unmute", { type: "toggleMute" }, report({ muted: true }), { command: "mute", muted: false }],
    [
      "mute when unknown",
      { type: "toggleMute" },
      report({ muted: null }),
      { command: "mute", muted: true },
    ],
    [
      "seek 10 s ahead",
      { type: "seekBy", seconds: SEEK_STEP_S },
      report(),
      { command: "seek", time: 40 },
    ],
    [
      "seek 10 s back",
      { type: "seekBy", seconds: -SEEK_STEP_S },
      report(),
      { command: "seek", time: 20 },
    ],
    [
      "not before the start",
      { type: "seekBy", seconds: -10 },
      report({ currentTime: 4 }),
      { command: "seek", time: 0 },
    ],
    [
      "not past the end",
      { type: "seekBy", seconds: 10 },
      report({ currentTime: 1195 }),
      { command: "seek", time: 1200 },
    ],
    [
      "no end while the duration is unknown",
      { type: "seekBy", seconds: 10 },
      report({ duration: 0 }),
      { command: "seek", time: 40 },
    ],
    ["no seek while the position is unknown", { type: "seekBy", seconds: 10 }, null, null],
    [
      "volume up a step",
      { type: "volumeBy", delta: 0.1 },
      report(),
      { command: "volume", volume: 0.6 },
    ],
    [
      "volume down a step",
      { type: "volumeBy", delta: -0.1 },
      report(),
      { command: "volume", volume: 0.4 },
    ],
    [
      "whole percent: 0.7 + 0.1 is 0.8, not 0.7999…",
      { type: "volumeBy", delta: 0.1 },
      report({ volume: 0.7 }),
      { command: "volume", volume: 0.8 },
    ],
    [
      "not above full",
      { type: "volumeBy", delta: 0.1 },
      report({ volume: 0.95 }),
      { command: "volume", volume: 1 },
    ],
    [
      "not below silent",
      { type: "volumeBy", delta: -0.1 },
      report({ volume: 0.05 }),
      { command: "volume", volume: 0 },
    ],
    [
      "no volume change while the volume is unknown",
      { type: "volumeBy", delta: 0.1 },
      report({ volume: null }),
      null,
    ],
    ["fullscreen is the page's", { type: "toggleFullscreen" }, report(), null],
    ["the next source is the page's", { type: "nextSource" }, report(), null],
    ["closing is the page's", { type: "close" }, report(), null],
    ["help is the page's", { type: "help" }, report(), null],
  ])("%s", (_case, action, state, command) => {
    expect(commandFor(action, state)).toEqual(command);
  });
});

describe("what the live region says", () => {
  const say = (
    action: ShortcutAction,
    state: PlayerReport | null,
    talks = true,
    fullscreen = false,
  ) => shortcutAnnouncement(action, { report: state, talks, fullscreen });

  it.each<[string, () => string | null]>([
    ["Duraklatıldı", () => say({ type: "togglePlay" }, report())],
    ["Oynatılıyor", () => say({ type: "togglePlay" }, report({ paused: true }))],
    ["Ses kapatıldı", () => say({ type: "toggleMute" }, report())],
    ["Ses açıldı", () => say({ type: "toggleMute" }, report({ muted: true }))],
    ["10 saniye ileri", () => say({ type: "seekBy", seconds: 10 }, report())],
    ["10 saniye geri", () => say({ type: "seekBy", seconds: -10 }, report())],
    ["Ses %60", () => say({ type: "volumeBy", delta: 0.1 }, report())],
    ["Ses %0", () => say({ type: "volumeBy", delta: -0.1 }, report({ volume: 0.1 }))],
    [
      "Bu oynatıcı klavye komutlarını desteklemiyor",
      () => say({ type: "volumeBy", delta: 0.1 }, report({ volume: null })),
    ],
    ["Tam ekran", () => say({ type: "toggleFullscreen" }, null)],
    ["Tam ekrandan çıkıldı", () => say({ type: "toggleFullscreen" }, null, true, true)],
    [
      "Bu oynatıcı klavye komutlarını desteklemiyor",
      () => say({ type: "togglePlay" }, null, false),
    ],
  ])("%j", (expected, said) => {
    expect(said()).toBe(expected);
  });

  it("says nothing for shortcuts that announce themselves", () => {
    for (const type of ["nextSource", "close", "help"] as const) {
      expect(say({ type }, report())).toBeNull();
    }
    // Fullscreen is the page's own, so it works on any player.
    expect(say({ type: "toggleFullscreen" }, null, false)).toBe("Tam ekran");
  });
});
