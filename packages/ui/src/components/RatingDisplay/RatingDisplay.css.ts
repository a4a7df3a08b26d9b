import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const rating = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    whiteSpace: "nowrap",
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: "sm" },
});

export const star = style({
  width: "1em",
  height: "1em",
  color: vars.color.star,
  fill: "currentColor",
});

export const missing = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const scale = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
