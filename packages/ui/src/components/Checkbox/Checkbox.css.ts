import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const field = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  // Holds a hidden label's text, so it never reaches past a scrolling table.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.55 } },
});

export const box = style({
  flex: "none",
  width: "1.1rem",
  height: "1.1rem",
  margin: 0,
  accentColor: vars.color.accent,
  cursor: "inherit",
  selectors: {
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidth} solid ${vars.color.danger}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});

export const required = style({ color: vars.color.accentText });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
