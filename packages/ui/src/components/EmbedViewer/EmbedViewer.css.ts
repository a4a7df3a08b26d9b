import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above } from "../../theme/breakpoints";
import { playerBox, playerFrame } from "../PlayerOverlay/playerFrame.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [above("tablet")]: { flexWrap: "nowrap", gap: vars.space.md } },
});

export const search = style({
  order: 3,
  flexBasis: "100%",
  "@media": { [above("tablet")]: { order: 0, flex: 1, flexBasis: "auto" } },
});

export const searchInput = style({
  width: "100%",
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  "::placeholder": { color: vars.color.textMuted },
});

export const spacer = style({ flex: 1, "@media": { [above("tablet")]: { display: "none" } } });

export const figure = style({ margin: 0 });

export const frameBox = playerBox;

export const frame = playerFrame;

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: "center",
});

export const panelText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  "@media": { [above("tablet")]: { fontSize: vars.fontSize.lg } },
});

export const panelIcon = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.warning,
});

export const frameTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

/** The new-tab link drawn as a primary button. */
export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { backgroundColor: vars.color.accentHover } },
});

export const gridSection = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const gridTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.tileMin}), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const gridLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': { borderColor: vars.color.accent },
  },
});

export const gridIcon = style({ flexShrink: 0, color: vars.color.accentText });

export const message = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const errorMessage = style([message, { color: vars.color.danger }]);
