import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** Square, as wide as its box. */
export const code = style({ display: "block", width: "100%", height: "auto", aspectRatio: "1" });

/** Light ground and dark modules whatever the theme: QR readers expect dark on light. */
export const ground = style({ fill: vars.color.text });

export const modules = style({ fill: vars.color.surface });
