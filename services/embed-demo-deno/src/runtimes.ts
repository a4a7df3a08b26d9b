/**
 * How long each title the demo hosts play is. A real host knows the length of
 * the film it serves and its player reports it; this provider serves one 20 s
 * clip for every id, so it is told the runtimes of the titles it stands in
 * for, under every id their player addresses use: the catalogue's own id, the
 * TMDB and the IMDb id (SPEC.md §7: the site builds addresses from both), and a
 * series' slug (the /dizi/ episode pages). Every address of a title then
 * reports the same length, so a source switch mid-film keeps its place. The
 * clip loops under a timeline of that length (player.js); an id it does not
 * know plays the clip at the clip's own length.
 */

/** A title the hosts play: the ids its player addresses use, and its runtime. */
export interface LibraryTitle {
  ids: readonly (string | number | undefined)[];
  minutes: number;
}

/** A day: longer than any film or episode, so a runtime past it is a data error. */
export const MAX_RUNTIME_MINUTES = 24 * 60;

/** Runtime in seconds by player id; a title without a usable runtime is left out. */
export function runtimeIndex(titles: Iterable<LibraryTitle>): Map<string, number> {
  const index = new Map<string, number>();
  for (const { ids, minutes } of titles) {
    if (!(minutes > 0 && minutes <= MAX_RUNTIME_MINUTES)) continue;
    for (const id of ids) {
      if (id !== undefined && id !== "") index.set(String(id), minutes * 60);
    }
  }
  return index;
}
