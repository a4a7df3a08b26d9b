import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above, below } from "../../theme/breakpoints";

export const shell = style({
  display: "grid",
  minHeight: "100dvh",
  gridTemplateColumns: "1fr",
  "@media": { [above("tablet")]: { gridTemplateColumns: `${vars.size.sidebarWidth} 1fr` } },
});

export const sidebar = style({
  position: "sticky",
  top: 0,
  height: "100dvh",
  overflowY: "auto",
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [below("tablet")]: { display: "none" } },
});

export const nav = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minHeight: "100%",
  padding: vars.space.lg,
});

export const brand = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});

export const links = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
});

export const logout = style({ marginTop: "auto", justifyContent: "flex-start" });

export const main = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  "@media": { [above("tablet")]: { padding: `${vars.space.md} ${vars.space.xl}` } },
});

export const menuButton = style({
  "@media": { [above("tablet")]: { display: "none" } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  "@media": { [above("tablet")]: { padding: vars.space.xl } },
});

/** The slide-over never shows once the sidebar has room beside the page. */
export const sheet = style({
  "@media": { [above("tablet")]: { display: "none" } },
});
