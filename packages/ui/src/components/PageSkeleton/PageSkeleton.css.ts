import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below, reducedMotion } from "../../theme/breakpoints";

const pulse = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [reducedMotion]: { animation: "none" } },
});

/** One grey block standing for text or an image. */
export const block = style({
  display: "block",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.placeholder,
});

export const title = style([block, { width: "40%", height: vars.fontSize.xxl }]);

export const line = style([block, { width: "60%", height: vars.fontSize.md }]);

export const shortLine = style([block, { width: "30%", height: vars.fontSize.sm }]);

export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
  gap: vars.space.lg,
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMinMobile}, 1fr))`,
      gap: vars.space.sm,
    },
  },
});

export const card = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const poster = style([block, { aspectRatio: "2 / 3", width: "100%" }]);

export const hero = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.lg,
  minHeight: vars.size.heroMinHeight,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": {
    [below("tablet")]: { minHeight: vars.size.heroMinHeightMobile, padding: vars.space.md },
  },
});

export const heroPoster = style([
  block,
  {
    flexShrink: 0,
    width: vars.size.detailPoster,
    aspectRatio: "2 / 3",
    "@media": { [below("tablet")]: { display: "none" } },
  },
]);

export const heroText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  flex: "1 1 auto",
});

export const section = style([block, { height: "160px", width: "100%" }]);
