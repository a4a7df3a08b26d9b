import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const episode = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gap: vars.space.md,
    },
  },
});

export const still = style({ "@media": { [below("tablet")]: { display: "none" } } });

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});

export const code = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

/** The viewer's progress in the episode: a short bar and its text. */
export const progress = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  maxWidth: vars.size.searchWidth,
});

export const progressText = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
