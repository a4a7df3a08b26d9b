export * from "./TmdbRefreshDialog";
