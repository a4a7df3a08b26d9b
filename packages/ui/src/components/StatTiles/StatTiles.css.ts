import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above } from "../../theme/breakpoints";

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  "@media": {
    [above("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [above("lg")]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  },
});

export const tile = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});
