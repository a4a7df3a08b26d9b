export * from "./TmdbSearchDialog";
