import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const field = style({
  // Holds a hidden label's text, so it never reaches past a scrolling container.
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** The '*' of a required field; the field itself says so to assistive technology. */
export const required = style({ color: vars.color.accentText });

export const input = style({
  width: "100%",
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  // Native date pickers draw their icon in the page's colour scheme.
  colorScheme: "dark",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const textarea = style([
  input,
  {
    minHeight: "6rem",
    padding: vars.space.md,
    resize: "vertical",
    lineHeight: vars.lineHeight.normal,
  },
]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
