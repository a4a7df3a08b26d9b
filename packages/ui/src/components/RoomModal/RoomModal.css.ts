import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const status = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

const dotBase = style({
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
});

export const dot = styleVariants({
  waiting: [dotBase, { backgroundColor: vars.color.warning }],
  connected: [dotBase, { backgroundColor: vars.color.success }],
  disconnected: [dotBase, { backgroundColor: vars.color.danger }],
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: "flex", gap: vars.space.sm });

export const codeInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.2em",
  textTransform: "uppercase",
  "::placeholder": {
    color: vars.color.textMuted,
    letterSpacing: "normal",
    fontWeight: vars.fontWeight.regular,
  },
});

export const toast = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The '💕' icon after the copy message, on the text's baseline. */
export const hearts = style({ color: vars.color.accentText, verticalAlign: "-0.15em" });

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: {
    "&::before, &::after": {
      content: '""',
      flex: 1,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
  },
});

export const partner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

const presenceBase = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const presence = styleVariants({
  here: [presenceBase, { color: vars.color.success }],
  away: [presenceBase, { color: vars.color.textMuted }],
  reconnecting: [presenceBase, { color: vars.color.warning }],
});

export const nameError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The name as typed: the code field's box without its upper case and spacing. */
export const nameInput = style([
  codeInput,
  { letterSpacing: "normal", textTransform: "none", fontWeight: vars.fontWeight.regular },
]);
