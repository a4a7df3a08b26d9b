import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const scroll = style({ maxHeight: "min(60vh, 32rem)", overflow: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
});

export const head = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
]);

export const before = style({ color: vars.color.textMuted, textDecoration: "line-through" });

export const empty = style({ color: vars.color.textMuted });

export const handNote = style({
  display: "block",
  marginTop: vars.space.xxs,
  color: vars.color.warning,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });
