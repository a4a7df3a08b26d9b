import { recipe } from "@vanilla-extract/recipes";
import { globalStyle, style } from "@vanilla-extract/css";
import { above, below } from "../../theme/breakpoints";
import { vars } from "../../theme/contract.css";
import { visuallyHiddenRules } from "../../theme/visuallyHiddenRules";
import {
  FLOATING_ACTION_ATTRIBUTE,
  FLOATING_ACTION_PRESENT,
  MENU_OPEN_ATTRIBUTE,
  PAGE_COUPLE_ACTION_ATTRIBUTE,
  PLAYER_OPEN_ATTRIBUTE,
} from "../../theme/floatingAction";

/**
 * Under the mobile breakpoint the floating button is a round icon: with its
 * label it would cover the detail pages' action buttons on a phone.
 */
const phone = below("tablet");
/** Where the header shows only the logo and the menu button (Header.css.ts). */
const docked = below("lg");

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
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
        "@media": {
          // Below 1024 px the header holds only the logo and the menu button,
          // so the button docks in its strip, left of the menu button: floating
          // over the page it covered text and the player (issue 31).
          [docked]: {
            top: `calc((${vars.size.headerHeight} - ${vars.size.controlLg}) / 2)`,
            bottom: "auto",
            right: `calc(${vars.space.lg} + ${vars.size.controlMd} + ${vars.space.sm})`,
          },
          [phone]: {
            width: vars.size.controlLg,
            padding: 0,
            fontSize: vars.fontSize.lg,
          },
        },
      },
      false: {},
    },
    inPage: {
      true: {
        alignSelf: "flex-start",
        "@media": { [docked]: { display: "none" } },
      },
      false: {},
    },
    connected: {
      true: { borderColor: vars.color.accent },
      false: {},
    },
  },
  defaultVariants: { floating: false, inPage: false, connected: false },
});

/** The words stay the button's accessible name when only the icon is drawn. */
export const label = recipe({
  variants: {
    floating: {
      true: {
        "@media": {
          [phone]: visuallyHiddenRules,
        },
      },
      false: {},
    },
  },
});

export const dot = recipe({
  base: {
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.success,
  },
  variants: {
    floating: {
      // On the round icon the dot sits on the rim, as a badge.
      true: {
        "@media": {
          [phone]: {
            position: "absolute",
            top: vars.space.xs,
            right: vars.space.xs,
            boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.surfaceRaised}`,
          },
        },
      },
      false: {},
    },
  },
});

export const heart = style({ color: vars.color.accentText, flexShrink: 0 });

/** The page ends with room for the floating button, so it never covers the last lines. */
globalStyle(`${FLOATING_ACTION_PRESENT} body`, {
  "@media": {
    // (Below 1024 px the button sits in the header instead.)
    [above("lg")]: { paddingBottom: `calc(${vars.size.controlLg} + 2 * ${vars.space.lg})` },
  },
});

/**
 * An open phone menu owns the screen (the button would cover its last item),
 * and so does the player.
 */
globalStyle(
  `html:has([${MENU_OPEN_ATTRIBUTE}='true'], [${PLAYER_OPEN_ATTRIBUTE}]) [${FLOATING_ACTION_ATTRIBUTE}]`,
  { display: "none" },
);

/**
 * From 1024 px a page with its own button (beside its player) hides the
 * floating one, which would cover the player; below that the floating button
 * sits in the header and the page's own is not drawn.
 */
globalStyle(`:root:has([${PAGE_COUPLE_ACTION_ATTRIBUTE}]) [${FLOATING_ACTION_ATTRIBUTE}]`, {
  "@media": { [above("lg")]: { display: "none" } },
});
