export * from "./catalog/client";
export * from "./catalog/queries";
export * from "./sync";
