import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const stars = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
});

export const input = style({
  position: "absolute",
  opacity: 0,
  width: 0,
  height: 0,
  margin: 0,
});

export const star = style({
  display: "inline-flex",
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: "pointer",
  transition: `color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    [`${input}:disabled + &`]: { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const filled = style({ color: vars.color.star });

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  selectors: { [`${filled} &`]: { fill: "currentColor" } },
});

export const value = style({
  marginLeft: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
