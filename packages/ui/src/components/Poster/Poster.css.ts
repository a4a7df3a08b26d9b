import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css";

export const frame = recipe({
  base: {
    position: "relative",
    display: "block",
    width: "100%",
    overflow: "hidden",
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.placeholder,
  },
  variants: {
    ratio: {
      poster: { aspectRatio: "2 / 3" },
      backdrop: { aspectRatio: "16 / 9" },
      square: { aspectRatio: "1 / 1" },
    },
  },
  defaultVariants: { ratio: "poster" },
});

export const image = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: "center",
  fontSize: vars.fontSize.xs,
});

export const placeholderIcon = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});
