import { Heart } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { FLOATING_ACTION_ATTRIBUTE } from "../../theme/floatingAction";
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
}

/** Opens the couple-mode modal; pass it as RoomModal's `trigger`. */
export function CoupleModeButton({
  connected = false,
  floating = false,
  className,
  type = "button",
  ...rest
}: CoupleModeButtonProps) {
  const classes = styles.button({ floating, connected });
  return (
    <button
      {...rest}
      {...(floating ? { [FLOATING_ACTION_ATTRIBUTE]: "" } : {})}
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
