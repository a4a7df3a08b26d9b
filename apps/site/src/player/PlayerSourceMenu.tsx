import {
  languageBadges,
  type FallbackState,
  type PlayerSource,
  type SourceStatus,
} from "@sinema/api";
import { SourceMenu, type SourceMenuItem, type SourceMenuState } from "@sinema/ui";

const MENU_STATE: Record<SourceStatus, SourceMenuState> = {
  idle: "idle",
  loading: "loading",
  playing: "playing",
  notReady: "notReady",
  error: "error",
};

/** The overlay's 'Kaynak k/n ▾': the fallback's verdict per source, with its host and languages. */
export function PlayerSourceMenu({
  fallback,
  ranked,
  onSelect,
}: {
  fallback: FallbackState;
  /** The sources as playerSources ranked them (hosts and languages). */
  ranked: readonly PlayerSource[];
  onSelect: (index: number) => void;
}) {
  const items: SourceMenuItem[] = fallback.sources.map((source, index) => {
    const known = ranked.find((candidate) => candidate.url === source.url);
    return {
      host: known?.hostLabel ?? new URL(source.url).host,
      ...(known ? languageBadges(known.languages) : {}),
      state: MENU_STATE[fallback.statuses[index] ?? "idle"],
    };
  });
  return <SourceMenu sources={items} currentIndex={fallback.index} onSelect={onSelect} />;
}
