import { useCallback, useEffect, useRef, useState } from "react";
import {
  authorOf,
  newestMessageAt,
  noticeText,
  partnerName,
  type PartnerAct,
  REACTION_ORDER,
  isEditableTarget,
  type ReactionKind,
  type RoomSource,
  type SyncClient,
  type TogetherState,
  unreadCount,
} from "@sinema/api";
import type { ChatPanelMessage, FloatingReaction, Notice } from "@sinema/ui";

/** Issue 32: what the chat field says when a message cannot go. */
export const CHAT_ERRORS = {
  blank: "Boş mesaj gönderilemez",
  too_long: "Mesaj en fazla 500 karakter olabilir",
  rate_limited: "Çok hızlı: saniyede en fazla 2 mesaj",
  offline: "Bağlantı yok; mesaj gönderilemedi",
} as const;

export const NAME_ERROR = "Ad 2 ile 24 karakter arasında olmalı";

/**
 * Couple mode beside the timeline (issue 32), for the widget and the player: the
 * client's state, the reactions floating now, the latest notice, the chat's unread
 * count, and the keys 1–6 while the player is open.
 */
export function useTogether(
  client: SyncClient | null,
  {
    playerOpen,
    sourceLabel,
  }: {
    playerOpen: boolean;
    /** How this viewer's menu names a source (issue 32 item 1: 'Kaynak 2'). */
    sourceLabel: (source: RoomSource) => string;
  },
) {
  // The client's state as last heard; a new client starts from its own.
  const [heard, setHeard] = useState<{ client: SyncClient; state: TogetherState } | null>(null);
  const state = client ? (heard?.client === client ? heard.state : client.together) : null;
  const [floating, setFloating] = useState<FloatingReaction[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [chatOpen, setChatOpenState] = useState(false);
  /** The room's clock of the newest message the viewer has had in view. */
  const [readUpTo, setReadUpTo] = useState(0);
  const sequence = useRef(0);
  // Read when a notice is made: the menu's order as it is then.
  const labelRef = useRef(sourceLabel);
  useEffect(() => {
    labelRef.current = sourceLabel;
  });

  useEffect(() => {
    if (!client) return;
    const stopState = client.onTogetherChange((next) => setHeard({ client, state: next }));
    const stopSignals = client.onSignal((signal) => {
      const id = ++sequence.current;
      if (signal.type === "reaction") {
        // Spread across the screen by a fixed step: stable, and no two land on one spot.
        setFloating((current) => [
          ...current.slice(-19),
          { id, kind: signal.reaction, x: ((id * 37) % 100) / 100 },
        ]);
      } else {
        const act: PartnerAct =
          signal.type === "source"
            ? { type: "source", label: labelRef.current(signal.source) }
            : signal.act;
        setNotice({ id, text: noticeText(partnerName(client.together), act) });
      }
    });
    return () => {
      stopState();
      stopSignals();
    };
  }, [client]);

  const newest = state ? newestMessageAt(state) : 0;
  // While the panel is open every message is in view; closing it marks them read.
  const setChatOpen = (open: boolean) => {
    setReadUpTo((current) => Math.max(current, newest));
    setChatOpenState(open);
  };
  const unread = chatOpen || !state ? 0 : unreadCount(state, readUpTo);

  const react = useCallback((kind: ReactionKind) => void client?.react(kind), [client]);

  useEffect(() => {
    if (!client || !playerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isEditableTarget(event.target)) return;
      const kind = /^[1-6]$/.test(event.key) ? REACTION_ORDER[Number(event.key) - 1] : undefined;
      if (!kind) return;
      event.preventDefault();
      client.react(kind);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [client, playerOpen]);

  useEffect(() => {
    if (!client) return;
    const onVisibility = () => client.setPresence(document.hidden ? "away" : "here");
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [client]);

  const chatMessages: ChatPanelMessage[] = (state?.messages ?? []).map((m) => ({
    id: m.id,
    author: authorOf(m, state?.names ?? {}),
    text: m.text,
    own: m.own,
    status: m.status,
  }));

  return {
    state,
    partner: state ? partnerName(state) : null,
    floating,
    dropFloating: (id: number) => setFloating((current) => current.filter((r) => r.id !== id)),
    notice,
    chatOpen,
    setChatOpen,
    unread,
    chatMessages,
    typing: state?.peer.typing ? partnerName(state) : null,
    react,
    send: (text: string): string | null => {
      if (!client) return CHAT_ERRORS.offline;
      const result = client.sendChat(text);
      return result.ok ? null : CHAT_ERRORS[result.reason];
    },
    onTyping: () => client?.typing(),
  };
}
