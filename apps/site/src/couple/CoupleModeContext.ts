import { createContext, useContext, useEffect, type RefObject } from "react";
import type { RoomSource, RoomSourceView, SourceProposal } from "@sinema/api";

/** The player frame now on screen, which couple mode keeps in step with the room. */
export interface PlayerFrame {
  frame: HTMLIFrameElement;
  /** The provider's origin: commands are posted only there. */
  origin: string;
}

export interface CoupleMode {
  /**
   * This tab is in a couple room (waiting or with the partner): the room's
   * timeline, not the viewer's saved place, says where a title starts.
   */
  inRoom: boolean;
  /** In a room with the other viewer (the button's green dot). */
  connected: boolean;
  /** What a 'Sevgili Modu' button does: opens the room dialog (loading it first if needed). */
  openRoomDialog: () => void;
  setPlayerFrame: (frame: PlayerFrame | null) => void;
  /** A full-screen player covers the page: the floating button and hearts step aside. */
  setPlayerOpen: (open: boolean) => void;
  /**
   * Where in the open player's top bar couple mode puts its controls (issue 32:
   * reactions, 'Sohbet'): the element, while a player shows one.
   */
  setPlayerSlot: (slot: HTMLElement | null) => void;
  /**
   * Issue 32 item 1: the source the room plays (null outside a room, or before anyone's
   * player has played), which the player follows.
   */
  roomSource: RoomSourceView | null;
  /** The player tells the room what it plays (a choice, a fallback, the first source up). */
  proposeSource: (proposal: SourceProposal) => void;
  /** The player's sources in its menu's order, so a notice names one as the menu does. */
  setPlayerSources: (sources: readonly RoomSource[]) => void;
}

export const CoupleModeContext = createContext<CoupleMode>({
  inRoom: false,
  connected: false,
  openRoomDialog: () => {},
  setPlayerFrame: () => {},
  setPlayerOpen: () => {},
  setPlayerSlot: () => {},
  roomSource: null,
  proposeSource: () => {},
  setPlayerSources: () => {},
});

export interface CouplePlayerRegistration {
  /** The player overlay is open. */
  open: boolean;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The provider's origin while the frame shown is a player couple mode can steer; else null. */
  origin: string | null;
  /** Which source the frame shows: a new source is a new frame. */
  source: string;
}

/** Tells couple mode about a player overlay: whether it is open, and its frame when steerable. */
export function useCouplePlayer({ open, frameRef, origin, source }: CouplePlayerRegistration) {
  const { setPlayerFrame, setPlayerOpen } = useContext(CoupleModeContext);
  useEffect(() => {
    if (!open) return;
    setPlayerOpen(true);
    return () => setPlayerOpen(false);
  }, [open, setPlayerOpen]);
  useEffect(() => {
    // Read after commit: the frame of `source` is the one mounted now.
    const frame = frameRef.current;
    if (!origin || !frame) return;
    setPlayerFrame({ frame, origin });
    return () => setPlayerFrame(null);
  }, [frameRef, origin, source, setPlayerFrame]);
}

/** Whether this tab is in a couple room (see `CoupleMode.inRoom`). */
export const useInCoupleRoom = () => useContext(CoupleModeContext).inRoom;

/** The room's controls' place in a player's top bar: a ref for an element there (or null outside a room). */
export function useCouplePlayerSlot(): ((slot: HTMLElement | null) => void) | null {
  const { inRoom, setPlayerSlot } = useContext(CoupleModeContext);
  return inRoom ? setPlayerSlot : null;
}

/** The room's source and how the player talks to the room about it (issue 32 item 1). */
export function useCoupleRoomSource() {
  const { inRoom, roomSource, proposeSource, setPlayerSources } = useContext(CoupleModeContext);
  return { inRoom, roomSource: inRoom ? roomSource : null, proposeSource, setPlayerSources };
}
