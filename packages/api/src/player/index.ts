export * from "./fallback";
export * from "./frameUrl";
export * from "./health";
export * from "./messages";
export * from "./shortcuts";
export * from "./sources";
export * from "./timing";
export * from "./serverHealth";
