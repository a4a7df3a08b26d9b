import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const toggle = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    flexShrink: 0,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    font: "inherit",
    fontWeight: vars.fontWeight.medium,
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      '&[aria-pressed="true"]:hover:not(:disabled)': { backgroundColor: vars.color.accentHover },
      "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      compact: {
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        padding: 0,
        borderRadius: vars.radius.pill,
      },
      labelled: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.md}`,
        borderRadius: vars.radius.md,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  defaultVariants: { variant: "compact" },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
