import { style } from "@vanilla-extract/css";

/** The couple controls' place in the player's top bar: its children sit in the bar itself. */
export const playerSlot = style({ display: "contents" });
