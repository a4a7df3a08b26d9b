import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";
import { above, reducedMotion } from "../../theme/breakpoints";
import { FLOATING_ACTION_PRESENT } from "../../theme/floatingAction";

const slideIn = keyframes({
  from: { transform: "translateY(100%)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: vars.size.toastWidth,
  maxWidth: "100vw",
  margin: 0,
  padding: vars.space.lg,
  listStyle: "none",
  outline: "none",
  "@media": {
    // Toasts stack above the floating button instead of under it (below
    // 1024 px the button sits in the header).
    [above("lg")]: {
      selectors: {
        [`${FLOATING_ACTION_PRESENT} &`]: {
          paddingBottom: `calc(2 * ${vars.space.lg} + ${vars.size.controlLg})`,
        },
      },
    },
  },
});

export const root = recipe({
  base: {
    display: "grid",
    // Icon and text, then the action (when there is one) and the close
    // button, each as wide as it needs, all in one row.
    gridTemplateColumns: "auto 1fr",
    gridAutoFlow: "column",
    alignItems: "start",
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderLeftWidth: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: {
      "&[data-state='open']": { animation: `${slideIn} ${vars.motion.normal} ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    },
    "@media": { [reducedMotion]: { animation: "none" } },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.info },
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: "info" },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginTop: vars.space.xxs,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
