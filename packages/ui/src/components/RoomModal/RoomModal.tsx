import { Copy, LogOut } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { ReactionBar, type ReactionKind } from "../ReactionBar";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { TwoHearts } from "./TwoHearts";
import * as styles from "./RoomModal.css";

/** SPEC.md §9: how long 'Bağlantı kopyalandı! 💕' stays. */
export const COPY_TOAST_MS = 2000;
/** SPEC.md §3: room codes are 6 characters. */
export const ROOM_CODE_LENGTH = 6;

export type CoupleStatus = "waiting" | "connected" | "disconnected";

export const ROOM_TEXT = {
  title: "Sevgili Modu",
  description: "Bağlantıyı paylaşın, aynı filmi aynı anda izleyin.",
  copy: "Bağlantıyı Kopyala",
  copied: "Bağlantı kopyalandı! 💕",
  or: "veya",
  codeLabel: "Oda Kodu",
  connect: "Bağlan",
  leave: "Odadan Ayrıl",
  nameLabel: "Adın",
  saveName: "Kaydet",
} as const;

/** Where the other viewer is (issue 32 item 6). */
export type PartnerPresence = "here" | "away" | "reconnecting";

export const PRESENCE_TEXT: Record<PartnerPresence, string> = {
  here: "Burada",
  away: "Uzakta",
  reconnecting: "Yeniden bağlanıyor…",
};

/** Issue 32 item 2: 'Ayşe ile birlikte izliyorsun'. */
export const watchingWithText = (partner: string) => `${partner} ile birlikte izliyorsun`;

/**
 * 'Bağlantı kopyalandı! 💕' with the hearts drawn as an icon: the words and the
 * emoji stay the text (screen readers, copy-paste), the emoji only unseen.
 */
function CopiedText() {
  const [words, emoji] = splitTrailingEmoji(ROOM_TEXT.copied);
  return (
    <>
      {words}
      {emoji ? (
        <>
          <span className={visuallyHidden}>{emoji}</span>
          <TwoHearts className={styles.hearts} />
        </>
      ) : null}
    </>
  );
}

function splitTrailingEmoji(text: string): [string, string] {
  const match = /^(.*?)(\p{Extended_Pictographic}+)$/u.exec(text);
  return match ? [match[1] ?? text, match[2] ?? ""] : [text, ""];
}

/** SPEC.md §4: the status line for a room. */
export function roomStatusText(status: CoupleStatus, code: string): string {
  switch (status) {
    case "waiting":
      return `Bağlantı bekleniyor... (Oda: ${code})`;
    case "connected":
      return "Bağlantı kuruldu!";
    case "disconnected":
      return "Bağlantı kesildi";
  }
}

export interface RoomModalProps {
  /** Controlled open state; leave out to let `trigger` open it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (e.g. CoupleModeButton); focus returns to it. */
  trigger?: ReactNode;
  /** The room this viewer is in, or null before joining one. */
  room: { code: string; status: CoupleStatus } | null;
  /** Prefill of the code field (the `lovers` query parameter). */
  defaultCode?: string;
  /** Copies the room link. The toast shows once this resolves; a rejection shows nothing. */
  onCopy: () => void | Promise<void>;
  /** Join the room with this code (trimmed, upper case). */
  onConnect: (code: string) => void;
  onLeave: () => void;
  /** With the other viewer in the room: their name ('Sevgilin' without one) and presence. */
  partner?: { name: string; presence: PartnerPresence } | null;
  /** Given, the widget has the reaction row (issue 32 item 4). */
  onReact?: (kind: ReactionKind) => void;
  /** The viewer's display name, when it has one. */
  name?: string | null;
  /** Given (in a room), the name field: saves it, or answers why not. */
  onNameChange?: ((name: string) => string | null) | undefined;
}

/** The couple-mode ('Sevgili Modu') modal: share a link, or join by code. */
export function RoomModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  ...contentProps
}: RoomModalProps) {
  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="sm" title={ROOM_TEXT.title} description={ROOM_TEXT.description}>
        <RoomModalBody {...contentProps} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Mounted only while open, so every opening starts from `defaultCode`. */
function RoomModalBody({
  room,
  defaultCode = "",
  onCopy,
  onConnect,
  onLeave,
  partner,
  onReact,
  name,
  onNameChange,
}: Omit<RoomModalProps, "open" | "defaultOpen" | "onOpenChange" | "trigger">) {
  const [code, setCode] = useState(defaultCode.toUpperCase());
  const [toastVisible, setToastVisible] = useState(false);
  const toastTimer = useRef<number | undefined>(undefined);
  const codeId = useId();

  useEffect(() => () => window.clearTimeout(toastTimer.current), []);

  const copy = async () => {
    try {
      await onCopy();
    } catch {
      // SPEC.md §8: a failed copy is only logged, by the caller.
      return;
    }
    setToastVisible(true);
    // A second copy restarts the 2 s.
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => setToastVisible(false), COPY_TOAST_MS);
  };
  const trimmed = code.trim();
  const connect = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onConnect(trimmed);
  };

  return (
    <div className={styles.body}>
      {room ? (
        <p className={styles.status} role="status">
          <span className={styles.dot[room.status]} aria-hidden="true" />
          {roomStatusText(room.status, room.code)}
        </p>
      ) : null}
      {room && partner ? (
        <div className={styles.section} data-partner="">
          <p className={styles.partner}>
            {watchingWithText(partner.name)}
            <span className={styles.presence[partner.presence]}>
              {PRESENCE_TEXT[partner.presence]}
            </span>
          </p>
          {onReact ? <ReactionBar onReact={onReact} /> : null}
        </div>
      ) : null}
      {room && onNameChange ? <NameForm name={name ?? ""} onNameChange={onNameChange} /> : null}
      <div className={styles.section}>
        <Button fullWidth icon={<Copy aria-hidden="true" size="1.1em" />} onClick={copy}>
          {ROOM_TEXT.copy}
        </Button>
        <p className={styles.toast} role="status">
          {toastVisible ? <CopiedText /> : null}
        </p>
      </div>
      <div className={styles.divider}>{ROOM_TEXT.or}</div>
      <form className={styles.section} onSubmit={connect}>
        <label className={styles.label} htmlFor={codeId}>
          {ROOM_TEXT.codeLabel}
        </label>
        <div className={styles.row}>
          <input
            id={codeId}
            className={styles.codeInput}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            maxLength={ROOM_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC123"
          />
          <Button type="submit" disabled={trimmed === ""}>
            {ROOM_TEXT.connect}
          </Button>
        </div>
      </form>
      {room ? (
        <Button
          variant="danger"
          icon={<LogOut aria-hidden="true" size="1.1em" />}
          onClick={onLeave}
        >
          {ROOM_TEXT.leave}
        </Button>
      ) : null}
    </div>
  );
}

/** Issue 32 item 2: the viewer's display name, asked once in a room and changeable. */
function NameForm({
  name,
  onNameChange,
}: {
  name: string;
  onNameChange: (name: string) => string | null;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  return (
    <form
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        setError(onNameChange(value));
      }}
    >
      <label className={styles.label} htmlFor={fieldId}>
        {ROOM_TEXT.nameLabel}
      </label>
      <div className={styles.row}>
        <input
          id={fieldId}
          name="name"
          className={styles.nameInput}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={value.trim() === name}>
          {ROOM_TEXT.saveName}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.nameError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
