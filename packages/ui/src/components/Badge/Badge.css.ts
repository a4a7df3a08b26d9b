import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

/**
 * Outlined badges on the raised surface keep every tone's text above WCAG AA
 * on dark backgrounds; `solid` is the filled red reserved for NEW and Film.
 */
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: `${vars.size.borderWidth} solid currentColor`,
    backgroundColor: vars.color.surfaceRaised,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: "0.02em",
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      accent: { color: vars.color.accentText },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
      solid: {
        color: vars.color.onAccent,
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
export type BadgeTone = NonNullable<BadgeVariants["tone"]>;
