import { useEffect, useState } from "react";
import * as styles from "./QuietNotice.css";

/** Issue 32 item 3: a notice stays this long. */
export const QUIET_NOTICE_MS = 3000;

export interface Notice {
  text: string;
  /** A new id is a new notice, even with the same text ('Mehmet durdurdu' twice). */
  id: number;
}

export interface QuietNoticeProps {
  /** The latest notice; a newer one takes the place of the one on screen. */
  notice: Notice | null;
  /** Over the whole page (outside the player) rather than within its parent. */
  fixed?: boolean;
  /** How long one stays (QUIET_NOTICE_MS). */
  durationMs?: number;
}

/**
 * Quiet notices of who did what (issue 32 item 3): one at a time, each gone after
 * 3 s, read out politely. The live region stays mounted (screen readers follow only
 * regions that were there before their text changed); only its text comes and goes.
 */
export function QuietNotice({
  notice,
  fixed = false,
  durationMs = QUIET_NOTICE_MS,
}: QuietNoticeProps) {
  // The id of the notice whose time is up: the newest one shows until then.
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setExpired(notice.id), durationMs);
    return () => window.clearTimeout(timer);
  }, [notice, durationMs]);
  const shown = notice && notice.id !== expired ? notice : null;
  return (
    <div
      className={fixed ? `${styles.region} ${styles.fixedRegion}` : styles.region}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-quiet-notice=""
    >
      {shown ? (
        <span key={shown.id} className={styles.notice}>
          {shown.text}
        </span>
      ) : null}
    </div>
  );
}
