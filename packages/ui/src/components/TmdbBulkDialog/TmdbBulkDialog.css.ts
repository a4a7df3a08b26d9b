import { globalStyle, style } from "@vanilla-extract/css";
import { above } from "../../theme/breakpoints";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** The filters: one column on a phone, two from 480 px, three from 640 px (the list keeps the room). */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  "@media": {
    [above("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [above("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const listButton = style({
  display: "flex",
  justifyContent: "flex-end",
  alignSelf: "end",
  gridColumn: "1 / -1",
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const listHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const candidates = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  // Room for the focus ring of the first and last box inside the scroll box.
  padding: vars.space.xxs,
  listStyle: "none",
  maxHeight: "min(50vh, 28rem)",
  overflowY: "auto",
});

export const candidate = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const thumb = style({ flexShrink: 0, width: vars.size.thumbnailSm });

export const names = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
  overflowWrap: "anywhere",
});

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const sub = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const existing = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const editLink = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.medium });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const confirm = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const confirmText = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

export const running = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const progressLine = style({ margin: 0, fontSize: vars.fontSize.lg });

export const progressCount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const failures = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const failuresHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const failureList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  maxHeight: "min(40vh, 20rem)",
  overflowY: "auto",
  overflowWrap: "anywhere",
});

globalStyle(`${candidate} img`, { display: "block" });
