import { createThemeContract } from "@vanilla-extract/css";

/**
 * The token names every component reads. A theme fills them; components use
 * only `vars.*`, never raw colours or pixel values, so a second theme is one file.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    surface: null,
    /** Cards, menus, dialogs. */
    surfaceRaised: null,
    /** Hover state of raised surfaces, inputs. */
    surfaceHover: null,
    /** Dimmed layer behind overlays. */
    overlay: null,
    border: null,
    text: null,
    textMuted: null,
    /** Brand red: primary buttons, active states. */
    accent: null,
    accentHover: null,
    /** Text drawn on the accent colour. */
    onAccent: null,
    /** Red that stays readable as text on the dark surface. */
    accentText: null,
    danger: null,
    /** Tinted background of error boxes; `danger` text stays AA on it. */
    dangerSurface: null,
    success: null,
    warning: null,
    focusRing: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  font: {
    body: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  size: {
    /** SPEC.md §1: page maximum width. */
    pageMaxWidth: null,
    focusRingWidth: null,
    borderWidth: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    /** Admin sidebar, also the width of its mobile slide-over. */
    sidebarWidth: null,
    dialogSm: null,
    dialogMd: null,
    /** Narrowest tile of a list grid (embed links). */
    tileMin: null,
  },
  zIndex: {
    header: null,
    dropdown: null,
    overlay: null,
    modal: null,
    toast: null,
    /** Decorative couple-mode hearts: above everything, never catching the pointer. */
    effects: null,
  },
  motion: {
    fast: null,
    normal: null,
    slow: null,
  },
});
