import { Heart } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { usePrefersReducedMotion } from "../../lib/usePrefersReducedMotion";
import * as styles from "./FloatingHearts.css";

/** SPEC.md §9: hearts on screen at a time. */
export const FLOATING_HEART_COUNT = 15;
/** SPEC.md §9: a new set of hearts every 10 s. */
export const FLOATING_HEARTS_REGENERATE_MS = 10_000;
/** SPEC.md §9: each heart floats up in 8 to 12 s. */
export const FLOATING_HEART_MIN_DURATION_MS = 8_000;
export const FLOATING_HEART_MAX_DURATION_MS = 12_000;

const TONES = ["accent", "soft"] as const;
const SIZES = ["sm", "md", "lg"] as const;

export interface FloatingHeart {
  id: string;
  tone: (typeof TONES)[number];
  size: (typeof SIZES)[number];
  /** Horizontal position, percent of the viewport width. */
  leftPercent: number;
  durationMs: number;
  delayMs: number;
}

const pick = <T,>(list: readonly T[], r: number): T =>
  list[Math.floor(r * list.length)] ?? list[0]!;

/** One set of hearts drawn from `random` (0 ≤ r < 1). */
export function createFloatingHearts(generation: number, random: () => number): FloatingHeart[] {
  return Array.from({ length: FLOATING_HEART_COUNT }, (_, index) => {
    const durationMs = Math.round(
      FLOATING_HEART_MIN_DURATION_MS +
        random() * (FLOATING_HEART_MAX_DURATION_MS - FLOATING_HEART_MIN_DURATION_MS),
    );
    return {
      id: `${generation}-${index}`,
      tone: pick(TONES, random()),
      size: pick(SIZES, random()),
      leftPercent: Math.round(random() * 1000) / 10,
      durationMs,
      // Negative: each heart starts somewhere along its way, not all from the bottom at once.
      delayMs: -Math.round(random() * durationMs),
    };
  });
}

export interface FloatingHeartsProps {
  /** On while couple mode is connected. */
  active: boolean;
  /** Source of randomness; stories pass a seeded one so screenshots repeat. */
  random?: () => number;
}

/**
 * Background hearts floating up the page in couple mode. Decorative only,
 * and off when the visitor prefers reduced motion.
 */
export function FloatingHearts({ active, random = Math.random }: FloatingHeartsProps) {
  const reducedMotion = usePrefersReducedMotion();
  const enabled = active && !reducedMotion;
  const [generation, setGeneration] = useState(0);
  const hearts = useMemo(
    () => (enabled ? createFloatingHearts(generation, random) : []),
    [enabled, generation, random],
  );

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(
      () => setGeneration((n) => n + 1),
      FLOATING_HEARTS_REGENERATE_MS,
    );
    return () => window.clearInterval(timer);
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div className={styles.layer} aria-hidden="true" data-testid="floating-hearts">
      {hearts.map((heart) => (
        <span
          key={heart.id}
          className={`${styles.heart[heart.size]} ${styles.tone[heart.tone]}`}
          style={{
            left: `${heart.leftPercent}%`,
            animationDuration: `${heart.durationMs}ms`,
            animationDelay: `${heart.delayMs}ms`,
          }}
        >
          <Heart fill="currentColor" strokeWidth={0} size="1em" />
        </span>
      ))}
    </div>
  );
}
