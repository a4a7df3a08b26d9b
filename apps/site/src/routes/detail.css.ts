import { style } from "@vanilla-extract/css";
import { vars } from "@sinema/ui";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
});

export const sections = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
});

export const notFoundTitle = style({
  margin: `${vars.space.xl} 0 0`,
  textAlign: "center",
  fontSize: vars.fontSize.xxl,
});

/** The 'Dil tercihi' select under the hero's buttons: as wide as its words, not the column. */
export const languagePreference = style({
  alignSelf: "flex-start",
  minWidth: vars.size.thumbnail,
});

/** A section's heading on a title page, as the library's sections draw theirs ('Oyuncular'). */
export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
