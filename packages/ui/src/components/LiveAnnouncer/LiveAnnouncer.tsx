import { visuallyHidden } from "../../theme/visuallyHidden.css";

export interface Announcement {
  text: string;
  /** A new id announces again, even the same text ('10 saniye ileri' twice). */
  id: number;
}

export interface LiveAnnouncerProps {
  /** The latest feedback to read out; null says nothing. */
  announcement: Announcement | null;
}

/**
 * A polite live region for feedback that has nothing to show, such as the
 * player's keyboard shortcuts ('Duraklatıldı', '10 saniye ileri'). Keep it
 * mounted: screen readers only follow regions that were there before the
 * text changed. Screen readers skip an unchanged text, so every other
 * announcement carries a trailing no-break space.
 */
export function LiveAnnouncer({ announcement }: LiveAnnouncerProps) {
  const text = announcement
    ? `${announcement.text}${announcement.id % 2 === 1 ? "\u00a0" : ""}`
    : "";
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
