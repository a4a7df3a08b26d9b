import * as styles from "./ReactionBar.css";
import { REACTION_KINDS, REACTION_LABELS, ReactionIcon, type ReactionKind } from "./ReactionIcon";

/** Issue 32 item 4: the group's label. */
export const REACTIONS_LABEL = "Tepkiler";

export interface ReactionBarProps {
  /** A reaction was tapped (or its key 1–6 pressed, by the caller). */
  onReact: (kind: ReactionKind) => void;
  className?: string;
}

/**
 * The row of six reactions (issue 32 item 4), in the player's controls and on
 * the couple-mode widget. Each button is named ('Kalp', …) and drawn as SVG;
 * the keys 1–6 are the caller's (the overlay listens for them).
 */
export function ReactionBar({ onReact, className }: ReactionBarProps) {
  return (
    <div
      role="group"
      aria-label={REACTIONS_LABEL}
      className={className ? `${styles.bar} ${className}` : styles.bar}
    >
      {REACTION_KINDS.map((kind, index) => (
        <button
          key={kind}
          type="button"
          className={styles.reaction}
          aria-label={REACTION_LABELS[kind]}
          aria-keyshortcuts={String(index + 1)}
          title={`${REACTION_LABELS[kind]} (${index + 1})`}
          onClick={() => onReact(kind)}
        >
          <ReactionIcon kind={kind} />
        </button>
      ))}
    </div>
  );
}

/** One reaction on its way up the screen. */
export interface FloatingReaction {
  /** Unique while it floats. */
  id: number;
  kind: ReactionKind;
  /** Where across the layer it rises, 0–1 (chosen by the caller, so stories are stable). */
  x: number;
}

export interface FloatingReactionsProps {
  reactions: readonly FloatingReaction[];
  /** Its float ended: the caller drops it. */
  onDone: (id: number) => void;
  /** Over the whole page (outside the player) rather than within its parent. */
  fixed?: boolean;
}

/** Reactions floating up over the player (or the page), each gone when its animation ends. */
export function FloatingReactions({ reactions, onDone, fixed = false }: FloatingReactionsProps) {
  return (
    <div
      className={fixed ? `${styles.layer} ${styles.fixedLayer}` : styles.layer}
      aria-hidden="true"
      data-floating-reactions=""
    >
      {reactions.map((reaction) => (
        <span
          key={reaction.id}
          className={styles.floating}
          style={{ left: `${Math.round(10 + reaction.x * 80)}%` }}
          data-floating-reaction={reaction.kind}
          onAnimationEnd={() => onDone(reaction.id)}
        >
          <ReactionIcon kind={reaction.kind} className={styles.floatingIcon} />
        </span>
      ))}
    </div>
  );
}
