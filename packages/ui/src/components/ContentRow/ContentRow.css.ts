import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

/**
 * A row below the first screen (most of home) is laid out and painted only
 * as it comes near; until then it keeps a row's room, then its own ("auto"
 * remembers the size it had), so the page neither jumps nor grows.
 */
export const deferred = style({
  contentVisibility: "auto",
  containIntrinsicSize: `auto ${vars.size.rowHeight}`,
  // That containment clips paint at the box: a margin of room inside it keeps
  // focus rings and the cards' hover growth whole, and the layout where it was.
  padding: vars.space.sm,
  margin: `calc(-1 * ${vars.space.sm})`,
  "@media": {
    [below("tablet")]: { containIntrinsicSize: `auto ${vars.size.rowHeightMobile}` },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
  overflowWrap: "anywhere",
  "@media": { [below("tablet")]: { fontSize: vars.fontSize.lg } },
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
});

export const seeAll = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  marginRight: vars.space.sm,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const scroller = style({
  display: "flex",
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.sm}`,
  listStyle: "none",
  overflowX: "auto",
  // No scroll snapping: it would round the 320 px step to the nearest card edge.
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
  "@media": { [below("tablet")]: { gap: vars.space.sm } },
});

export const item = style({ flexShrink: 0, display: "flex" });

export const seeAllIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
