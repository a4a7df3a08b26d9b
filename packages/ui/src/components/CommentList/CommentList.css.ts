import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const comment = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.avatar} minmax(0, 1fr)`,
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const avatar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xxs} ${vars.space.md}`,
});

export const user = style({ fontWeight: vars.fontWeight.bold });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const text = style({ margin: 0, overflowWrap: "anywhere" });

export const reactions = style({
  display: "flex",
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const reaction = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
