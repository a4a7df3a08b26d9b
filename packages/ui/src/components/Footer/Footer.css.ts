import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const footer = style({
  marginTop: vars.space.xxl,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const inner = style({
  display: "grid",
  gridTemplateColumns: "2fr 1fr 2fr 1.5fr",
  gap: vars.space.xl,
  maxWidth: vars.size.pageMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  "@media": {
    [below("lg")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [below("md")]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const column = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

export const brand = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const about = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const twoColumns = style([
  list,
  {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: `${vars.space.xs} ${vars.space.md}`,
  },
]);

export const link = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } },
});

export const socials = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const social = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
});

export const bottom = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  padding: `${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: "center",
});

export const contact = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
