import { style } from "@vanilla-extract/css";
import { above, vars } from "@sinema/ui";

/** Six totals: two per row on phones, three on tablets, six on wide screens. */
export const figures = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [above("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [above("xxl")]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
  },
});

/** The two tables side by side once both fit. */
export const tables = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [above("xl")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
