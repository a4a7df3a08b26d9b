import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  createEmbedPlayer,
  createRoomCode,
  createSwitchablePlayer,
  roomLink,
  SyncClient,
  type SyncStatus,
} from "@sinema/api";
import { FloatingHearts, HeartTrail, RoomModal, type CoupleStatus } from "@sinema/ui";
import { runtimeConfigQuery } from "../api";
import type { PlayerFrame } from "./CoupleModeContext";

/** SPEC.md §2: the page gets a marker class while the couple is connected. */
export const LOVERS_MODE_CLASS = "lovers-mode";

export interface CouplePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room of a shared link (?lovers=), prefilled in the code field. */
  invitedTo: string | null;
  playerFrame: PlayerFrame | null;
  onConnectedChange: (connected: boolean) => void;
}

/** SPEC.md §4: waiting, then connected, then disconnected ("idle" is before any room). */
function shownStatus(status: SyncStatus): CoupleStatus {
  return status === "idle" ? "waiting" : status;
}

/** The room dialog and the connection behind it. */
export default function CouplePanel({
  open,
  onOpenChange,
  invitedTo,
  playerFrame,
  onConnectedChange,
}: CouplePanelProps) {
  const config = useQuery(runtimeConfigQuery);
  // SPEC.md §4: a random room code is created at start.
  const [ownCode] = useState(() => createRoomCode());
  const [room, setRoom] = useState<{ code: string; status: CoupleStatus } | null>(null);
  const [player] = useState(createSwitchablePlayer);
  const clientRef = useRef<SyncClient | null>(null);

  // The player on screen (if any) is the one kept in step.
  useEffect(() => {
    player.attach(
      playerFrame
        ? createEmbedPlayer({ frame: playerFrame.frame, origin: playerFrame.origin })
        : null,
    );
  }, [player, playerFrame]);

  useEffect(() => () => clientRef.current?.disconnect(), []);

  const connected = room?.status === "connected";
  useEffect(() => {
    onConnectedChange(connected);
    document.documentElement.classList.toggle(LOVERS_MODE_CLASS, connected);
    return () => document.documentElement.classList.remove(LOVERS_MODE_CLASS);
  }, [connected, onConnectedChange]);

  function connect(code: string) {
    const url = config.data?.syncUrl;
    if (!url) {
      setRoom({ code, status: "disconnected" });
      return;
    }
    let client = clientRef.current;
    if (!client) {
      client = new SyncClient({ url });
      client.onConnectionChange((_connected, status) =>
        setRoom((current) => (current ? { ...current, status: shownStatus(status) } : current)),
      );
      client.onError((error) => console.warn("Sevgili Modu:", error));
      clientRef.current = client;
    }
    setRoom({ code, status: "waiting" });
    client.connect(code, player);
  }

  return (
    <>
      <RoomModal
        open={open}
        onOpenChange={onOpenChange}
        room={room}
        defaultCode={invitedTo ?? ""}
        onCopy={async () => {
          const code = room?.code ?? ownCode;
          try {
            await navigator.clipboard.writeText(roomLink(window.location.href, code));
          } catch (error) {
            // SPEC.md §8: a failed copy is only logged.
            console.error("Oda bağlantısı kopyalanamadı", error);
            throw error;
          } finally {
            if (!room) connect(code);
          }
        }}
        onConnect={connect}
        onLeave={() => {
          clientRef.current?.disconnect();
          setRoom(null);
        }}
      />
      <HeartTrail active={connected} />
      <FloatingHearts active={connected} />
    </>
  );
}
