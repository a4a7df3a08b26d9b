import { globalStyle, keyframes } from "@vanilla-extract/css";
import { EARLY_ACTION_ATTRIBUTE } from "../lib/earlyActions";
import { vars } from "./contract.css";
import { reducedMotion } from "./breakpoints";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  colorScheme: "dark",
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("a", { color: "inherit" });

// One visible focus style on the dark background for every interactive element.
globalStyle(":focus-visible", {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
});

globalStyle("*, *::before, *::after", {
  "@media": {
    [reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

globalStyle("html", {
  "@media": { [reducedMotion]: { scrollBehavior: "auto" } },
});

/*
 * A control tapped before the page is live (its tap is kept and replayed,
 * lib/earlyActions.ts) says that it is getting ready: it pulses and the
 * pointer shows progress until its action runs. Only opacity changes:
 * nothing moves. Under reduced motion it stays dimmed instead of pulsing.
 */
const gettingReady = keyframes({ from: { opacity: 1 }, to: { opacity: 0.45 } });
// A radio's label (a star of 'Puan Ver') is what shows of it.
const gettingReadyControl = `[${EARLY_ACTION_ATTRIBUTE}][aria-busy="true"]`;
globalStyle(`${gettingReadyControl}, ${gettingReadyControl} + label`, {
  cursor: "progress",
  opacity: 0.6,
  animation: `${gettingReady} 0.6s ease-in-out infinite alternate`,
});
