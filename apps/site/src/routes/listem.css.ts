import { style } from "@vanilla-extract/css";
import { vars } from "@sinema/ui";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.md,
});

export const spacer = style({ flex: 1 });

/** 'Cihaz Aktar' and 'Geçmişi Temizle' wrap together, never one without the other. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** A card with its 'Listeye Ekle' toggle in the poster's corner. */
export const item = style({ position: "relative", height: "100%" });

export const toggle = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
});
