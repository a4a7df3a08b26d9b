/**
 * The rules that keep an element for screen readers but do not draw it; shared
 * by the visuallyHidden class and styles that hide only at some sizes.
 */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
