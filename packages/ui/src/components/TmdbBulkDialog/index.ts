export * from "./TmdbBulkDialog";
