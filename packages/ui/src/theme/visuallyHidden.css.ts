import { style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "./visuallyHiddenRules";

/** Read by screen readers, not drawn. */
export const visuallyHidden = style(visuallyHiddenRules);
