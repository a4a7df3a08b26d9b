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
    /** Blue for the series badge and the moderator role. */
    info: null,
    focusRing: null,
    /** Rating stars. */
    star: null,
    /** Empty poster and image slots. */
    placeholder: null,
    /** Gradient scrim over backdrops so text on images stays readable. */
    scrim: null,
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
    focusRingOffset: null,
    borderWidth: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    iconXl: null,
    /** SPEC.md §9: grid cards are at least this wide... */
    cardMin: null,
    /** ...and at least this wide under the mobile breakpoint. */
    cardMinMobile: null,
    /** Width of a card in a horizontal row. */
    rowCard: null,
    /** Width of a card in a horizontal row under the mobile breakpoint. */
    rowCardMobile: null,
    rowHeight: null,
    rowHeightMobile: null,
    heroMinHeight: null,
    heroMinHeightMobile: null,
    /** Poster beside the title in detail heroes. */
    detailPoster: null,
    avatar: null,
    /** Thumbnails in lists: episode stills, suggestion posters. */
    thumbnail: null,
    thumbnailSm: null,
    menuMinWidth: null,
    searchWidth: null,
    toastWidth: null,
    /** Readable line length for long text. */
    textMaxWidth: null,
    headerHeight: null,
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
