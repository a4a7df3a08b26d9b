import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ position: "relative", width: "100%" });

export const input = style({
  width: "100%",
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  selectors: { "&::placeholder": { color: vars.color.textMuted } },
});

export const listbox = style({
  position: "absolute",
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: `calc(${vars.size.thumbnail} * 3)`,
  overflowY: "auto",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 ${vars.space.sm} ${vars.space.xl} ${vars.color.overlay}`,
});

export const option = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.thumbnailSm} minmax(0, 1fr)`,
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": {
      backgroundColor: vars.color.surfaceHover,
      outline: `${vars.size.borderWidth} solid ${vars.color.focusRing}`,
    },
    "&:hover": { backgroundColor: vars.color.surfaceHover },
  },
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const meta = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const status = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The part of a title that matches the typed text. */
export const match = style({
  backgroundColor: "transparent",
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

/** 'Tüm sonuçlar (n)': one text line across the option, below the suggestions. */
export const showAll = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: "center",
});
