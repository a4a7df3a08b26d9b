import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** SPEC.md §9: search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What every admin list's address holds: a search text and a page. */
interface ListState {
  q: string;
  page: number;
}

/**
 * An admin list whose filters live in the address (issue 16): every change
 * writes it, a reload or a shared link reads it back. The search box's text
 * is kept here and written once the admin pauses typing; any other change
 * made meanwhile (a filter, a sort, a page) takes the typed text with it.
 *
 * Changes start from the address as it is now, not as the last render saw
 * it: a genre picked while the search's own change is still rendering must
 * not bring the older search back (it did: '0 / 0').
 */
export function useAddressListState<State extends ListState>(
  read: (search: URLSearchParams) => State,
  write: (state: State) => string,
) {
  const [search, setSearch] = useSearchParams();
  const state = read(search);
  const [term, setTerm] = useState(state.q);

  // The address changed from outside (back, forward, a link): show its search.
  const [seenQ, setSeenQ] = useState(state.q);
  if (state.q !== seenQ) {
    setSeenQ(state.q);
    setTerm(state.q);
  }

  const update = (change: Partial<State>, options: { replace?: boolean } = {}) => {
    const current = read(new URLSearchParams(window.location.search));
    // A new filter starts again at page 1, unless the change is the page itself.
    const next: State = { ...current, page: 1, q: term, ...change };
    if (next.q !== term) setTerm(next.q);
    setSearch(write(next), { replace: options.replace ?? false });
  };

  useEffect(() => {
    if (term === state.q) return;
    const timer = setTimeout(
      () => update({ q: term } as Partial<State>, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  });

  /** The typed text is not in the address yet: the rows shown are about to change. */
  const typing = term !== state.q;
  return { state, update, term, setTerm, typing };
}
