import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: "inherit",
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    textAlign: "center",
    cursor: "pointer",
    userSelect: "none",
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover } },
      },
      ghost: {
        backgroundColor: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover } },
      },
      danger: {
        backgroundColor: "transparent",
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: "100%" },
      false: {},
    },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
