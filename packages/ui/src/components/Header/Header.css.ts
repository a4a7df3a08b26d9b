import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { above, below } from "../../theme/breakpoints";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  maxWidth: vars.size.pageMaxWidth,
  minHeight: vars.size.headerHeight,
  margin: "0 auto",
  padding: `0 ${vars.space.lg}`,
  "@media": { [below("tablet")]: { gap: vars.space.sm } },
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
});

export const logoIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

/*
 * Doubled class (`&&`): these hide elements that bring their own `display`
 * (a link styled as a button, the IconButton), whatever order the stylesheet
 * puts the rules in — with equal specificity the hamburger once stayed
 * visible, and dead, on wide screens (issue 17).
 */
export const desktopOnly = style({
  "@media": { [below("lg")]: { selectors: { "&&": { display: "none" } } } },
});

export const mobileOnly = style({
  "@media": { [above("lg")]: { selectors: { "&&": { display: "none" } } } },
});

export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.xxs });

export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: "transparent",
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    "&[aria-current='page']": { color: vars.color.accentText },
    "&[data-state='open']": { backgroundColor: vars.color.surfaceHover },
  },
});

export const chevron = style({ width: vars.size.iconSm, height: vars.size.iconSm });

/** The 'Tür' genres as plain links, before the page is interactive or without script. */
export const genreDisclosure = style({ position: "relative" });

/** A disclosure's summary drawn as our buttons are, without the marker triangle. */
export const disclosureSummary = style({
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "details[open] > &": { backgroundColor: vars.color.surfaceHover },
  },
});

export const genreDropdown = style({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: vars.zIndex.dropdown,
  display: "grid",
  gridTemplateColumns: "repeat(2, max-content)",
  gap: vars.space.xxs,
  minWidth: vars.size.menuMinWidth,
  maxHeight: `calc(100vh - ${vars.size.headerHeight})`,
  overflowY: "auto",
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: "none",
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const genreDropdownLink = style([navLink, { width: "100%" }]);

export const search = style({
  flex: "1 1 auto",
  maxWidth: vars.size.searchWidth,
  marginLeft: "auto",
});

export const searchForm = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  width: "100%",
});

export const spacer = style({ flex: "1 1 auto" });

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
});

export const mobilePanel = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: vars.space.lg,
  maxHeight: `calc(100vh - ${vars.size.headerHeight})`,
  overflowY: "auto",
});

/** The phone menu before the page is interactive: under the header, over the page. */
export const mobileDisclosurePanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const mobileSearch = style({ marginBottom: vars.space.md });

export const mobileList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const mobileLink = style([
  navLink,
  { width: "100%", minHeight: vars.size.controlMd, fontSize: vars.fontSize.md },
]);

export const mobileHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
});

export const genreGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
