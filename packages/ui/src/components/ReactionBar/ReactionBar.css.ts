import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { reducedMotion } from "../../theme/breakpoints";
import { vars } from "../../theme/contract.css";

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
});

export const reaction = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  transitionProperty: "transform, background-color",
  transitionDuration: vars.motion.fast,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, transform: "scale(1.12)" },
    "&:active": { transform: "scale(0.92)" },
    "&:focus-visible": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd, display: "block" });

/** The colours of the drawings, from the theme (no raw colours in components). */
export const paint = styleVariants({
  heart: { fill: vars.color.accent },
  face: { fill: vars.color.star },
  feature: { fill: vars.color.surface, stroke: vars.color.surface },
  tear: { fill: vars.color.info },
  flame: { fill: vars.color.warning },
  flameCore: { fill: vars.color.star },
  hand: { fill: vars.color.star, stroke: vars.color.surface },
  spark: { stroke: vars.color.text },
});

export const layer = style({
  position: "absolute",
  inset: 0,
  overflow: "hidden",
  pointerEvents: "none",
  zIndex: vars.zIndex.effects,
});

export const fixedLayer = style({ position: "fixed" });

const floatUp = keyframes({
  "0%": { transform: "translateY(0) scale(0.6)", opacity: 0 },
  "12%": { transform: "translateY(-8vh) scale(1.1)", opacity: 1 },
  "80%": { opacity: 1 },
  "100%": { transform: "translateY(-60vh) scale(1)", opacity: 0 },
});

const fadeOut = keyframes({
  "0%": { opacity: 1 },
  "100%": { opacity: 0 },
});

export const floating = style({
  position: "absolute",
  bottom: "12%",
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  animationName: floatUp,
  animationDuration: "2.4s",
  animationTimingFunction: "ease-out",
  animationFillMode: "forwards",
  "@media": {
    // Still there and gone again, without moving.
    [reducedMotion]: { animationName: fadeOut, animationDuration: "1.6s" },
  },
});

export const floatingIcon = style({ width: "100%", height: "100%", display: "block" });
