import type { ReactNode } from "react";
import { opensElsewhere } from "../../lib/clicks";
import { button, type ButtonVariants } from "../Button/Button.css";

export interface WatchLinkProps extends Pick<ButtonVariants, "size" | "variant"> {
  /** The watch page: it plays the title without the app (a tap before the page is live, no script). */
  href: string;
  /**
   * The page's own player (an overlay over the page). Given, a plain click
   * opens it instead of leaving the page; a click meant for a new tab or
   * window (Ctrl, ⌘, Shift, the middle button) still follows the link.
   */
  onWatch?: (() => void) | undefined;
  icon?: ReactNode;
  "aria-label"?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * 'İzle': a link to the title's watch page, drawn as a button. It works from
 * the first tap: before the app is live (or without script) the browser
 * follows it; once the page is live it opens the page's player in place.
 */
export function WatchLink({
  href,
  onWatch,
  size,
  variant,
  icon,
  className,
  children,
  ...rest
}: WatchLinkProps) {
  const classes = button({ size, variant });
  return (
    <a
      {...rest}
      href={href}
      className={className ? `${classes} ${className}` : classes}
      onClick={(event) => {
        if (!onWatch || event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        onWatch();
      }}
    >
      {icon}
      {children}
    </a>
  );
}
