import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: vars.size.dialogMd,
  padding: vars.space.xl,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  "@media": { [below("tablet")]: { padding: vars.space.lg } },
});

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const position = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": {
    // On a phone the two choices stack, each a full-width target.
    [below("md")]: { flexDirection: "column", alignItems: "stretch" },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
