import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const scroller = style({
  width: "100%",
  overflowX: "auto",
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

/** Rows about to be replaced: dimmed, still readable, never moved. */
export const stale = style({});
globalStyle(`${stale} tbody`, { opacity: 0.6 });

/** Narrower cell padding for tables with many columns (the admin's ad and user lists). */
export const compact = style({});

export const headCell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "start",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { [`${compact} &`]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

const cellBase = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  verticalAlign: "middle",
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    "tr:last-child > &": { borderBottom: "none" },
    [`${compact} &`]: { padding: `${vars.space.md} ${vars.space.sm}` },
  },
});

export const cell = styleVariants({
  nowrap: [cellBase, { whiteSpace: "nowrap" }],
  wrap: [cellBase, { minWidth: vars.size.tileMin }],
});

export const align = styleVariants({
  start: { textAlign: "start" },
  end: { textAlign: "end" },
});

export const row = style({
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
});

export const message = style({
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const messageInner = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
});

export const errorText = style({ color: vars.color.danger });

export const actions = style({ display: "inline-flex", gap: vars.space.xxs });

export const actionButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover, color: vars.color.text } },
});

export const deleteButton = style([
  actionButton,
  { selectors: { "&:hover": { color: vars.color.danger } } },
]);
