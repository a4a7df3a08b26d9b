export * from "./talkShows";
export * from "./newReleases";
export * from "./contentSamples";
export * from "./similarFilms";
export * from "./comments";
export * from "./sampleLinks";
