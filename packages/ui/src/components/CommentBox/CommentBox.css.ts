import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const textarea = style({
  minHeight: `calc(${vars.size.controlLg} * 2)`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  resize: "vertical",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const actions = style({ display: "flex", justifyContent: "flex-end" });
