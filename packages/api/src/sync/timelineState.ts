/**
 * Which timeline the player follows, as a pure reducer: the server's timeline
 * is the truth, the viewer's own actions are shown at once and confirmed by
 * the server's ack, and the newest word wins. No sockets, timers or players
 * here: the client feeds it events and does what the outcome says.
 */
import type { ActionType, Timeline } from "./protocol";

export interface TimelineState {
  /** The timeline the player is steered to: the server's, or the viewer's newer own action. */
  readonly timeline: Timeline | null;
  /** The newest version the server has confirmed (-1: none yet). */
  readonly serverVersion: number;
  readonly serverTimeline: Timeline | null;
  /** Own actions sent and not yet acked, by actionId. */
  readonly pending: readonly string[];
  /** The last own action made while the connection was down: sent after the rejoin. */
  readonly offlineAction: ActionType | null;
}

export const initialTimelineState: TimelineState = {
  timeline: null,
  serverVersion: -1,
  serverTimeline: null,
  pending: [],
  offlineAction: null,
};

export type TimelineEvent =
  /** The server's answer to join; `canResend`: the player has a state to resend an offline action from. */
  | { type: "welcome"; timeline: Timeline; canResend: boolean }
  /** Our action was accepted and produced this timeline. */
  | { type: "ack"; actionId: string; timeline: Timeline }
  /** The other viewer's action, with the timeline it produced. */
  | { type: "remote"; timeline: Timeline }
  /** The server refused the frame of this action. */
  | { type: "refused"; actionId: string }
  /** Another tab of this browser: the server's timeline (confirmed) or its own action. */
  | { type: "tab"; confirmed: boolean; timeline: Timeline }
  /** The viewer acted: the player now shows this (at `serverTime` on the shared clock). */
  | {
      type: "own";
      action: ActionType;
      position: number;
      serverTime: number;
      /** Whether the player was paused (a seek keeps the room's paused state, if known). */
      playerPaused: boolean;
    }
  /** The own action just made went out with this id (null: the connection is down). */
  | { type: "sent"; action: ActionType; actionId: string | null }
  /** The connection closed: what was sent and not acked may or may not have happened. */
  | { type: "disconnected" };

export interface TimelineOutcome {
  state: TimelineState;
  /** The player should follow `state.timeline`: at once, behind SPEC.md §4's guard, or not. */
  apply: "now" | "guarded" | null;
  /** A server timeline the other tabs should hear of (confirmed). */
  share: Timeline | null;
  /** The viewer's action made while away, to send now as the newest word. */
  resend: ActionType | null;
  /** The refused action was one of ours (the viewer should hear of it). */
  refusedOwn: boolean;
}

function outcome(state: TimelineState, extra: Partial<TimelineOutcome> = {}): TimelineOutcome {
  return { state, apply: null, share: null, resend: null, refusedOwn: false, ...extra };
}

/** A server timeline newer than the one confirmed so far, or nothing. */
function acceptServer(state: TimelineState, timeline: Timeline): TimelineState | null {
  if (timeline.version <= state.serverVersion && state.serverTimeline !== null) return null;
  return { ...state, serverVersion: timeline.version, serverTimeline: timeline };
}

export function reduceTimeline(state: TimelineState, event: TimelineEvent): TimelineOutcome {
  switch (event.type) {
    case "welcome": {
      // The server's word on (re)join stands even if older: a restarted service numbers afresh.
      const base: TimelineState = {
        ...state,
        serverVersion: event.timeline.version,
        serverTimeline: event.timeline,
        offlineAction: null,
      };
      if (state.offlineAction && event.canResend) {
        // The viewer acted while we were away: their action is the newest word.
        return outcome(base, { share: event.timeline, resend: state.offlineAction });
      }
      return outcome(
        { ...base, timeline: event.timeline },
        { apply: "now", share: event.timeline },
      );
    }
    case "ack": {
      const pending = state.pending.filter((id) => id !== event.actionId);
      const accepted = acceptServer({ ...state, pending }, event.timeline);
      if (!accepted) return outcome({ ...state, pending });
      // With more own actions on the way, the newest of them is what the player shows.
      if (pending.length > 0) return outcome(accepted, { share: event.timeline });
      return outcome(
        { ...accepted, timeline: event.timeline },
        { apply: "now", share: event.timeline },
      );
    }
    case "remote": {
      const accepted = acceptServer(state, event.timeline);
      if (!accepted) return outcome(state);
      // Our own action is in flight and the server will order it after this one.
      if (accepted.pending.length > 0) return outcome(accepted, { share: event.timeline });
      return outcome(
        { ...accepted, timeline: event.timeline },
        { apply: "guarded", share: event.timeline },
      );
    }
    case "refused": {
      if (!state.pending.includes(event.actionId)) return outcome(state);
      const pending = state.pending.filter((id) => id !== event.actionId);
      // Our action did not happen: go back to the room's timeline.
      if (pending.length === 0 && state.serverTimeline) {
        return outcome(
          { ...state, pending, timeline: state.serverTimeline },
          { apply: "now", refusedOwn: true },
        );
      }
      return outcome({ ...state, pending }, { refusedOwn: true });
    }
    case "tab": {
      let next = state;
      if (event.confirmed) {
        if (event.timeline.version <= state.serverVersion) return outcome(state);
        next = { ...state, serverVersion: event.timeline.version, serverTimeline: event.timeline };
        if (next.pending.length > 0) return outcome(next);
      }
      return outcome({ ...next, timeline: event.timeline }, { apply: "guarded" });
    }
    case "own": {
      const previous = state.timeline;
      const paused =
        event.action === "pause"
          ? true
          : event.action === "play"
            ? false
            : (previous?.paused ?? event.playerPaused);
      const timeline: Timeline = {
        paused,
        position: event.position,
        rate: previous?.rate ?? 1,
        serverTime: event.serverTime,
        version: state.serverVersion,
      };
      return outcome({ ...state, timeline });
    }
    case "sent":
      return outcome(
        event.actionId === null
          ? { ...state, offlineAction: event.action }
          : { ...state, pending: [...state.pending, event.actionId] },
      );
    case "disconnected":
      // Sent but not acked: the server may have applied it, and others may have acted
      // since. The room's timeline on rejoin tells; sending it again could undo theirs.
      return outcome({ ...state, pending: [] });
  }
}
