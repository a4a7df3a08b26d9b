import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: "center",
});
