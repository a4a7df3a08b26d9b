import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { below } from "../../theme/breakpoints";

export const root = style({
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&[aria-busy="true"]': { borderStyle: "dashed" } },
});

export const message = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

export const errorText = style({ color: vars.color.danger });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

/**
 * Entries about to be replaced: the frame turns dashed and the pointer says
 * wait. Not dimmed: faded badges would fall below AA contrast.
 */
export const stale = style({ cursor: "progress" });

export const entry = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
  "@media": { [below("tablet")]: { padding: vars.space.md } },
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const title = style({
  flex: "1 1 12rem",
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
  // On phones the name gets a line of its own, under the badges and the button.
  "@media": { [below("md")]: { flexBasis: "100%", order: 1 } },
});

export const restore = style({ marginInlineStart: "auto" });

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const actor = style({ fontWeight: vars.fontWeight.medium });

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const changes = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, max-content) 1fr",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  "@media": { [below("md")]: { gridTemplateColumns: "1fr" } },
});

/** Each change is a row of the grid: its term and its values. */
export const change = style({ display: "contents" });

export const field = style({ color: vars.color.textMuted });

export const values = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  "@media": { [below("md")]: { marginBlockEnd: vars.space.xs } },
});

const value = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  overflowWrap: "anywhere",
  maxWidth: "100%",
});

export const before = style([
  value,
  { color: vars.color.textMuted, textDecoration: "line-through" },
]);

export const after = style([value, { color: vars.color.text }]);

export const arrow = style({ color: vars.color.textMuted });
