import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/**
 * The product's dark theme with red accents. Contrast on `surface`
 * (#0b0b0f): text 18.6:1, textMuted 8.1:1, accentText 5.9:1, and white on
 * accent 5.2:1, all above WCAG AA; danger on dangerSurface 5.9:1.
 */
createGlobalTheme(":root", vars, {
  color: {
    surface: "#0b0b0f",
    surfaceRaised: "#17171d",
    surfaceHover: "#23232b",
    overlay: "rgba(0, 0, 0, 0.72)",
    border: "#2e2e38",
    text: "#f5f5f7",
    textMuted: "#a9a9b3",
    accent: "#d90b1c",
    accentHover: "#b80918",
    onAccent: "#ffffff",
    accentText: "#ff5a67",
    danger: "#ff5a67",
    dangerSurface: "#2a0e12",
    success: "#34d399",
    warning: "#fbbf24",
    info: "#60a5fa",
    focusRing: "#ffd166",
    star: "#fbbf24",
    placeholder: "#1f1f27",
    scrim:
      "linear-gradient(to top, #0b0b0f 0%, rgba(11, 11, 15, 0.85) 40%, rgba(11, 11, 15, 0.2) 100%)",
  },
  space: {
    none: "0",
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "40px",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "12px",
    pill: "999px",
  },
  font: {
    body: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "2.5rem",
  },
  fontWeight: {
    regular: "400",
    medium: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.2",
    normal: "1.5",
  },
  size: {
    pageMaxWidth: "1200px",
    focusRingWidth: "3px",
    focusRingOffset: "2px",
    borderWidth: "1px",
    controlSm: "32px",
    controlMd: "40px",
    controlLg: "48px",
    iconSm: "16px",
    iconMd: "20px",
    iconLg: "32px",
    iconXl: "48px",
    cardMin: "200px",
    cardMinMobile: "150px",
    rowCard: "180px",
    rowCardMobile: "140px",
    // A row of cards as tall as it usually lays out (title, one- or two-line
    // card titles): the room a row keeps while the browser skips rendering it.
    rowHeight: "425px",
    rowHeightMobile: "365px",
    heroMinHeight: "480px",
    heroMinHeightMobile: "360px",
    detailPoster: "240px",
    avatar: "40px",
    thumbnail: "160px",
    thumbnailSm: "40px",
    menuMinWidth: "220px",
    searchWidth: "280px",
    toastWidth: "360px",
    textMaxWidth: "720px",
    headerHeight: "64px",
    sidebarWidth: "248px",
    dialogSm: "420px",
    dialogMd: "560px",
    tileMin: "224px",
  },
  zIndex: {
    header: "50",
    overlay: "70",
    modal: "80",
    // Menus open from inside dialogs too (the player's source menu): in their
    // portal under <body>, they must sit above the modal that holds them.
    dropdown: "85",
    toast: "90",
    effects: "100",
  },
  motion: {
    fast: "120ms",
    normal: "200ms",
    slow: "400ms",
  },
});
