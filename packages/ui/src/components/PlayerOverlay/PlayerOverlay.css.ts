import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above, below } from "../../theme/breakpoints";
import { playerBox, playerFrame } from "./playerFrame.css";

export const layout = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
});

export const topBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": { [above("tablet")]: { fontSize: vars.fontSize.lg } },
});

export const together = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexWrap: "wrap",
});

export const sourceLabel = style({
  flexShrink: 0,
  // 'Kaynak 1/5' on one line, whatever the phone (issue 31).
  whiteSpace: "nowrap",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const stage = style({
  position: "relative",
  flex: 1,
  minHeight: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.sm,
  "@media": { [above("tablet")]: { padding: vars.space.xl } },
});

/** The shared 16:9 player box, no larger than the stage allows. */
export const frameBox = style([
  playerBox,
  { maxWidth: `calc((100dvh - 2 * ${vars.size.controlLg}) * 16 / 9)` },
]);

export const frame = playerFrame;

export const cover = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: "center",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

/** The error panel stays in flow: its text and buttons never overflow the box. */
export const errorCover = style([cover, { position: "relative", inset: "auto" }]);

export const loadingText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const spinnerSize = style({ fontSize: vars.size.iconLg, color: vars.color.accentText });

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.danger,
});

export const errorTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  "@media": { [above("tablet")]: { fontSize: vars.fontSize.xl } },
});

export const errorActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
});

/** The 'Sonraki Bölüm' countdown: over the player's bottom right corner. */
export const corner = style({
  position: "absolute",
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  display: "flex",
  justifyContent: "flex-end",
  // The strip spans the stage on phones: only the card itself takes clicks.
  pointerEvents: "none",
  "@media": {
    [above("tablet")]: { right: vars.space.xl, bottom: vars.space.xl, left: "auto" },
  },
});

globalStyle(`${corner} > *`, { pointerEvents: "auto" });

/** The overlay's own controls in the top bar (language badges, source menu, shortcuts). */
export const controls = style({
  display: "flex",
  flexShrink: 0,
  alignItems: "center",
  gap: vars.space.sm,
  // A phone held upright has no room beside the title: the controls get a
  // row of their own under it (the title and the close button stay on top).
  "@media": { [below("md")]: { order: 1, flexBasis: "100%" } },
});

const tapZoneBase = style({
  position: "absolute",
  top: 0,
  // The player's own control strip stays its own.
  bottom: vars.size.controlLg,
  width: "calc(100% / 3)",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  // No double-tap zoom, and no wait for one before the click.
  touchAction: "manipulation",
  WebkitTapHighlightColor: "transparent",
});

export const tapZone = styleVariants({
  back: [tapZoneBase, { left: 0 }],
  forward: [tapZoneBase, { right: 0 }],
});

const fadeOut = keyframes({
  from: { opacity: 1, transform: "scale(1)" },
  to: { opacity: 0, transform: "scale(1.3)" },
});

export const tapFlash = style({
  display: "grid",
  placeItems: "center",
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.iconLg,
  color: vars.color.text,
  backgroundColor: vars.color.overlay,
  animation: `${fadeOut} calc(${vars.motion.slow} * 2) ease-out forwards`,
  pointerEvents: "none",
});

/** The player's place while its code arrives: the whole screen, as the player will take it. */
export const loadingScreen = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  backgroundColor: vars.color.surface,
});

/**
 * 'Klavye Kısayolları' only where there is a keyboard (issue 31: it showed on
 * touch phones): a fine pointer that hovers, or once a key was pressed in
 * the player (a tablet with a keyboard).
 */
export const keyboardOnly = style({
  display: "none",
  "@media": { "(hover: hover) and (pointer: fine)": { display: "inline-flex" } },
  selectors: { "[data-keyboard] &": { display: "inline-flex" } },
});
