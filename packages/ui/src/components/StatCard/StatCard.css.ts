import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const top = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const icon = style({
  display: "inline-flex",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.accentText,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

const changeBase = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const change = styleVariants({
  up: [changeBase, { color: vars.color.success }],
  down: [changeBase, { color: vars.color.danger }],
  flat: [changeBase, { color: vars.color.textMuted }],
});

export const period = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
