import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  width: "1em",
  height: "1em",
  borderRadius: vars.radius.pill,
  border: `0.15em solid currentColor`,
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
});
