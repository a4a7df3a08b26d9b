import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const toggle = style({
  display: "inline-flex",
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const toggleItem = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text },
    "&[data-state='on']": { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
});
