import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true from the render
 * right after: for controls that only work with JavaScript, so the server's
 * HTML (and a visitor without script) does not show them dead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
