/**
 * Watching together (issue 32): what the two viewers share beside the timeline —
 * names, chat, typing, presence, reactions — as plain data and a pure reducer,
 * plus the texts that say who did what. SyncClient feeds it the frames and owns
 * the timers; the site shows the state.
 */
import type { ChatEntry, ReactionKind } from "./protocol";

/**
 * Issue 32 item 4: the six reactions in the bar's order (keys 1–6). Their names and
 * drawings are the component library's (ReactionBar).
 */
export const REACTION_ORDER: readonly ReactionKind[] = [
  "kalp",
  "kahkaha",
  "saskin",
  "huzun",
  "alkis",
  "ates",
];

/** Issue 32 item 4: at most this many reactions a second per viewer; the rest are dropped quietly. */
export const MAX_REACTIONS_PER_SECOND = 5;
/** Issue 32 item 5: at most this many chat messages a second per viewer. */
export const MAX_CHAT_PER_SECOND = 2;
/** Issue 32 item 5: a message has at most this many characters. */
export const MAX_CHAT_LENGTH = 500;
/** Issue 32 item 5: the room keeps this many messages. */
export const CHAT_HISTORY_LENGTH = 100;
/** Issue 32 item 2: a display name has 2 to 24 characters. */
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 24;
/** 'yazıyor…' goes after this long without a sign that the other still types. */
export const TYPING_TIMEOUT_MS = 5_000;
/** While the viewer types, 'still typing' is sent again this often. */
export const TYPING_REFRESH_MS = 3_000;
/** The viewer stopped typing when no key came for this long. */
export const TYPING_IDLE_MS = 2_000;
/** Issue 32 item 3: a notice stays this long, one at a time. */
export const NOTICE_MS = 3_000;

/** Characters as a reader counts them (code points: an emoji is one). */
const characters = (text: string) => [...text].length;

/** A display name as typed, trimmed; null when it is not 2–24 characters (issue 32 item 2). */
export function displayName(typed: string): string | null {
  const name = typed.trim().replace(/\s+/g, " ");
  const length = characters(name);
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (length < MIN_NAME_LENGTH || length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name)) {
    return null;
  }
  return name;
}

export type ChatDraftProblem = "blank" | "too_long";

/** Whether a typed message may be sent: not blank, at most MAX_CHAT_LENGTH characters. */
export function chatDraftProblem(text: string): ChatDraftProblem | null {
  if (text.trim() === "") return "blank";
  if (characters(text) > MAX_CHAT_LENGTH) return "too_long";
  return null;
}

/** Counts events in the current second against a budget (the service counts the same way). */
export class Budget {
  #secondStart = -Infinity;
  #count = 0;

  constructor(readonly maxPerSecond: number) {}

  allow(now: number): boolean {
    if (now - this.#secondStart >= 1000) {
      this.#secondStart = now;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count <= this.maxPerSecond;
  }
}

export type ChatStatus = "sending" | "sent" | "failed";

export interface ChatItem {
  id: string;
  userId: string;
  /** The sender's name when it was sent, if it had one. */
  name?: string;
  text: string;
  /** Server time when the room took it; absent while sending. */
  sentAt?: number;
  status: ChatStatus;
  own: boolean;
}

/**
 * Where the other viewer is: not there (none), with the page in view (here), with its
 * tab hidden (away), or its connection lost and expected back (reconnecting).
 */
export type PeerPresence = "none" | "here" | "away" | "reconnecting";

export interface TogetherState {
  selfId: string;
  /** Display names by userId, the viewer's own included. */
  names: Record<string, string>;
  /** Oldest first, at most CHAT_HISTORY_LENGTH kept by the room plus this viewer's unsent ones. */
  messages: ChatItem[];
  peer: { userId: string | null; presence: PeerPresence; typing: boolean };
  /**
   * The room's clock when this viewer first came in: messages from before were
   * there already (the room's history), later ones are new.
   */
  joinedAt: number | null;
}

export function initialTogether(selfId: string, ownName?: string | null): TogetherState {
  return {
    selfId,
    names: ownName ? { [selfId]: ownName } : {},
    messages: [],
    peer: { userId: null, presence: "none", typing: false },
    joinedAt: null,
  };
}

export type TogetherEvent =
  | { type: "welcome"; peers: string[]; names: Record<string, string>; serverTime: number }
  | { type: "joined"; userId: string; name?: string }
  | { type: "left"; userId: string; reason: "left" | "timeout" | "closed" }
  | { type: "name"; userId: string; name: string }
  | { type: "typing"; userId: string; typing: boolean }
  | { type: "presence"; userId: string; state: "here" | "away" }
  | { type: "chat"; entry: ChatEntry }
  | { type: "history"; messages: ChatEntry[] }
  | { type: "sending"; id: string; text: string }
  | { type: "failed"; id: string }
  /** The other viewer sent something: it is there. */
  | { type: "heard"; userId: string }
  /** This viewer's connection went down: nothing it knows of the other holds. */
  | { type: "offline" };

function itemOf(entry: ChatEntry, selfId: string): ChatItem {
  return {
    id: entry.id,
    userId: entry.userId,
    ...(entry.name === undefined ? {} : { name: entry.name }),
    text: entry.text,
    sentAt: entry.sentAt,
    status: "sent",
    own: entry.userId === selfId,
  };
}

const sameMessage = (a: { id: string; userId: string }, b: { id: string; userId: string }) =>
  a.id === b.id && a.userId === b.userId;

/** Puts the room's copy of a message in place of this viewer's pending one, or after the rest. */
function withEntry(messages: ChatItem[], item: ChatItem): ChatItem[] {
  const at = messages.findIndex((m) => sameMessage(m, item));
  if (at !== -1) return messages.map((m, i) => (i === at ? item : m));
  // Sent ones by the room's clock; this viewer's unsent ones stay last.
  const firstUnsent = messages.findIndex((m) => m.status !== "sent");
  const next =
    firstUnsent === -1
      ? [...messages, item]
      : [...messages.slice(0, firstUnsent), item, ...messages.slice(firstUnsent)];
  return trimmed(next);
}

function trimmed(messages: ChatItem[]): ChatItem[] {
  const sent = messages.filter((m) => m.status === "sent");
  if (sent.length <= CHAT_HISTORY_LENGTH) return messages;
  const drop = new Set(sent.slice(0, sent.length - CHAT_HISTORY_LENGTH));
  return messages.filter((m) => !drop.has(m));
}

function peerOf(state: TogetherState, userId: string) {
  return userId !== state.selfId;
}

export function reduceTogether(state: TogetherState, event: TogetherEvent): TogetherState {
  switch (event.type) {
    case "welcome": {
      const peer = event.peers.find((id) => id !== state.selfId) ?? null;
      return {
        ...state,
        names: { ...state.names, ...event.names },
        joinedAt: state.joinedAt ?? event.serverTime,
        peer: {
          userId: peer,
          presence: peer === null ? "none" : "here",
          typing: false,
        },
      };
    }
    case "joined":
      if (!peerOf(state, event.userId)) return state;
      return {
        ...state,
        names: event.name ? { ...state.names, [event.userId]: event.name } : state.names,
        peer: { userId: event.userId, presence: "here", typing: false },
      };
    case "left":
      if (!peerOf(state, event.userId)) return state;
      return {
        ...state,
        peer: {
          userId: event.userId,
          presence: event.reason === "left" ? "none" : "reconnecting",
          typing: false,
        },
      };
    case "heard":
      if (!peerOf(state, event.userId)) return state;
      if (
        state.peer.userId === event.userId &&
        state.peer.presence !== "none" &&
        state.peer.presence !== "reconnecting"
      ) {
        return state;
      }
      return { ...state, peer: { userId: event.userId, presence: "here", typing: false } };
    case "name":
      return { ...state, names: { ...state.names, [event.userId]: event.name } };
    case "typing":
      if (!peerOf(state, event.userId)) return state;
      return { ...state, peer: { ...state.peer, typing: event.typing } };
    case "presence":
      if (!peerOf(state, event.userId)) return state;
      return {
        ...state,
        peer: { ...state.peer, userId: event.userId, presence: event.state },
      };
    case "chat": {
      const item = itemOf(event.entry, state.selfId);
      // A message from the other ends its typing.
      const peer = item.own ? state.peer : { ...state.peer, typing: false };
      return { ...state, messages: withEntry(state.messages, item), peer };
    }
    case "history": {
      let messages = state.messages.filter(
        (m) => m.status !== "sent" || !event.messages.some((e) => sameMessage(e, m)),
      );
      const kept = event.messages.map((e) => itemOf(e, state.selfId));
      // The room's list, then what this tab has that the room did not (its unsent ones).
      messages = [...kept, ...messages.filter((m) => m.status !== "sent")];
      return { ...state, messages: trimmed(messages) };
    }
    case "sending": {
      const own = state.names[state.selfId];
      const item: ChatItem = {
        id: event.id,
        userId: state.selfId,
        ...(own === undefined ? {} : { name: own }),
        text: event.text,
        status: "sending",
        own: true,
      };
      return { ...state, messages: [...state.messages, item] };
    }
    case "failed":
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.own && m.id === event.id && m.status === "sending" ? { ...m, status: "failed" } : m,
        ),
      };
    case "offline":
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.status === "sending" ? { ...m, status: "failed" } : m,
        ),
        peer: { ...state.peer, typing: false },
      };
  }
}

/** Messages of the other that came after `readUpTo` (room clock) and after the viewer came in. */
export function unreadCount(state: TogetherState, readUpTo: number): number {
  const since = Math.max(readUpTo, state.joinedAt ?? Infinity);
  return state.messages.filter((m) => !m.own && m.sentAt !== undefined && m.sentAt > since).length;
}

/** The room's clock of the newest message (what the viewer has read once the chat shows it). */
export function newestMessageAt(state: TogetherState): number {
  return state.messages.reduce((newest, m) => Math.max(newest, m.sentAt ?? 0), 0);
}

/** Issue 32 item 2: the other viewer's name, or 'Sevgilin'. */
export function partnerName(state: Pick<TogetherState, "names" | "peer">): string {
  const id = state.peer.userId;
  return (id !== null ? state.names[id] : undefined) ?? "Sevgilin";
}

/** Issue 32 item 2: the viewer's own name, or 'Sen'. */
export function ownName(state: Pick<TogetherState, "names" | "selfId">): string {
  return state.names[state.selfId] ?? "Sen";
}

/** Who wrote a message, as the chat shows it: a name, or 'Sen' / 'Sevgilin'. */
export function authorOf(item: ChatItem, names: Record<string, string>): string {
  return item.name ?? names[item.userId] ?? (item.own ? "Sen" : "Sevgilin");
}

/** A position as the player shows it: m:ss, or h:mm:ss from an hour on. */
export function formatPosition(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** The dative ending of a number as it is read aloud: 4 (dört) → 'e', 6 (altı) → 'ya', 30 (otuz) → 'a'. */
function dativeOfNumber(n: number): string {
  const ones = n % 10;
  if (ones !== 0) return ["", "e", "ye", "e", "e", "e", "ya", "ye", "e", "a"][ones]!;
  const tens = Math.floor(n / 10) % 10;
  if (n === 0) return "a"; // sıfır
  if (tens !== 0) return ["", "a", "ye", "a", "a", "ye", "a", "e", "e", "a"][tens]!; // on, yirmi, …
  return "e"; // yüz, bin
}

/**
 * A position with its dative ending, as a seek notice says it ("12:04'e", "0:30'a"):
 * the ending follows the last number read aloud (the seconds, or when they are zero,
 * the minutes, as "on iki").
 */
export function positionDative(seconds: number): string {
  const text = formatPosition(seconds);
  const parts = text.split(":").map(Number);
  const last = parts.at(-1) === 0 && parts.length > 1 ? parts.at(-2)! : parts.at(-1)!;
  return `${text}'${dativeOfNumber(last)}`;
}

/** What the other viewer did, for a quiet notice (issue 32 item 3). */
export type PartnerAct =
  | { type: "play" | "pause" }
  | { type: "seek"; position: number }
  | { type: "joined" | "left" | "reconnected" }
  /** Issue 32 item 1: the room's source changed; `label` as this viewer's menu names it ('Kaynak 2'). */
  | { type: "source"; label: string };

/** Issue 32 item 3: the notice for the other viewer's act ('Mehmet 12:04'e atladı'). */
export function noticeText(who: string, act: PartnerAct): string {
  switch (act.type) {
    case "play":
      return `${who} oynattı`;
    case "pause":
      return `${who} durdurdu`;
    case "seek":
      return `${who} ${positionDative(act.position)} atladı`;
    case "joined":
      return `${who} katıldı`;
    case "left":
      return `${who} ayrıldı`;
    case "reconnected":
      return `${who} yeniden bağlandı`;
    case "source":
      return `${who} kaynağı değiştirdi: ${act.label}`;
  }
}
