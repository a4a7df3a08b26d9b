import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const list = style({
  display: "flex",
  gap: vars.space.sm,
  overflowX: "auto",
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  borderBottom: `${vars.space.xxs} solid transparent`,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
    "&[data-state='active']": { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});

export const content = style({ outline: "none" });
