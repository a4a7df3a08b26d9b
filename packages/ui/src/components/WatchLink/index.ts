export * from "./WatchLink";
