import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  alignItems: "center",
  margin: 0,
});

export const keys = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const key = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.controlSm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderBottomWidth: `calc(2 * ${vars.size.borderWidth})`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: "anywhere",
});
