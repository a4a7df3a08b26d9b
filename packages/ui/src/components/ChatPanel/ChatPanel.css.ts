import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { below, reducedMotion } from "../../theme/breakpoints";
import { vars } from "../../theme/contract.css";

export const toggle = style({ position: "relative" });

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.4em",
  height: "1.4em",
  padding: `0 ${vars.space.xxs}`,
  marginInlineStart: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

const slideIn = keyframes({
  "0%": { opacity: 0, transform: "translateX(1rem)" },
  "100%": { opacity: 1, transform: "none" },
});

const sheetIn = keyframes({
  "0%": { transform: "translateY(100%)" },
  "100%": { transform: "none" },
});

/** Beside the player on wide screens (over it, so it stays in full screen); a sheet on phones. */
export const panel = style({
  position: "fixed",
  top: `calc(${vars.size.headerHeight} + ${vars.space.sm})`,
  right: vars.space.md,
  bottom: vars.space.xxl,
  width: "min(22rem, calc(100vw - 2rem))",
  display: "flex",
  flexDirection: "column",
  zIndex: vars.zIndex.toast,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  animationName: slideIn,
  animationDuration: vars.motion.normal,
  "@media": {
    [below("tablet")]: {
      top: "auto",
      left: 0,
      right: 0,
      bottom: 0,
      width: "auto",
      height: "min(60vh, 28rem)",
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      animationName: sheetIn,
    },
    [reducedMotion]: { animationName: "none" },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const log = style({
  flex: 1,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
});

export const list = style({
  flex: 1,
  margin: 0,
  padding: vars.space.md,
  listStyle: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const empty = style({
  margin: "auto",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

const messageBase = style({
  maxWidth: "85%",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // Long words and links wrap instead of widening the panel.
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const message = styleVariants({
  own: [
    messageBase,
    { alignSelf: "flex-end", background: vars.color.accent, color: vars.color.onAccent },
  ],
  other: [messageBase, { alignSelf: "flex-start", background: vars.color.surfaceHover }],
});

export const author = style({
  display: "block",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Not yet taken by the room (kept readable: no fading). */
export const sending = style({ fontStyle: "italic" });

export const failed = style({
  display: "block",
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const typing = style({
  minHeight: "1.5em",
  margin: 0,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontStyle: "italic",
});

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const row = style({ display: "flex", gap: vars.space.xs });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});
