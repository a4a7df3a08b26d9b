import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    "&[data-state='on']": {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const count = style({ fontWeight: vars.fontWeight.regular });
