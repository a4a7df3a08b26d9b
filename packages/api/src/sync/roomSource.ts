/**
 * Issue 32 item 1: the room carries its source. Who starts playback fixes the
 * room's source (host and language); the other viewer's player plays the same
 * one; either may change it in 'Kaynak k/n ▾' and the other follows; when the
 * room's source fails for one viewer, that viewer's fallback picks the next
 * one and proposes it to the room, so the two never silently diverge.
 *
 * Pure parts: which of this viewer's sources is the room's (`roomSourceIndex`),
 * what one step of the player's fallback tells the room (`sourceProposal`),
 * where the player should go when the room's source changes (`followIndex`),
 * and which room source the client follows (`reduceRoomSource`: the latest by
 * version, holding others' changes while the viewer's own is on its way).
 */
import type { FallbackState } from "../player/fallback";
import type { SourceLanguages } from "../player/sources";
import type { RoomSource, RoomSourceState } from "./protocol";

export type RoomSourceLanguage = RoomSource["language"];

/** What a source offers in Turkish: dubbed audio first, then subtitles, else the original. */
export function roomSourceLanguage(languages: SourceLanguages | undefined): RoomSourceLanguage {
  if (languages?.audio.includes("tr")) return "dublaj";
  if (languages?.subtitles.includes("tr")) return "altyazi";
  return "orijinal";
}

/** A source of this viewer's player as the room names it. */
export function roomSourceOf(source: {
  url: string;
  host: string;
  languages?: SourceLanguages | undefined;
}): RoomSource {
  return { url: source.url, host: source.host, language: roomSourceLanguage(source.languages) };
}

/**
 * The player's sources (the fallback's, in its order) as the room names them, with the
 * languages `known` says each has (the ranked list: playerSources).
 */
export function roomCandidates(
  sources: ReadonlyArray<{ url: string; host: string }>,
  known: ReadonlyArray<{ url: string; languages: SourceLanguages }>,
): RoomSource[] {
  return sources.map((source) =>
    roomSourceOf({
      ...source,
      languages: known.find((candidate) => candidate.url === source.url)?.languages,
    }),
  );
}

/**
 * Where the room's source is in this viewer's list: the same address, else the same
 * host with the same language (a list built a little differently); -1 when the list
 * has neither (another title).
 */
export function roomSourceIndex(candidates: readonly RoomSource[], room: RoomSource): number {
  const same = candidates.findIndex((candidate) => candidate.url === room.url);
  if (same !== -1) return same;
  return candidates.findIndex(
    (candidate) => candidate.host === room.host && candidate.language === room.language,
  );
}

/** What this viewer's player tells the room. */
export interface SourceProposal {
  source: RoomSource;
  /** The player came up while the room had no source: a room that has one keeps it. */
  initial?: true;
  /** The address that failed for this viewer, which the other's fallback counts out too. */
  failed?: string;
}

/**
 * What one step of the viewer's fallback (`previous` → `next`) tells the room, whose
 * source is `room` (null: none yet): a source the viewer chose, at once; the next one its
 * fallback picked after the room's failed, at once, naming the failed one; and, when the
 * room has none, the first source that comes up ('Dil tercihi' ordered the list, so the
 * viewer's preference picks the room's first source). A source put on by the room, or by
 * the player opening on it, is the room's already.
 */
export function sourceProposal(
  previous: FallbackState,
  next: FallbackState,
  candidates: readonly RoomSource[],
  room: RoomSource | null,
): SourceProposal | null {
  if (!next.open) return null;
  const source = candidates[next.index];
  if (!source) return null;
  const started = next.startedAt !== previous.startedAt || next.index !== previous.index;
  if (started && next.chosenBy === "viewer") {
    return room?.url === source.url ? null : { source };
  }
  if (started && next.chosenBy === "fallback" && room !== null && previous.open) {
    const failed = candidates[previous.index];
    if (room.url === source.url) return null;
    return failed ? { source, failed: failed.url } : { source };
  }
  if (room === null && next.status === "ready" && previous.status !== "ready") {
    return { source, initial: true };
  }
  return null;
}

/**
 * Where the player goes to play the room's source: its index in the player's list, or
 * null when the player is closed, already there, or has no such source.
 */
export function followIndex(
  state: FallbackState,
  candidates: readonly RoomSource[],
  room: RoomSource,
): number | null {
  if (!state.open) return null;
  const index = roomSourceIndex(candidates, room);
  if (index === -1) return null;
  if (index === state.index && state.status !== "exhausted") return null;
  return index;
}

/** The room's source as this client follows it. */
export interface RoomSourceView {
  current: RoomSourceState;
  /** The address that failed for the viewer who moved the room off it, if that is why. */
  failed?: string;
}

export interface RoomSourceTracking {
  /** What the player follows (null: the room has no source yet). */
  followed: RoomSourceView | null;
  /** The newest the room has said, even while held back. */
  newest: RoomSourceView | null;
  /** The viewer's own change on its way: others' changes wait until the room answers it. */
  pending: string | null;
}

export const NO_ROOM_SOURCE: RoomSourceTracking = { followed: null, newest: null, pending: null };

export type RoomSourceEvent =
  /** The welcome: the room's source as it is now (authoritative: a room may have restarted). */
  | { type: "welcome"; current: RoomSourceState | undefined }
  /** A change, or an answer to the viewer's own request. */
  | { type: "change"; actionId: string; current: RoomSourceState; failed?: string }
  | { type: "proposed"; actionId: string }
  /** The service refused the viewer's request. */
  | { type: "refused"; actionId: string }
  /** The connection went down: the next welcome says where the room stands. */
  | { type: "offline" };

const newer = (a: RoomSourceView | null, b: RoomSourceView) =>
  a === null || b.current.version > a.current.version ? b : a;

/**
 * Which room source this client follows. Changes are taken by version (never back to an
 * older one). While the viewer's own change is on its way, others' are held: both
 * viewers choosing at once would otherwise make this one jump to the other's source and
 * back to its own when the room's answer (which came second) arrives.
 */
export function reduceRoomSource(
  state: RoomSourceTracking,
  event: RoomSourceEvent,
): RoomSourceTracking {
  switch (event.type) {
    case "welcome": {
      const view = event.current ? { current: event.current } : null;
      return { followed: view, newest: view, pending: null };
    }
    case "change": {
      const view: RoomSourceView = {
        current: event.current,
        ...(event.failed === undefined ? {} : { failed: event.failed }),
      };
      const newest = newer(state.newest, view);
      const pending = state.pending === event.actionId ? null : state.pending;
      if (pending !== null) return { ...state, newest };
      return { followed: newest, newest, pending };
    }
    case "proposed":
      return { ...state, pending: event.actionId };
    case "refused":
      if (state.pending !== event.actionId) return state;
      return { ...state, followed: state.newest, pending: null };
    case "offline":
      return { ...state, pending: null };
  }
}
