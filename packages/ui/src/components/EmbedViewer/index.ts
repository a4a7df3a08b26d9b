export {
  EMBED_TEXT,
  EmbedFrame,
  EmbedGrid,
  EmbedViewerHeader,
  titleFromEpisodeUrl,
  type EmbedFrameProps,
  type EmbedGridItem,
  type EmbedGridProps,
  type EmbedViewerHeaderProps,
} from "./EmbedViewer";
