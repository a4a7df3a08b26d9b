import { Heart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../lib/usePrefersReducedMotion";
import * as styles from "./HeartTrail.css";

/** SPEC.md §9: at most one heart per 100 ms of mouse movement. */
export const HEART_TRAIL_THROTTLE_MS = 100;
/** SPEC.md §9: each heart is removed after 1 s. */
export const HEART_LIFETIME_MS = 1000;

interface TrailHeart {
  id: number;
  x: number;
  y: number;
}

export interface HeartTrailProps {
  /** On while the couple is connected. */
  active: boolean;
}

/**
 * Hearts that follow the mouse while couple mode is connected. Purely
 * decorative (hidden from assistive technology, never catches the pointer)
 * and off when the visitor prefers reduced motion.
 */
export function HeartTrail({ active }: HeartTrailProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hearts, setHearts] = useState<TrailHeart[]>([]);
  const enabled = active && !reducedMotion;
  const nextId = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    let lastSpawn = -Infinity;
    const timers = new Set<number>();
    const onMove = (event: MouseEvent) => {
      const now = performance.now();
      if (now - lastSpawn < HEART_TRAIL_THROTTLE_MS) return;
      lastSpawn = now;
      const heart = { id: nextId.current++, x: event.clientX, y: event.clientY };
      setHearts((current) => [...current, heart]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setHearts((current) => current.filter((h) => h.id !== heart.id));
      }, HEART_LIFETIME_MS);
      timers.add(timer);
    };
    window.addEventListener("mousemove", onMove, { passive: true });
    return () => {
      window.removeEventListener("mousemove", onMove);
      for (const timer of timers) window.clearTimeout(timer);
      setHearts([]);
    };
  }, [enabled]);

  if (!enabled || hearts.length === 0) return null;
  return (
    <div className={styles.layer} aria-hidden="true" data-testid="heart-trail">
      {hearts.map((heart) => (
        <span
          key={heart.id}
          className={styles.heart}
          style={{ left: heart.x, top: heart.y, animationDuration: `${HEART_LIFETIME_MS}ms` }}
        >
          <Heart fill="currentColor" strokeWidth={0} size="1em" />
        </span>
      ))}
    </div>
  );
}
