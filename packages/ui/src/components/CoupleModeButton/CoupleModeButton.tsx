import { Heart } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import {
  FLOATING_ACTION_ATTRIBUTE,
  PAGE_COUPLE_ACTION_ATTRIBUTE,
} from "../../theme/floatingAction";
import * as styles from "./CoupleModeButton.css";

export const COUPLE_MODE_LABEL = "Sevgili Modu";

export interface CoupleModeButtonProps extends Omit<ComponentPropsWithRef<"button">, "children"> {
  /** In a room with the other viewer: a green dot says so. */
  connected?: boolean;
  /**
   * Pinned to the bottom-right corner of the page (the site's widget); under
   * the mobile breakpoint only the heart is drawn (the name stays).
   */
  floating?: boolean;
  /**
   * In a page's own actions, beside a player the floating button would cover:
   * drawn from 1024 px, where it replaces the floating button (below that the
   * floating button already sits in the header).
   */
  inPage?: boolean;
}

/** Opens the couple-mode modal; pass it as RoomModal's `trigger`. */
export function CoupleModeButton({
  connected = false,
  floating = false,
  inPage = false,
  className,
  type = "button",
  ...rest
}: CoupleModeButtonProps) {
  const classes = styles.button({ floating, inPage, connected });
  return (
    <button
      {...rest}
      {...(floating ? { [FLOATING_ACTION_ATTRIBUTE]: "" } : {})}
      {...(inPage ? { [PAGE_COUPLE_ACTION_ATTRIBUTE]: "" } : {})}
      type={type}
      className={className ? `${classes} ${className}` : classes}
    >
      <Heart
        className={styles.heart}
        aria-hidden="true"
        fill="currentColor"
        strokeWidth={0}
        size="1.1em"
      />
      <span className={styles.label({ floating })}>{COUPLE_MODE_LABEL}</span>
      {connected ? (
        <span className={styles.dot({ floating })} role="img" aria-label="bağlı" />
      ) : null}
    </button>
  );
}
