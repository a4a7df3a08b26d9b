import { Play, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { Button } from "../Button";
import { realCountdownClock, type CountdownClock } from "./clock";
import * as styles from "./NextEpisodeCountdown.css";

/** Issue 14: the next episode opens after a 10 s countdown. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 10;

export const NEXT_EPISODE_TEXT = {
  heading: "Sonraki Bölüm",
  playNow: "Şimdi Oynat",
  cancel: "İptal",
} as const;

/** What screen readers hear once, when the countdown starts. */
export function nextEpisodeAnnouncement(episode: string, seconds: number): string {
  return `Sonraki bölüm, ${episode}, ${seconds} saniye içinde başlayacak.`;
}

export interface NextEpisodeCountdownProps {
  /** The episode that follows, e.g. 'S2 B1 · Yeni Başlangıç'. */
  episode: string;
  seconds?: number | undefined;
  /** The countdown reached 0: open the next episode. Called once. */
  onElapsed: () => void;
  /** 'Şimdi Oynat': open it without waiting. */
  onPlayNow: () => void;
  /** 'İptal': stay on the finished episode; the caller removes the countdown. */
  onCancel: () => void;
  /** Injected in stories and tests; the real clock otherwise. */
  clock?: CountdownClock | undefined;
}

/**
 * The 'Sonraki Bölüm' card shown when an episode finishes. Announced once,
 * politely; the seconds change on screen only, so a screen reader is not
 * interrupted every second.
 */
export function NextEpisodeCountdown({
  episode,
  seconds = NEXT_EPISODE_COUNTDOWN_SECONDS,
  onElapsed,
  onPlayNow,
  onCancel,
  clock = realCountdownClock,
}: NextEpisodeCountdownProps) {
  const [startedAt] = useState(() => clock.now());
  const [left, setLeft] = useState(seconds);
  const liveRegion = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    // Written after mount: a live region announces changes, not what it held when it appeared.
    if (liveRegion.current) {
      liveRegion.current.textContent = nextEpisodeAnnouncement(episode, seconds);
    }
  }, [episode, seconds]);

  useEffect(() => {
    let done = false;
    const stop = clock.every(250, () => {
      const remaining = Math.max(0, Math.ceil(seconds - (clock.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !done) {
        done = true;
        stop();
        elapsed.current();
      }
    });
    return stop;
  }, [clock, seconds, startedAt]);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.count} aria-hidden="true" data-testid="countdown-seconds">
          {left}
        </span>
        <div className={styles.text}>
          <h2 className={styles.heading} id={headingId}>
            {NEXT_EPISODE_TEXT.heading}
          </h2>
          <p className={styles.episode}>{episode}</p>
        </div>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(left / seconds) * 100}%` }} />
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          icon={<Play className={styles.icon} aria-hidden fill="currentColor" />}
          onClick={onPlayNow}
        >
          {NEXT_EPISODE_TEXT.playNow}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<X className={styles.icon} aria-hidden />}
          onClick={onCancel}
        >
          {NEXT_EPISODE_TEXT.cancel}
        </Button>
      </div>
      <p className={visuallyHidden} role="status" ref={liveRegion} />
    </section>
  );
}
