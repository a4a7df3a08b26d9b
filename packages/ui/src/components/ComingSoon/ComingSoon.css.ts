import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
});

export const icon = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});
