import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const page = style({
  display: "grid",
  placeItems: "center",
  minHeight: "100dvh",
  padding: vars.space.lg,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: `min(100%, ${vars.size.dialogSm})`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  textAlign: "center",
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const errorBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const inputWrap = style({ position: "relative", display: "flex" });

export const input = style({
  width: "100%",
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const passwordInput = style([input, { paddingRight: vars.size.controlLg }]);

export const toggle = style({
  position: "absolute",
  top: 0,
  right: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlLg,
  height: "100%",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text } },
});

export const homeLink = style({
  alignSelf: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { "&:hover": { color: vars.color.text } },
});
