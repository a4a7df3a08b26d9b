import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const area = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: `calc(${vars.size.controlLg} * 5)`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: "center",
  padding: vars.space.lg,
});

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

export const message = style({ margin: 0 });
