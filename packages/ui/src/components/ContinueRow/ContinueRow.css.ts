import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

// The card itself (size, whole-card link, two-line title) is ContentCard's `row` card;
// these are only what a 'İzlemeye Devam Et' card adds on top.

export const bar = style({
  position: "absolute",
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  width: "auto",
});

/** Above the card's stretched link, so the × is its own target. */
export const remove = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  zIndex: 1,
});

/** Two lines whatever the title: every card, and the room kept before they arrive, as tall. */
export const title = style({
  minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})`,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
});
