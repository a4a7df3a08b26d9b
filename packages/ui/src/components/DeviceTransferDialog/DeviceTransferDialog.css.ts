import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

/**
 * The QR code's square: as wide as a grid card (200 px), enough for a phone
 * camera to read a link of this length; light, because QR readers expect
 * dark modules on a light ground.
 */
export const qr = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "center",
  width: vars.size.cardMin,
  height: vars.size.cardMin,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});

globalStyle(`${qr} > img, ${qr} > svg, ${qr} > canvas`, {
  display: "block",
  width: "100%",
  height: "100%",
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({
  minWidth: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  textOverflow: "ellipsis",
});

export const copied = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: "center",
});

export const done = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});

export const doneIcon = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  color: vars.color.success,
});

export const doneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
