import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { roomFromSearch } from "@sinema/api";
import { CoupleModeButton } from "@sinema/ui";
import { loadChunk } from "../routing/lazyRoute";
import { CoupleModeContext, type PlayerFrame } from "./CoupleModeContext";

// The room dialog, the sync client and the hearts load on first use, not with every page.
const CouplePanel = lazy(() => loadChunk(() => import("./CouplePanel")));

/**
 * The couple-mode widget of the public layout (SPEC.md §2): a floating
 * button; the panel (dialog, connection, hearts) loads when first opened,
 * then stays so the connection survives closing the dialog.
 */
export function CoupleModeRoot({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState(false);
  const [playerFrame, setPlayerFrame] = useState<PlayerFrame | null>(null);
  const context = useMemo(() => ({ setPlayerFrame }), []);
  const invitedTo = roomFromSearch(location.search);

  return (
    <CoupleModeContext.Provider value={context}>
      {children}
      <CoupleModeButton
        floating
        connected={connected}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded ? (
        <Suspense fallback={null}>
          <CouplePanel
            open={open}
            onOpenChange={setOpen}
            invitedTo={invitedTo}
            playerFrame={playerFrame}
            onConnectedChange={setConnected}
          />
        </Suspense>
      ) : null}
    </CoupleModeContext.Provider>
  );
}
