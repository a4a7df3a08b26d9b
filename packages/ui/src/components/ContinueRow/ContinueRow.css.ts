import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

/** A row card's size and the whole-card link, as ContentCard's `row` variant draws them. */
export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: vars.size.rowCard,
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.motion.fast}`,
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceRaised } },
  "@media": { [below("tablet")]: { width: vars.size.rowCardMobile } },
});

export const media = style({ position: "relative" });

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

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `0 ${vars.space.xs} ${vars.space.xs}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
});

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:focus-visible::after": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
});
