import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const hero = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-end",
  minHeight: vars.size.heroMinHeight,
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [below("tablet")]: { minHeight: vars.size.heroMinHeightMobile, borderRadius: 0 } },
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
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: vars.size.textMaxWidth,
  padding: vars.space.xxl,
  "@media": { [below("tablet")]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
  "@media": { [below("tablet")]: { fontSize: vars.fontSize.xxl } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const overview = style({
  margin: 0,
  color: vars.color.text,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
