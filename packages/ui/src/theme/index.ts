// Self-hosted Inter: the latin subset covers ç ö ü, latin-ext covers ğ ş ı İ.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-ext-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-ext-600.css";
import "@fontsource/inter/latin-700.css";
import "@fontsource/inter/latin-ext-700.css";
import "./dark.css";
import "./global.css";

export { vars } from "./contract.css";
export { above, below, breakpoints, reducedMotion, type Breakpoint } from "./breakpoints";
