import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minWidth: 0,
    height: "100%",
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    transition: `background-color ${vars.motion.fast}`,
    selectors: { "&:hover": { backgroundColor: vars.color.surfaceRaised } },
  },
  variants: {
    variant: {
      grid: {},
      row: {},
      ranked: {},
      episode: {},
      talkShow: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: "row" },
      style: {
        width: vars.size.rowCard,
        flexShrink: 0,
        "@media": { [below("tablet")]: { width: vars.size.rowCardMobile } },
      },
    },
    {
      variants: { variant: "ranked" },
      style: {
        width: vars.size.rowCard,
        flexShrink: 0,
        "@media": { [below("tablet")]: { width: vars.size.rowCardMobile } },
      },
    },
  ],
  defaultVariants: { variant: "grid" },
});

export const media = style({ position: "relative" });

export const poster = style({
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${media}:hover &`]: { transform: "scale(1.02)" } },
});

export const overlayTopLeft = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  display: "flex",
  gap: vars.space.xs,
});

export const rank = style({
  position: "absolute",
  left: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  padding: `0 ${vars.space.xs} ${vars.space.xs}`,
});

/** The title and its facts, with the card's control (if any) beside them. */
export const head = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  minWidth: 0,
});

export const heading = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

/**
 * Above the link's stretched ::after, so the control gets its own clicks.
 * The slot keeps a small control's room before the control is there (a site
 * may draw its toggle only once the page is live): the title beside it wraps
 * the same before and after, and nothing moves (CLS 0 on /trending, issue 34).
 */
export const action = style({
  position: "relative",
  zIndex: 1,
  display: "flex",
  flexShrink: 0,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Two lines at most: long Turkish titles stay inside the card.
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
    // The whole card is the click target; the focus ring outlines the whole card.
    "&::after": { content: "", position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:focus-visible::after": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const episodeCode = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const metaItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
});

export const metaIcon = style({ width: "1em", height: "1em" });
