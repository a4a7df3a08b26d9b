import { useCallback, useState } from "react";

/** The picked ids with `ids` added (`on`) or taken out; always a new set. */
export function withPicked(
  current: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Whether every row shown is picked (never for an empty page). */
export function allPicked(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Ids picked for a bulk action; kept across pages until done or cleared. */
export function useFilmSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const pick = useCallback(
    (ids: readonly string[], on: boolean) => setSelected((current) => withPicked(current, ids, on)),
    [],
  );
  const toggle = useCallback((id: string, on: boolean) => pick([id], on), [pick]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, pick, toggle, clear };
}
