import { Link } from "react-router";
import type { LinkComponentProps } from "@sinema/ui";

/** Absolute addresses and mailto: leave the app; everything else is a client-side route. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Lets packages/ui render React Router links while staying router-agnostic. */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} ref={ref} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} ref={ref} {...rest}>
      {children}
    </Link>
  );
}
