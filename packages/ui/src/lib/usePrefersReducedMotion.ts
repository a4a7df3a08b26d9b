import { useSyncExternalStore } from "react";
import { reducedMotion } from "../theme/breakpoints";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * True when the visitor asked the system for less motion. Decorative effects
 * that CSS alone cannot stop (hearts spawned from script) check this.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotion).matches,
    () => false,
  );
}
