import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [below("tablet")]: { borderRadius: 0 } },
});

export const backdrop = style({
  position: "absolute",
  inset: 0,
  height: "100%",
  borderRadius: 0,
  aspectRatio: "auto",
});

export const scrim = style({ position: "absolute", inset: 0, background: vars.color.scrim });

export const content = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: `${vars.size.detailPoster} minmax(0, 1fr)`,
  alignItems: "end",
  gap: vars.space.xl,
  padding: vars.space.xxl,
  paddingTop: vars.size.heroMinHeightMobile,
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
      gap: vars.space.lg,
      padding: vars.space.lg,
      paddingTop: vars.size.thumbnail,
    },
    // A phone held upright: the title, its facts and 'İzle' in the first
    // screen (issue 31), over a strip of the backdrop instead of a tall one.
    [below("md")]: { gridTemplateColumns: "minmax(0, 1fr)", paddingTop: vars.space.xxl },
  },
});

export const poster = style({
  boxShadow: `0 ${vars.space.sm} ${vars.space.xl} ${vars.color.overlay}`,
  // The backdrop shows the art on a phone; the poster would push the title below the fold.
  "@media": { [below("md")]: { display: "none" } },
});

/**
 * The title's buttons: on a phone they come right after the title and its
 * facts, before the genres and the description, so 'İzle' is in the first screen.
 */
export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [below("md")]: { order: 1 } },
});

/** What follows the buttons on a phone. */
export const afterActions = style({
  "@media": { [below("md")]: { order: 2 } },
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
  "@media": { [below("tablet")]: { fontSize: vars.fontSize.xxl } },
});

export const originalTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const metaIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const overview = style({
  margin: 0,
  maxWidth: vars.size.textMaxWidth,
  lineHeight: vars.lineHeight.normal,
});
