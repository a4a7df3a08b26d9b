import { earlyAction } from "../../lib/earlyActions";
import { checkIcon, listPlusIcon } from "../../theme/maskIcons.css";
import * as styles from "./ListToggle.css";

/** SPEC.md §2: 'Listeye Ekle' / 'Listede'. */
export const LIST_TOGGLE_TEXT = { add: "Listeye Ekle", added: "Listede" } as const;

export interface ListToggleProps {
  /** In 'Listem'. */
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /**
   * `compact`: a round icon button for a card's corner, named 'Listeye Ekle'
   * in both states (the pressed state says the rest). `labelled`: the
   * detail page's button, whose text reads 'Listeye Ekle' or 'Listede'.
   */
  variant?: "compact" | "labelled" | undefined;
  /** The title, so a card's button says which title it adds: 'Listeye Ekle: Yargı'. */
  title?: string | undefined;
  /** e.g. while the list is full. */
  disabled?: boolean | undefined;
  className?: string | undefined;
}

/** The small toggle that puts a title in 'Listem' or takes it out. */
export function ListToggle({
  pressed,
  onPressedChange,
  variant = "compact",
  title,
  disabled = false,
  className,
}: ListToggleProps) {
  const classes = styles.toggle({ variant });
  const text = pressed ? LIST_TOGGLE_TEXT.added : LIST_TOGGLE_TEXT.add;
  const compact = variant === "compact";
  return (
    <button
      {...earlyAction("list")}
      type="button"
      className={className ? `${classes} ${className}` : classes}
      aria-pressed={pressed}
      // A toggle keeps its name; aria-pressed carries the state.
      aria-label={
        compact ? (title ? `${LIST_TOGGLE_TEXT.add}: ${title}` : LIST_TOGGLE_TEXT.add) : undefined
      }
      title={compact ? text : undefined}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
    >
      <span className={`${pressed ? checkIcon : listPlusIcon} ${styles.icon}`} aria-hidden="true" />
      {compact ? null : <span>{text}</span>}
    </button>
  );
}
