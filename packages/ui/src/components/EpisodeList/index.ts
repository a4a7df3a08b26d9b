export { EpisodeList, type Episode, type EpisodeListProps } from "./EpisodeList";
