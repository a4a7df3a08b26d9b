export * from "./theme";
export * from "./components/Button";
export * from "./components/Spinner";
