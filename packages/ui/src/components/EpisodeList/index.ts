export { episodeCode, EpisodeList, type Episode, type EpisodeListProps } from "./EpisodeList";
