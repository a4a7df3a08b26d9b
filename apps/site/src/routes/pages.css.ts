import { style } from "@vanilla-extract/css";
import { vars } from "@sinema/ui";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
});

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const searchInput = style({
  width: "100%",
  maxWidth: "28rem",
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
});

export const error = style({
  color: vars.color.danger,
  margin: 0,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.lg,
});
