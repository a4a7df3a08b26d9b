export * from "./session";
export * from "./films";
export * from "./filmForm";
