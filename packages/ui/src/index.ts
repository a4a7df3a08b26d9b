export * from "./theme";
export * from "./lib/earlyActions";
export * from "./components/Button";
export * from "./components/Spinner";
export * from "./components/Link";
export * from "./components/IconButton";
export * from "./components/Badge";
export * from "./components/Poster";
export * from "./components/RatingDisplay";
export * from "./components/StarRating";
export * from "./components/LoadingState";
export * from "./components/PageSkeleton";
export * from "./components/ErrorState";
export * from "./components/EmptyState";
export * from "./components/Toast";
export {
  formatCount,
  formatDate,
  formatDay,
  formatLira,
  formatPercentChange,
  formatRate,
  formatSeconds,
  formatShare,
  formatShortDate,
  formatShortDateTime,
} from "./format";
export * from "./components/ContentCard";
export * from "./components/CardGrid";
export * from "./components/ContentRow";
export * from "./components/Hero";
export * from "./components/SeriesHeader";
export * from "./components/PopularSection";
export * from "./components/TalkShowBanner";
export * from "./components/Select";
export * from "./components/TextField";
export * from "./components/Checkbox";
export * from "./components/FormAlert";
export * from "./components/GenreSelect";
export * from "./components/FilterTabs";
export * from "./components/ListPageLayout";
export * from "./components/DetailHero";
export * from "./components/ActionBar";
export * from "./components/WatchLink";
export * from "./components/CastList";
export * from "./components/FilmInfo";
export * from "./components/CommentList";
export * from "./components/CommentBox";
export * from "./components/SimilarList";
export * from "./components/SeasonTabs";
export * from "./components/EpisodeList";
export * from "./components/StaticShowView";
export * from "./components/DropdownMenu";
export * from "./components/SearchSuggestions";
export * from "./components/Header";
export * from "./components/Footer";
export * from "./components/Dialog";
export * from "./components/ConfirmDialog";
export * from "./components/PlayerOverlay";
export * from "./components/LanguageBadges";
export * from "./components/SourceMenu";
export * from "./components/ShortcutsHelpDialog";
export * from "./components/LiveAnnouncer";
export * from "./components/EmbedViewer";
export * from "./components/RoomModal";
export * from "./components/ReactionBar";
export * from "./components/QuietNotice";
export * from "./components/ChatPanel";
export * from "./components/CoupleModeButton";
export * from "./components/HeartTrail";
export * from "./components/FloatingHearts";
export * from "./components/AdminLayout";
export * from "./components/StatCard";
export * from "./components/StatTiles";
export * from "./components/Pager";
export * from "./components/DataTable";
export * from "./components/AuditList";
export * from "./components/AdminLoginForm";
export * from "./components/ComingSoon";
export * from "./components/ChartPlaceholder";
export * from "./components/ProgressBar";
export * from "./components/ListToggle";
export * from "./components/ContinueRow";
export * from "./components/ResumePrompt";
export * from "./components/NextEpisodeCountdown";
export * from "./components/DeviceTransferDialog";
export * from "./components/TmdbSearchDialog";
export * from "./components/TmdbRefreshDialog";
export * from "./components/TmdbBulkDialog";
export * from "./components/QrCode";
