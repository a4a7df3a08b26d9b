export { vars } from "./contract.css";
export { above, below, breakpoints, reducedMotion, type Breakpoint } from "./breakpoints";
