import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const layer = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.effects,
  overflow: "hidden",
  pointerEvents: "none",
});

const rise = keyframes({
  from: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
  to: { opacity: 0, transform: `translate(-50%, calc(-50% - ${vars.space.xxl})) scale(0.6)` },
});

export const heart = style({
  position: "absolute",
  display: "block",
  fontSize: vars.fontSize.lg,
  lineHeight: 0,
  color: vars.color.accentText,
  userSelect: "none",
  animationName: rise,
  animationTimingFunction: "ease-out",
  animationFillMode: "forwards",
});
