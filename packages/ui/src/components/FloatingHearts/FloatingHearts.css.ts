import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const layer = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.effects,
  overflow: "hidden",
  pointerEvents: "none",
});

const floatUp = keyframes({
  "0%": { transform: "translateY(0)", opacity: 0 },
  "10%": { opacity: 0.7 },
  "90%": { opacity: 0.7 },
  "100%": { transform: "translateY(-110vh)", opacity: 0 },
});

const heartBase = style({
  position: "absolute",
  // Resting place (also what a screenshot with animations off shows): just above the bottom edge.
  bottom: 0,
  display: "block",
  lineHeight: 0,
  opacity: 0.7,
  userSelect: "none",
  animationName: floatUp,
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
});

export const heart = styleVariants({
  sm: [heartBase, { fontSize: vars.fontSize.md }],
  md: [heartBase, { fontSize: vars.fontSize.xl }],
  lg: [heartBase, { fontSize: vars.fontSize.xxl }],
});

export const tone = styleVariants({
  accent: { color: vars.color.accent },
  soft: { color: vars.color.accentText },
});
