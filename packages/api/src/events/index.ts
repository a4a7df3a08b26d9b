export * from "./events";
export * from "./health";
export * from "./searchQuery";
export * from "./sender";
