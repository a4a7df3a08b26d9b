import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const searchRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });

export const searchField = style({ flex: 1, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const results = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  // Room for the focus ring of the first and last card inside the scroll box.
  padding: vars.space.xxs,
  listStyle: "none",
  maxHeight: "min(60vh, 32rem)",
  overflowY: "auto",
});

/** One card: the poster, then the names and facts; the whole card is the control. */
export const card = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
});

export const pickable = style({
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    "&:focus-visible": {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    "&:disabled": { cursor: "progress" },
  },
});

export const thumb = style({ flexShrink: 0, width: vars.size.thumbnailSm });

export const names = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const sub = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const facts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const existing = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const editLink = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.medium });

globalStyle(`${card} img`, { display: "block" });
