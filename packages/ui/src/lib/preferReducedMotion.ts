/**
 * Story helper: makes `prefers-reduced-motion: reduce` match until the
 * returned cleanup runs (use as a story's `beforeEach`).
 */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes("prefers-reduced-motion")) return original.call(window, query);
    const list: MediaQueryList = {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}
