import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and while the page hydrates, true from a render after:
 * for controls that only work with JavaScript, so the server's HTML (and a
 * visitor without script) does not show them dead.
 *
 * The switch is a transition set from an effect, not an external store: a
 * store's change after hydration re-renders every user at once in one task
 * (home's 155 card buttons took ~90 ms, ~370 ms on Lighthouse's phone), while
 * a transition is rendered in slices that leave the page answering input.
 * A component mounted later (a client-side navigation) shows its control one
 * frame after its first paint; the control sits over the poster, so nothing moves.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
