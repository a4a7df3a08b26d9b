export {
  StaticShowView,
  type StaticShow,
  type StaticShowEpisode,
  type StaticShowSeason,
  type StaticShowViewProps,
} from "./StaticShowView";
