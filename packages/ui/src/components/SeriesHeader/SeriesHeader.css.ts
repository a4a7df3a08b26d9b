import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above, below } from "../../theme/breakpoints";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [below("tablet")]: { padding: vars.space.md, borderRadius: 0 } },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [above("tablet")]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))", gap: vars.space.md },
  },
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0 },
    "&:focus-visible::after": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
      borderRadius: vars.radius.md,
    },
  },
});

export const allLink = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const year = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
