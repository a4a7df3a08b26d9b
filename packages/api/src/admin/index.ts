/**
 * The admin panel's rules and samples, a separate entry point
 * (`@sinema/api/admin`): a module reachable from the package's main entry
 * is bundled with the public pages, so admin code stays out of it.
 */
export * from "./session";
export * from "./films";
export * from "./filmList";
export * from "./filmForm";
export * from "./audit";
export * from "../samples/admin";
export * from "./stats";
export * from "./tmdbSearch";
export * from "./tmdbGenres";
export { airingStatusOf, seasonNumbers } from "./tmdbSeasons";
export * from "./tmdbImport";
export * from "./tmdbImportClient";
export * from "./tmdbRefresh";
export * from "./bulkImport";
export * from "./bulkImportClient";
