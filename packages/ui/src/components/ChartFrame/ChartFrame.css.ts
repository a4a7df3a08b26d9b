import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const swatch = style({
  display: "inline-block",
  width: vars.space.md,
  height: vars.space.xxs,
  borderRadius: vars.radius.pill,
});

/** The drawing: a fixed height so the page does not jump when data arrives. */
export const plot = style({
  position: "relative",
  height: `calc(${vars.size.controlLg} * 6)`,
  minWidth: 0,
});

export const plotTall = style({
  height: `calc(${vars.size.controlLg} * 9)`,
});

export const drawing = style({ height: "100%" });

export const state = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
});

// Recharts draws the axes; their text and lines take the theme's colours.
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});
globalStyle(`${plot} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});
globalStyle(`${plot} .recharts-tooltip-wrapper`, { outline: "none" });

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const tooltipTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const tooltipLine = style({ margin: 0, color: vars.color.textMuted });
