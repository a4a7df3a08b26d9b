/**
 * Icons drawn by CSS instead of inline SVG, for the ones a page repeats on
 * every card (the rating's star, the language badges, the card's list button).
 * Each inline lucide icon is an <svg> plus one to six shapes: on home's 155
 * cards that was ~1,300 of its ~5,000 elements, all parsed, styled, laid out
 * and hydrated before the page answers (issue 18). Here the same lucide
 * drawing becomes the mask of one empty <span> whose colour is the text's
 * (`currentColor`), so it looks the same and costs one element.
 *
 * The SVG is rendered from the lucide-react component when the stylesheet is
 * built: no script draws it in the browser, and the shapes stay lucide's.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { style } from "@vanilla-extract/css";
import type { LucideIcon } from "lucide-react";
import { AudioLines, Captions, Check, ListPlus, Star } from "lucide-react";

/** The icon's drawing as a CSS url(): black strokes (and fill when asked) on nothing. */
function maskOf(icon: LucideIcon, { filled = false }: { filled?: boolean } = {}): string {
  const svg = renderToStaticMarkup(
    createElement(icon, { color: "#000", ...(filled ? { fill: "#000" } : {}) }),
  )
    // lucide's class names and aria-hidden mean nothing inside an image.
    .replace(/ (class|aria-hidden)="[^"]*"/g, "")
    .replaceAll('"', "'");
  // Only what a data: URL in CSS must escape, so the stylesheet stays small.
  const escaped = svg.replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${escaped}")`;
}

/** 1em square in the text's colour, like an inline lucide icon at size="1em". */
const maskIcon = style({
  display: "inline-block",
  flexShrink: 0,
  width: "1em",
  height: "1em",
  backgroundColor: "currentColor",
  // Unprefixed masks: Chromium 120, Firefox 53, Safari 15.4.
  maskPosition: "center",
  maskRepeat: "no-repeat",
  maskSize: "100% 100%",
});

function iconClass(icon: LucideIcon, options?: { filled?: boolean }) {
  const image = maskOf(icon, options);
  return style([maskIcon, { maskImage: image }]);
}

export const starIcon = iconClass(Star, { filled: true });
export const audioLinesIcon = iconClass(AudioLines);
export const captionsIcon = iconClass(Captions);
export const checkIcon = iconClass(Check);
export const listPlusIcon = iconClass(ListPlus);
