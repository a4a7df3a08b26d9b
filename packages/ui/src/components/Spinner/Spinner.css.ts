import { keyframes } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";
import { reducedMotion } from "../../theme/breakpoints";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
const pulse = keyframes({ "50%": { opacity: 0.4 } });

export const spinner = recipe({
  base: {
    display: "inline-block",
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    border: `0.15em solid currentColor`,
    borderRightColor: "transparent",
    animation: `${spin} 0.8s linear infinite`,
    "@media": {
      // Without rotation the ring still says "busy" by slowly fading.
      [reducedMotion]: { animation: `${pulse} 2s ease-in-out infinite` },
    },
  },
  variants: {
    size: {
      /** Sized by the surrounding text, e.g. inside a button. */
      inline: { width: "1em", height: "1em" },
      md: { width: vars.size.iconLg, height: vars.size.iconLg, color: vars.color.accentText },
      lg: { width: vars.size.iconXl, height: vars.size.iconXl, color: vars.color.accentText },
    },
  },
  defaultVariants: { size: "inline" },
});
