import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [below("tablet")]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: 0,
  "@media": { [below("md")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const row = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});
