import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/**
 * The 16:9 box a player frame sits in, shared by the player overlay and the
 * embed viewer. A grid, so an in-flow panel (loading, error, fallback) fills
 * it and may grow past 16:9 on a narrow phone.
 */
export const playerBox = style({
  position: "relative",
  display: "grid",
  width: "100%",
  aspectRatio: "16 / 9",
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  // No overflow clipping: it would stop the box from growing with its panel.
});

/** The player frame itself, filling its box. */
export const playerFrame = style({
  position: "absolute",
  borderRadius: vars.radius.md,
  inset: 0,
  width: "100%",
  height: "100%",
  border: "none",
});
