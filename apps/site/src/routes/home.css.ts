import { style } from "@vanilla-extract/css";
import { vars } from "@sinema/ui";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
