import { MessageCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { Button } from "../Button";
import * as styles from "./ChatPanel.css";

/** Issue 32 item 5: the panel's words. */
export const CHAT_TEXT = {
  title: "Sohbet",
  field: "Mesaj",
  send: "Gönder",
  close: "Sohbeti kapat",
  empty: "Henüz mesaj yok. İlk mesajı sen yaz!",
  failed: "Gönderilemedi",
  unread: "okunmamış mesaj",
} as const;

/** '{name} yazıyor…' (issue 32 item 6). */
export const typingText = (name: string) => `${name} yazıyor…`;

export interface ChatPanelMessage {
  id: string;
  /** The sender's name as the chat shows it ('Ayşe', or 'Sen' / 'Sevgilin'). */
  author: string;
  /** Plain text: shown as typed, never as markup or links. */
  text: string;
  own: boolean;
  status: "sending" | "sent" | "failed";
}

export interface ChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Oldest first. */
  messages: readonly ChatPanelMessage[];
  /** Messages from the other that arrived while the panel was closed. */
  unread: number;
  /** Who is typing now (the other's name), or null. */
  typing: string | null;
  /**
   * Sends a message: null when it went, else the reason to show under the field
   * (the field keeps the text then).
   */
  onSend: (text: string) => string | null;
  /** Called as the viewer types (the other sees 'yazıyor…'). */
  onTyping?: () => void;
}

/**
 * The 'Sohbet' panel (issue 32 item 5): a toggle with the unread count, and when
 * open a panel beside the player — over it, so it stays in full screen — or a
 * sheet on phones. The message field is a real form: Enter sends.
 */
export function ChatPanel({
  open,
  onOpenChange,
  messages,
  unread,
  typing,
  onSend,
  onTyping,
}: ChatPanelProps) {
  const panelId = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        icon={<MessageCircle aria-hidden="true" size="1.1em" />}
        onClick={() => onOpenChange(!open)}
        data-chat-toggle=""
      >
        {CHAT_TEXT.title}
        {!open && unread > 0 ? (
          <span className={styles.badge} data-unread={unread}>
            {unread > 99 ? "99+" : unread}
            <span className={visuallyHidden}> {CHAT_TEXT.unread}</span>
          </span>
        ) : null}
      </Button>
      {open ? (
        <ChatBody
          id={panelId}
          messages={messages}
          typing={typing}
          onSend={onSend}
          onClose={() => onOpenChange(false)}
          {...(onTyping ? { onTyping } : {})}
        />
      ) : null}
    </>
  );
}

function ChatBody({
  id,
  messages,
  typing,
  onSend,
  onTyping,
  onClose,
}: Pick<ChatPanelProps, "messages" | "typing" | "onSend" | "onTyping"> & {
  id: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    // The newest message in view.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onSend(draft);
    setError(problem);
    if (problem === null) setDraft("");
  };

  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={titleId}
      // Escape here closes the chat, not what it sits in (PlayerOverlay leaves it to this).
      data-own-escape=""
      data-chat-panel=""
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {CHAT_TEXT.title}
        </h2>
        <Button variant="ghost" size="sm" aria-label={CHAT_TEXT.close} onClick={onClose}>
          <X aria-hidden="true" size="1.1em" />
        </Button>
      </div>
      <div ref={logRef} className={styles.log} role="log" aria-labelledby={titleId}>
        <ol className={styles.list}>
          {messages.length === 0 ? <li className={styles.empty}>{CHAT_TEXT.empty}</li> : null}
          {messages.map((message) => (
            <li
              key={`${message.own ? "own" : "other"}:${message.id}`}
              className={`${styles.message[message.own ? "own" : "other"]} ${
                message.status === "sending" ? styles.sending : ""
              }`}
              data-status={message.status}
            >
              <span className={styles.author}>{message.author}</span>
              {message.text}
              {message.status === "failed" ? (
                <span className={styles.failed}>{CHAT_TEXT.failed}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.typing} aria-live="polite">
        {typing ? typingText(typing) : ""}
      </p>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.label} htmlFor={fieldId}>
          {CHAT_TEXT.field}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={fieldId}
            name="message"
            className={styles.input}
            value={draft}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onKeyDown={(event) => {
              if (event.key === "Escape") onClose();
            }}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
              onTyping?.();
            }}
          />
          <Button type="submit" size="md">
            {CHAT_TEXT.send}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
