import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import {
  createEmbedPlayer,
  createRoomCode,
  createSwitchablePlayer,
  displayName,
  displayNameOf,
  isRoomCode,
  normalizeRoomCode,
  roomOpenEvent,
  roomLink,
  roomSourceIndex,
  type RoomSource,
  type RoomSourceView,
  type SourceProposal,
  setDisplayName,
  SyncClient,
  type SyncStatus,
} from "@sinema/api";
import {
  ChatPanel,
  FloatingHearts,
  FloatingReactions,
  HeartTrail,
  QuietNotice,
  ReactionBar,
  RoomModal,
  type CoupleStatus,
} from "@sinema/ui";
import { useViewer } from "../viewer/ViewerProvider";
import { NAME_ERROR, useTogether } from "./useTogether";
import { runtimeConfigQuery } from "../api";
import type { PlayerFrame } from "./CoupleModeContext";
import { getCurrentTitle, trackEvent } from "../stats/events";
import { rememberRoom } from "./rememberedRoom";

/** SPEC.md §2: the page gets a marker class while the couple is connected. */
export const LOVERS_MODE_CLASS = "lovers-mode";

/** How the source menu names a source ('Kaynak 2'), for the notice of the other's change. */
const sourceMenuLabel = (index: number) => `Kaynak ${index + 1}`;

export interface CouplePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room of the page's shared link (?lovers=), prefilled in the code field. */
  invitedTo: string | null;
  /** The room to join at once: this tab was in it before a reload. */
  rejoin: string | null;
  playerFrame: PlayerFrame | null;
  /** A full-screen player is open: the hearts stay off the film. */
  playerOpen: boolean;
  /** The open player's place for the room's controls (reactions, 'Sohbet'), if any. */
  playerSlot: HTMLElement | null;
  /** The player's sources in its menu's order (issue 32 item 1), to name one in a notice. */
  playerSources: readonly RoomSource[];
  /** Where the player's proposals of a source reach the room's client. */
  proposerRef: RefObject<((proposal: SourceProposal) => void) | null>;
  /** The room's source as the client follows it; null outside a room. */
  onRoomSourceChange: (view: RoomSourceView | null) => void;
  onConnectedChange: (connected: boolean) => void;
  /** Whether the tab is in a room (joined or joining), whatever the partner does. */
  onRoomChange: (inRoom: boolean) => void;
}

/** The room the viewer asked for: a new object per request, so 'Bağlan' on the same code retries. */
interface Target {
  code: string;
}

/** The room dialog and the connection behind it. */
export default function CouplePanel({
  open,
  onOpenChange,
  invitedTo,
  rejoin,
  playerFrame,
  playerOpen,
  playerSlot,
  playerSources,
  proposerRef,
  onRoomSourceChange,
  onConnectedChange,
  onRoomChange,
}: CouplePanelProps) {
  const viewer = useViewer();
  const name = displayNameOf(viewer.record);
  // The name a new connection joins with; a change later goes to the room as it is made.
  const nameRef = useRef(name);
  useEffect(() => {
    nameRef.current = name;
  }, [name]);
  const [client, setClient] = useState<SyncClient | null>(null);
  const config = useQuery(runtimeConfigQuery);
  const syncUrl = config.data?.syncUrl ?? null;
  // SPEC.md §4: a random room code is created at start.
  const [ownCode] = useState(createRoomCode);
  const [target, setTarget] = useState<Target | null>(() => (rejoin ? { code: rejoin } : null));
  const [status, setStatus] = useState<SyncStatus>("idle");
  // One player for the room's whole life; the frames on screen come and go behind it.
  const [player] = useState(createSwitchablePlayer);
  const joinable = target !== null && isRoomCode(target.code);

  useEffect(() => {
    if (!playerFrame) return;
    const embed = createEmbedPlayer({ frame: playerFrame.frame, origin: playerFrame.origin });
    player.attach(embed);
    return () => {
      player.attach(null);
      embed.dispose();
    };
  }, [player, playerFrame]);

  useEffect(() => {
    rememberRoom(joinable ? target.code : null);
    onRoomChange(joinable);
  }, [joinable, target, onRoomChange]);

  useEffect(() => {
    if (!target || !isRoomCode(target.code) || !syncUrl) return;
    const client = new SyncClient({ url: syncUrl, name: nameRef.current });
    const stopStatus = client.onConnectionChange((_connected, next) => setStatus(next));
    const stopErrors = client.onError((error) =>
      console.warn(`Sevgili Modu: ${error.code}: ${error.detail}`),
    );
    client.connect(target.code, player);
    setClient(client);
    return () => {
      stopStatus();
      stopErrors();
      client.disconnect();
      setClient(null);
      setStatus("idle");
    };
  }, [target, syncUrl, player]);

  // The viewer's record is read after the first render: its name reaches a client made before.
  useEffect(() => {
    if (client && name && client.together.names[client.userId] !== name) client.setName(name);
  }, [client, name]);

  // Issue 32 item 1: the room's source goes to the player; the player's proposals to the room.
  useEffect(() => {
    if (!client) return;
    onRoomSourceChange(client.roomSource);
    const stop = client.onRoomSource(onRoomSourceChange);
    proposerRef.current = (proposal) => void client.proposeSource(proposal);
    return () => {
      stop();
      proposerRef.current = null;
      onRoomSourceChange(null);
    };
  }, [client, proposerRef, onRoomSourceChange]);

  // A notice names the source as this viewer's menu does ('Kaynak 2'), or by its host.
  const sourceLabel = (source: RoomSource) => {
    const index = roomSourceIndex(playerSources, source);
    return index === -1 ? new URL(source.host).host : sourceMenuLabel(index);
  };
  const together = useTogether(client, { playerOpen, sourceLabel });
  const peer = together.state?.peer;

  let room: { code: string; status: CoupleStatus } | null = null;
  if (target) {
    // SPEC.md §4: waiting, then connected, then disconnected; a code the service
    // cannot take, or no sync service to reach, is disconnected from the start.
    const unreachable = !joinable || (syncUrl === null && config.isError);
    room = {
      code: target.code,
      status: unreachable ? "disconnected" : status === "idle" ? "waiting" : status,
    };
  }

  const connected = room?.status === "connected";
  useEffect(() => {
    onConnectedChange(connected);
    document.documentElement.classList.toggle(LOVERS_MODE_CLASS, connected);
    return () => document.documentElement.classList.remove(LOVERS_MODE_CLASS);
  }, [connected, onConnectedChange]);

  return (
    <>
      <RoomModal
        open={open}
        onOpenChange={onOpenChange}
        room={room}
        defaultCode={invitedTo ?? ""}
        onCopy={async () => {
          const code = joinable ? target.code : ownCode;
          try {
            await navigator.clipboard.writeText(roomLink(window.location.href, code));
          } catch (error) {
            // SPEC.md §8: a failed copy is only logged; the room is joined all the same,
            // and its code is on screen to pass on by other means.
            console.error("Sevgili Modu: bağlantı kopyalanamadı", error);
            throw error;
          } finally {
            if (!joinable) {
              // A room opened (issue 16), counted for the title whose page it was opened on.
              trackEvent(roomOpenEvent(getCurrentTitle()));
              setTarget({ code });
            }
          }
        }}
        onConnect={(typed) => {
          const code = normalizeRoomCode(typed);
          if (!isRoomCode(code)) console.warn(`Sevgili Modu: "${typed}" is not a room code`);
          setTarget({ code });
        }}
        onLeave={() => setTarget(null)}
        partner={
          client && peer && peer.presence !== "none" && together.partner
            ? { name: together.partner, presence: peer.presence }
            : null
        }
        onReact={together.react}
        name={name}
        onNameChange={
          client
            ? (typed) => {
                const valid = displayName(typed);
                if (valid === null) return NAME_ERROR;
                viewer.update((record, now) => setDisplayName(record, valid, now));
                client.setName(valid);
                return null;
              }
            : undefined
        }
      />
      <HeartTrail active={connected && !playerOpen} />
      <FloatingHearts active={connected && !playerOpen} />
      {client && playerSlot && playerOpen
        ? createPortal(
            <>
              <ReactionBar onReact={together.react} />
              <ChatPanel
                open={together.chatOpen}
                onOpenChange={together.setChatOpen}
                messages={together.chatMessages}
                unread={together.unread}
                typing={together.typing}
                onSend={together.send}
                onTyping={together.onTyping}
              />
              <FloatingReactions
                reactions={together.floating}
                onDone={together.dropFloating}
                fixed
              />
              <QuietNotice notice={together.notice} fixed />
            </>,
            playerSlot,
          )
        : null}
      {client && !(playerSlot && playerOpen) ? (
        <>
          <FloatingReactions reactions={together.floating} onDone={together.dropFloating} fixed />
          <QuietNotice notice={together.notice} fixed />
        </>
      ) : null}
    </>
  );
}
