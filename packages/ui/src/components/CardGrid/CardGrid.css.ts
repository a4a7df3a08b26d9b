import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

/** SPEC.md §9: cards at least 200 px wide, 150 px under the 768 px breakpoint. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMinMobile}, 1fr))`,
      gap: vars.space.sm,
    },
  },
});

export const cell = style({ minWidth: 0 });
