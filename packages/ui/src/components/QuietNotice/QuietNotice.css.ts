import { keyframes, style } from "@vanilla-extract/css";
import { reducedMotion } from "../../theme/breakpoints";
import { vars } from "../../theme/contract.css";

const fadeIn = keyframes({
  "0%": { opacity: 0, transform: "translateY(-0.5rem)" },
  "100%": { opacity: 1, transform: "none" },
});

/** Keeps its place (and its live region) whether or not a notice shows. */
export const region = style({
  position: "absolute",
  top: vars.space.xl,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: vars.zIndex.toast,
  pointerEvents: "none",
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
});

export const fixedRegion = style({
  position: "fixed",
  top: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
});

export const notice = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  animationName: fadeIn,
  animationDuration: vars.motion.normal,
  "@media": { [reducedMotion]: { animationName: "none" } },
});
