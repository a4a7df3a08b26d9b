import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const range = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const size = style({ flexDirection: "row", alignItems: "center" });

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
