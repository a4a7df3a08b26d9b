import { style } from "@vanilla-extract/css";
import { above, below, vars } from "@sinema/ui";

/** A screen's blocks, one under the other. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** A section's heading with a link beside it ('Tümünü Gör'). */
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The dashboard's four figures: two per row, four once the page is wide. */
export const statGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [above("xl")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

/** The two recent tables side by side only when both fit without scrolling. */
export const recentGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [above("xxl")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** Search, refresh and add above a table; wraps on phones. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const searchField = style({
  flex: "1 1 16rem",
  minWidth: 0,
  maxWidth: vars.size.textMaxWidth,
});

export const toolbarActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [below("sm")]: { width: "100%" } },
});

export const resultCount = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The poster column: a thumbnail that keeps its shape while loading. */
export const thumb = style({ display: "block", width: vars.size.thumbnailSm });

export const filmTitle = style({ fontWeight: vars.fontWeight.medium });

export const subText = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The user column: initials avatar beside name and address. */
export const userCell = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minWidth: "12rem",
});

export const avatar = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The film form: two columns from tablets up, long fields across both. */
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const formGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [above("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** The type and status selects, each with its error under it. */
export const selectField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

/** Long fields (addresses, description) across both columns. */
export const fullField = style({
  "@media": { [above("md")]: { gridColumn: "1 / -1" } },
});

export const checks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  "@media": { [above("md")]: { gridColumn: "1 / -1" } },
});

export const formActions = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

/** The form scrolls inside the dialog on short screens. */
export const dialogBody = style({
  maxHeight: "70dvh",
  overflowY: "auto",
  // Room for focus rings at the scroll edges.
  padding: vars.space.xxs,
});

/** Issue 16: film management's filters and sort, in a row that wraps. */
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
});

/** Issue 16: the audit page's search, action and days, bottoms aligned (the search's label is hidden). */
export const auditFilters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

/** Issue 16: select-all and the bulk actions above the film table. */
export const bulkBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  fontSize: vars.fontSize.sm,
});

/** Issue 33: 'TMDB'den Ekle' above the empty form. */
export const formIntro = style({
  display: "flex",
  justifyContent: "flex-end",
  marginBottom: vars.space.md,
});

/** Issue 33: what the import filled beside the form's fields. */
export const importedSummary = style({
  marginBottom: vars.space.md,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const importedHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
});

export const importedList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
});

export const importedRow = style({
  display: "grid",
  gridTemplateColumns: "8rem minmax(0, 1fr)",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
});

export const importedNote = style({ color: vars.color.warning });
