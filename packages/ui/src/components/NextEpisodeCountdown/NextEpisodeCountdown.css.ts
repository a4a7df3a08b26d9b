import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { reducedMotion } from "../../theme/breakpoints";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "100%",
  maxWidth: vars.size.toastWidth,
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const header = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const count = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  border: `${vars.size.focusRingWidth} solid ${vars.color.accent}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const episode = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const track = style({
  height: vars.space.xs,
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceHover,
});

export const fill = style({
  height: "100%",
  backgroundColor: vars.color.accent,
  transition: `width ${vars.motion.slow} linear`,
  "@media": { [reducedMotion]: { transition: "none" } },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
