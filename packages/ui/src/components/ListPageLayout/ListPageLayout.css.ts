import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
  "@media": { [below("tablet")]: { display: "grid", gridTemplateColumns: "1fr 1fr" } },
});

export const search = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: "1 1 auto",
  minWidth: vars.size.searchWidth,
  "@media": { [below("tablet")]: { gridColumn: "1 / -1", minWidth: 0 } },
});

export const searchLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const searchInput = style({
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  selectors: { "&::placeholder": { color: vars.color.textMuted } },
});
