import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { reducedMotion } from "../../theme/breakpoints";

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: "translateY(0)" },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: vars.size.menuMinWidth,
  maxHeight: "var(--radix-dropdown-menu-content-available-height)",
  overflowY: "auto",
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 ${vars.space.sm} ${vars.space.xl} ${vars.color.overlay}`,
  selectors: { "&[data-state='open']": { animation: `${appear} ${vars.motion.fast} ease-out` } },
  "@media": { [reducedMotion]: { animation: "none" } },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-highlighted]": { backgroundColor: vars.color.accent, color: vars.color.onAccent },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const separator = style({
  height: vars.size.borderWidth,
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
});
