import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const iconButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    padding: 0,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.pill,
    color: vars.color.text,
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: "transparent",
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover } },
      },
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.accentHover } },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: "ghost", size: "md" },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
