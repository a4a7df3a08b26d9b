import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once React runs the page in
 * the browser (at once when it renders on the client, as in Storybook): for
 * what the server's HTML draws differently because no script runs there yet.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
