import { createContext, useContext, useEffect } from "react";

/** The player frame now on screen, which couple mode keeps in step with the room. */
export interface PlayerFrame {
  frame: HTMLIFrameElement;
  /** The provider's origin: commands are posted only there. */
  origin: string;
}

export interface CoupleMode {
  setPlayerFrame: (frame: PlayerFrame | null) => void;
}

export const CoupleModeContext = createContext<CoupleMode>({ setPlayerFrame: () => {} });

/** Registers a shown player with couple mode while `frame` is set; unregisters on change. */
export function useCouplePlayer(frame: PlayerFrame | null) {
  const { setPlayerFrame } = useContext(CoupleModeContext);
  const element = frame?.frame ?? null;
  const origin = frame?.origin ?? null;
  useEffect(() => {
    if (!element || !origin) return;
    setPlayerFrame({ frame: element, origin });
    return () => setPlayerFrame(null);
  }, [element, origin, setPlayerFrame]);
}
