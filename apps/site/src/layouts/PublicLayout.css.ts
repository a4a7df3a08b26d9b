import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@sinema/ui";

export const page = style({
  maxWidth: vars.size.pageMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  minHeight: "60vh",
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});

const slide = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(100%)" },
});

/**
 * A thin bar along the top edge of the window while the next page loads,
 * above the sticky header so it shows wherever the page is scrolled.
 */
export const progress = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: vars.space.xxs,
  overflow: "hidden",
  zIndex: vars.zIndex.toast,
  pointerEvents: "none",
  selectors: {
    '&[data-active="true"]::after': {
      content: '""',
      position: "absolute",
      inset: 0,
      background: vars.color.accent,
      animation: `${slide} 1s ease-in-out infinite`,
    },
  },
});
