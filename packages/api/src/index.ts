export * from "./catalog/client";
export * from "./catalog/queries";
