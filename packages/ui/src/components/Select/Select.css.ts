import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const field = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const control = style({ position: "relative", display: "flex", alignItems: "center" });

export const select = style({
  appearance: "none",
  width: "100%",
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xxl} 0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const chevron = style({
  position: "absolute",
  right: vars.space.md,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
  pointerEvents: "none",
});
