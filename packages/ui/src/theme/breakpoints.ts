/**
 * SPEC.md §1 breakpoints, defined once. Every media query in the library is
 * built from these through `above`/`below`, never from literals.
 */
export const breakpoints = {
  sm: 480,
  md: 640,
  /** SPEC.md §9: the mobile breakpoint. */
  tablet: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query for viewports at least as wide as the breakpoint. */
export function above(bp: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[bp]}px)`;
}

/** Media query for viewports narrower than the breakpoint. */
export function below(bp: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
}

export const reducedMotion = "(prefers-reduced-motion: reduce)";
