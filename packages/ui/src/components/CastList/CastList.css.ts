import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

// Wraps rather than scrolls sideways: the strip holds nothing focusable, so a
// scroller could not be reached by keyboard.
export const list = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.rowCardMobile}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const person = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  textAlign: "center",
});

export const photo = style({
  width: vars.size.thumbnail,
  maxWidth: "100%",
  borderRadius: vars.radius.pill,
});

export const initials = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});

export const character = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
