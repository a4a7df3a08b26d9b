import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const track = recipe({
  base: {
    position: "relative",
    width: "100%",
    overflow: "hidden",
    borderRadius: vars.radius.pill,
    // Visible against both the dark page and a bright poster.
    backgroundColor: vars.color.overlay,
    boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: vars.space.xs },
      md: { height: vars.space.sm },
    },
  },
  defaultVariants: { size: "md" },
});

export const fill = style({
  height: "100%",
  borderRadius: "inherit",
  backgroundColor: vars.color.accent,
});
