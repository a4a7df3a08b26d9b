/** SPEC.md §2/§9: the home header shows "6 random series from the static list, reshuffled every 20 s". */
export const HEADER_SERIES_COUNT = 6;
export const HEADER_RESHUFFLE_MS = 20_000;

/**
 * `count` distinct items in random order (all of them when there are fewer).
 * `random` is injectable so tests and stories are repeatable.
 */
export function pickRandom<T>(
  items: readonly T[],
  count: number = HEADER_SERIES_COUNT,
  random: () => number = Math.random,
): T[] {
  const pool = [...items];
  const take = Math.max(0, Math.min(count, pool.length));
  // Partial Fisher–Yates: each of the first `take` slots gets a uniformly chosen remaining item.
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, take);
}
