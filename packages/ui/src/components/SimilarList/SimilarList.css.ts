import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
