import { recipe } from "@vanilla-extract/recipes";
import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.sm,
    minHeight: vars.size.controlLg,
    padding: `0 ${vars.space.lg}`,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    font: "inherit",
    fontWeight: vars.fontWeight.medium,
    cursor: "pointer",
    selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
  },
  variants: {
    floating: {
      true: {
        position: "fixed",
        right: vars.space.lg,
        bottom: vars.space.lg,
        zIndex: vars.zIndex.toast,
      },
      false: {},
    },
    connected: {
      true: { borderColor: vars.color.accent },
      false: {},
    },
  },
  defaultVariants: { floating: false, connected: false },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.success,
});

export const heart = style({ color: vars.color.accentText });
