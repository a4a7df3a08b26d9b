import { globalStyle } from "@vanilla-extract/css";
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
