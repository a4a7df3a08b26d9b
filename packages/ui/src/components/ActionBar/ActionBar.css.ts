import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const bar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const active = style({ borderColor: vars.color.accentText, color: vars.color.accentText });

export const icon = style({ width: "1.1em", height: "1.1em" });
