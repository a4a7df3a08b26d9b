import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import {
  coupleArrival,
  roomFromSearch,
  type CoupleArrival,
  type RoomSource,
  type RoomSourceView,
  type SourceProposal,
} from "@sinema/api";
import { CoupleModeButton, earlyAction } from "@sinema/ui";
import { loadChunk } from "../routing/lazyRoute";
import { CoupleModeContext, type PlayerFrame } from "./CoupleModeContext";
import { rememberedRoom } from "./rememberedRoom";

// The room dialog, the sync client and the hearts are not part of a page's
// first script: asked for when the page is idle (so the first 'Sevgili Modu'
// opens without a download), or at once when the widget is needed sooner.
let panelCode: ReturnType<typeof loadPanel> | undefined;
const loadPanel = () => loadChunk(() => import("./CouplePanel"));
const preloadPanel = () => (panelCode ??= loadPanel());
const CouplePanel = lazy(preloadPanel);

const NONE: CoupleArrival = { kind: "none" };
let arrived: CoupleArrival | undefined;
/**
 * No arrival is the server's very object: a snapshot equal to the server's is
 * no change, so hydration does not render the widget again (synchronously)
 * on the page loads that arrive with no room, nearly all of them.
 */
const arrivalOfThisLoad = () => {
  arrived ??= coupleArrival(roomFromSearch(window.location.search), rememberedRoom());
  if (arrived.kind === "none") arrived = NONE;
  return arrived;
};
const noArrival = (): CoupleArrival => NONE;
const noSubscription = () => () => {};

/**
 * The couple-mode widget of the public layout (SPEC.md §2): a floating
 * button; the panel (dialog, connection, hearts) loads when first needed,
 * then stays so the connection survives closing the dialog and moving
 * between pages. On arrival (coupleArrival) a reload rejoins the tab's room
 * and a shared link opens the dialog with its code filled in.
 */
export function CoupleModeRoot({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Decided once per page load, from the address the visitor arrived with and
  // the tab's session storage: the server (and hydration) see no arrival.
  const arrival = useSyncExternalStore(noSubscription, arrivalOfThisLoad, noArrival);
  const [opened, setLoaded] = useState(false);
  const loaded = opened || arrival.kind !== "none";
  const [openChoice, setOpen] = useState<boolean | null>(null);
  const open = openChoice ?? arrival.kind === "invited";
  const [connected, setConnected] = useState(false);
  // A reload that rejoins is in the room before the panel's code has even loaded.
  const [roomChoice, setInRoom] = useState<boolean | null>(null);
  const inRoom = roomChoice ?? arrival.kind === "rejoin";
  const [playerFrame, setPlayerFrame] = useState<PlayerFrame | null>(null);
  const [playerOpen, setPlayerOpen] = useState(false);
  const [playerSlot, setPlayerSlot] = useState<HTMLElement | null>(null);
  // Issue 32 item 1: the room's source (from the panel's client) and the player's list.
  const [roomSource, setRoomSource] = useState<RoomSourceView | null>(null);
  const [playerSources, setPlayerSources] = useState<readonly RoomSource[]>([]);
  const proposer = useRef<((proposal: SourceProposal) => void) | null>(null);
  const proposeSource = useCallback((proposal: SourceProposal) => proposer.current?.(proposal), []);
  const openRoomDialog = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const context = useMemo(
    () => ({
      inRoom,
      connected,
      openRoomDialog,
      setPlayerFrame,
      setPlayerOpen,
      setPlayerSlot,
      roomSource,
      proposeSource,
      setPlayerSources,
    }),
    [inRoom, connected, openRoomDialog, roomSource, proposeSource],
  );
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void preloadPanel().catch(() => undefined), {
      timeout: 5_000,
    });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);

  return (
    <CoupleModeContext.Provider value={context}>
      {children}
      {/* Over a full-screen player the button would hide the player's own controls and,
          outside that modal dialog, could not be pressed: it comes back when the player closes. */}
      {playerOpen ? null : (
        <CoupleModeButton
          // A tap before the page is live opens the dialog once it is.
          {...earlyAction("couple")}
          floating
          connected={connected}
          aria-haspopup="dialog"
          onClick={openRoomDialog}
        />
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <CouplePanel
            open={open}
            onOpenChange={setOpen}
            invitedTo={roomFromSearch(location.search)}
            rejoin={arrival.kind === "rejoin" ? arrival.room : null}
            playerFrame={playerFrame}
            playerOpen={playerOpen}
            playerSlot={playerSlot}
            playerSources={playerSources}
            proposerRef={proposer}
            onRoomSourceChange={setRoomSource}
            onConnectedChange={setConnected}
            onRoomChange={setInRoom}
          />
        </Suspense>
      ) : null}
    </CoupleModeContext.Provider>
  );
}
