import { Badge } from "../Badge";
import { audioLinesIcon, captionsIcon } from "../../theme/maskIcons.css";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./LanguageBadges.css";

/** Issue 15's badge texts: full on detail pages and in the player, compact on cards. */
export const LANGUAGE_BADGE_TEXT = {
  dubbed: { full: "Türkçe Dublaj", compact: "TR Dublaj" },
  subtitled: { full: "Türkçe Altyazı", compact: "TR Altyazı" },
} as const;

export interface LanguageBadgesProps {
  /** Turkish audio. */
  dubbed?: boolean | undefined;
  /** Turkish subtitles. */
  subtitled?: boolean | undefined;
  /** 'TR Dublaj' / 'TR Altyazı' (cards, the source menu); screen readers still hear the full words. */
  compact?: boolean | undefined;
  className?: string | undefined;
}

function LanguageBadge({
  kind,
  compact,
}: {
  kind: keyof typeof LANGUAGE_BADGE_TEXT;
  compact: boolean;
}) {
  const text = LANGUAGE_BADGE_TEXT[kind];
  return (
    <Badge tone={kind === "dubbed" ? "success" : "info"} data-language={kind}>
      <span className={kind === "dubbed" ? audioLinesIcon : captionsIcon} aria-hidden="true" />
      {compact ? (
        <>
          <span aria-hidden="true">{text.compact}</span>
          <span className={visuallyHidden}>{text.full}</span>
        </>
      ) : (
        text.full
      )}
    </Badge>
  );
}

/**
 * 'Türkçe Dublaj' and 'Türkçe Altyazı' for a title or a player source; nothing
 * when it has neither (the original language only).
 */
export function LanguageBadges({
  dubbed = false,
  subtitled = false,
  compact = false,
  className,
}: LanguageBadgesProps) {
  if (!dubbed && !subtitled) return null;
  return (
    <span className={className ? `${styles.row} ${className}` : styles.row}>
      {dubbed ? <LanguageBadge kind="dubbed" compact={compact} /> : null}
      {subtitled ? <LanguageBadge kind="subtitled" compact={compact} /> : null}
    </span>
  );
}
