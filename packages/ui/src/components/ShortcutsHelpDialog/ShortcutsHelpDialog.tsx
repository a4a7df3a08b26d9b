import { Fragment } from "react";
import { Dialog } from "../Dialog";
import * as styles from "./ShortcutsHelpDialog.css";

export const SHORTCUTS_HELP_TEXT = {
  title: "Klavye Kısayolları",
  description: "Oynatıcı açıkken çalışır; bir alana yazarken çalışmaz.",
  /** Between two keys that do the same thing. */
  or: "veya",
} as const;

export interface ShortcutEntry {
  /** The keys as printed on them: "Boşluk", "K", "←". */
  keys: readonly string[];
  description: string;
}

export interface ShortcutsHelpDialogProps {
  open: boolean;
  /** Escape, the corner X, a click outside: `false`. */
  onOpenChange: (open: boolean) => void;
  shortcuts: readonly ShortcutEntry[];
}

/** The player's '?' help: every shortcut and what it does, in a Radix dialog. */
export function ShortcutsHelpDialog({ open, onOpenChange, shortcuts }: ShortcutsHelpDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="sm"
        title={SHORTCUTS_HELP_TEXT.title}
        description={SHORTCUTS_HELP_TEXT.description}
      >
        <dl className={styles.list}>
          {shortcuts.map((shortcut) => (
            <Fragment key={shortcut.description}>
              <dt className={styles.keys}>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? <span>{SHORTCUTS_HELP_TEXT.or}</span> : null}
                    <kbd className={styles.key}>{key}</kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className={styles.description}>{shortcut.description}</dd>
            </Fragment>
          ))}
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  );
}
