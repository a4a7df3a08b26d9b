import { keyframes, style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(0)" },
});

const rise = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.sm}))` },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const content = recipe({
  base: {
    position: "fixed",
    zIndex: vars.zIndex.modal,
    display: "flex",
    flexDirection: "column",
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    outline: "none",
  },
  variants: {
    size: {
      sm: {},
      md: {},
      fullscreen: {
        inset: 0,
        border: "none",
        backgroundColor: vars.color.surface,
        animation: `${fadeIn} ${vars.motion.normal} ease-out`,
      },
      /** A full-height panel from the left edge: the mobile slide-over navigation. */
      sheet: {
        top: 0,
        bottom: 0,
        left: 0,
        width: `min(${vars.size.sidebarWidth}, calc(100vw - ${vars.size.controlLg}))`,
        overflowY: "auto",
        padding: vars.space.sm,
        borderWidth: `0 ${vars.size.borderWidth} 0 0`,
        animation: `${slideIn} ${vars.motion.normal} ease-out`,
      },
    },
  },
  compoundVariants: [
    {
      variants: { size: "sm" },
      style: { width: `min(${vars.size.dialogSm}, calc(100vw - 2 * ${vars.space.lg}))` },
    },
    {
      variants: { size: "md" },
      style: { width: `min(${vars.size.dialogMd}, calc(100vw - 2 * ${vars.space.lg}))` },
    },
  ],
  defaultVariants: { size: "md" },
});

/** Centred card look shared by the sm and md sizes. */
export const card = style({
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: "auto",
  padding: vars.space.xl,
  gap: vars.space.lg,
  borderRadius: vars.radius.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const headings = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const closeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
  },
});

/** In a sheet only the close button is visible: it sits in the corner over the content. */
export const sheetHeader = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
});
