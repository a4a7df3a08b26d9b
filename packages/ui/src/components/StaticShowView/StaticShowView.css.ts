import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const intro = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.detailPoster} minmax(0, 1fr)`,
  gap: vars.space.xl,
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
      gap: vars.space.lg,
    },
    [below("md")]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const poster = style({ "@media": { [below("md")]: { width: vars.size.thumbnail } } });

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const overview = style({ margin: 0, maxWidth: vars.size.textMaxWidth });

export const player = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.placeholder,
});

export const frame = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  border: 0,
});

export const noVideo = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const noVideoIcon = style({ width: vars.size.iconXl, height: vars.size.iconXl });

export const nowPlaying = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const seasons = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const buttonRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const episodeGrid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [below("tablet")]: {
      gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMinMobile}, 1fr))`,
    },
  },
});

export const episodeButton = style({
  width: "100%",
  justifyContent: "flex-start",
  textAlign: "left",
  minWidth: 0,
});

export const selected = style({ borderColor: vars.color.accentText, color: vars.color.accentText });

export const single = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: vars.space.xl,
  color: vars.color.danger,
  textAlign: "center",
});

export const notFound = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.xxl,
});

export const notFoundTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
