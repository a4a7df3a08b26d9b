import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const row = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});
