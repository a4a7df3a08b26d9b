import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
});

export const icon = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  color: vars.color.warning,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const message = style({
  margin: 0,
  maxWidth: vars.size.textMaxWidth,
  color: vars.color.text,
});
