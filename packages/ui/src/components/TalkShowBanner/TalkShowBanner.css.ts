import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const banner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderLeft: `${vars.space.xs} solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceRaised,
  "@media": {
    [below("tablet")]: {
      flexDirection: "column",
      alignItems: "flex-start",
      gap: vars.space.md,
      padding: vars.space.lg,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  color: vars.color.accentText,
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0, color: vars.color.textMuted });
