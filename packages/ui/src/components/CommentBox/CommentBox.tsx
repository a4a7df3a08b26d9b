import { useId, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { Button } from "../Button";
import * as styles from "./CommentBox.css";
import { earlyAction } from "../../lib/earlyActions";

export interface CommentBoxProps {
  /** Called with the trimmed text; a blank comment never reaches it (SPEC.md §5). */
  onSubmit: (text: string) => void;
  disabled?: boolean | undefined;
  label?: string | undefined;
  placeholder?: string | undefined;
}

/** A textarea and 'Gönder'. Submitting clears the box; blank text is ignored. */
export function CommentBox({
  onSubmit,
  disabled = false,
  label = "Yorum yaz",
  placeholder = "Yorumunuzu yazın...",
}: CommentBoxProps) {
  const id = useId();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSubmit(trimmed);
    setText("");
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button
          {...earlyAction("comment")}
          type="submit"
          disabled={disabled}
          icon={<Send aria-hidden size="1em" />}
        >
          Gönder
        </Button>
      </div>
    </form>
  );
}
