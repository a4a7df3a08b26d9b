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

/** The star's colour (its drawing: maskIcons.css.ts). */
export const star = style({ color: vars.color.star });

export const missing = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const scale = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
