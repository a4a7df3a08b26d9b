import * as styles from "./ReactionBar.css";

/** The six reactions of issue 32 item 4, in the bar's order (the protocol's ReactionKind). */
export const REACTION_KINDS = ["kalp", "kahkaha", "saskin", "huzun", "alkis", "ates"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** Issue 32 item 4: each reaction's accessible name. */
export const REACTION_LABELS: Record<ReactionKind, string> = {
  kalp: "Kalp",
  kahkaha: "Kahkaha",
  saskin: "Şaşkın",
  huzun: "Hüzün",
  alkis: "Alkış",
  ates: "Ateş",
};

function Face({ children }: { children: React.ReactNode }) {
  return (
    <>
      <circle className={styles.paint.face} cx="12" cy="12" r="10" />
      {children}
    </>
  );
}

const drawings: Record<ReactionKind, React.ReactNode> = {
  kalp: (
    <path
      className={styles.paint.heart}
      d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
    />
  ),
  kahkaha: (
    <Face>
      <path
        className={styles.paint.feature}
        d="M6.5 9.5q1.5-2 3 0M14.5 9.5q1.5-2 3 0"
        fill="none"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path className={styles.paint.feature} d="M6.5 13h11a5.5 5.5 0 0 1-11 0z" />
    </Face>
  ),
  saskin: (
    <Face>
      <circle className={styles.paint.feature} cx="8.5" cy="9.5" r="1.4" />
      <circle className={styles.paint.feature} cx="15.5" cy="9.5" r="1.4" />
      <ellipse className={styles.paint.feature} cx="12" cy="15.5" rx="2.2" ry="2.8" />
    </Face>
  ),
  huzun: (
    <Face>
      <circle className={styles.paint.feature} cx="8.5" cy="9.5" r="1.2" />
      <circle className={styles.paint.feature} cx="15.5" cy="9.5" r="1.2" />
      <path
        className={styles.paint.feature}
        d="M8 17q4-3.5 8 0"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path
        className={styles.paint.tear}
        d="M17 11.5q1.6 2.4 1.6 3.3a1.6 1.6 0 0 1-3.2 0q0-.9 1.6-3.3z"
      />
    </Face>
  ),
  alkis: (
    <>
      <rect
        className={styles.paint.hand}
        x="5"
        y="6"
        width="7"
        height="13"
        rx="3.5"
        transform="rotate(-18 8.5 12.5)"
        strokeWidth="1"
      />
      <rect
        className={styles.paint.hand}
        x="11"
        y="6"
        width="7"
        height="13"
        rx="3.5"
        transform="rotate(18 14.5 12.5)"
        strokeWidth="1"
      />
      <path
        className={styles.paint.spark}
        d="M12 1.5v2.5M7 3l1.2 2M17 3l-1.2 2"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  ),
  ates: (
    <>
      <path
        className={styles.paint.flame}
        d="M12 22c-4.4 0-7.5-3-7.5-7 0-3.6 2.6-5.6 3.6-8.9.3-1 1.6-1.2 2.1-.3.9 1.6 1 3 .8 4.4 1.4-1.3 2.3-3.6 2-6.4-.1-.9.9-1.5 1.6-.9C17.8 5.8 19.5 9.6 19.5 15c0 4-3.1 7-7.5 7z"
      />
      <path
        className={styles.paint.flameCore}
        d="M12 20.5c-2 0-3.4-1.4-3.4-3.3 0-2 1.6-3 2.4-4.9.2-.4.7-.5 1-.1 1.7 1.9 3.4 3.2 3.4 5 0 1.9-1.4 3.3-3.4 3.3z"
      />
    </>
  ),
};

/** A reaction drawn as an SVG (issue 32 item 4: not an emoji font the system may lack). */
export function ReactionIcon({ kind, className }: { kind: ReactionKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ?? styles.icon}
      aria-hidden="true"
      focusable="false"
      data-reaction={kind}
    >
      {drawings[kind]}
    </svg>
  );
}
