import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const trigger = style({
  fontVariantNumeric: "tabular-nums",
  // 'Kaynak 1/5 ▾' on one line, whatever the phone (issue 31).
  whiteSpace: "nowrap",
});

export const caret = style({
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
});

/** Never wider than a phone's screen; long host names are cut, not the screen. */
export const content = style({
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
});

/** Two lines per source: name, host and state; then its language badges. */
export const item = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.iconSm} minmax(0, 1fr) auto`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const indicator = style({
  display: "inline-flex",
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.accentText,
  selectors: { [`${item}[data-highlighted] &`]: { color: "inherit" } },
});

export const name = style({
  display: "flex",
  gap: vars.space.xs,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
});

export const host = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  selectors: { [`${item}[data-highlighted] &`]: { color: "inherit" } },
});

const stateBase = style({
  justifySelf: "end",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  selectors: { [`${item}[data-highlighted] &`]: { color: "inherit" } },
});

export const state = styleVariants({
  loading: [stateBase, { color: vars.color.textMuted }],
  playing: [stateBase, { color: vars.color.success }],
  notReady: [stateBase, { color: vars.color.warning }],
  error: [stateBase, { color: vars.color.danger }],
});

export const badges = style({
  gridColumn: "2 / -1",
});
