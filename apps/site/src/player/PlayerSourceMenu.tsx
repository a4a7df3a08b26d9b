import {
  languageBadges,
  type FallbackState,
  type PlayerSource,
  type SourceStatus,
} from "@sinema/api";
import { SourceMenu, type SourceMenuItem, type SourceMenuState } from "@sinema/ui";
import { memo } from "react";

const MENU_STATE: Record<SourceStatus, SourceMenuState> = {
  idle: "idle",
  loading: "loading",
  playing: "playing",
  notReady: "notReady",
  error: "error",
};

/**
 * The overlay's 'Kaynak k/n ▾': the fallback's verdict per source, with its
 * host and languages. Memoised on what it shows: the playing source reports
 * its position every 250 ms, and re-rendering an open menu that often made
 * arrow keys lag behind (Radix moves focus in a timeout).
 */
export const PlayerSourceMenu = memo(function PlayerSourceMenu({
  sources,
  statuses,
  index,
  ranked,
  onSelect,
}: {
  sources: FallbackState["sources"];
  statuses: FallbackState["statuses"];
  index: number;
  /** The sources as playerSources ranked them (hosts and languages). */
  ranked: readonly PlayerSource[];
  onSelect: (index: number) => void;
}) {
  const items: SourceMenuItem[] = sources.map((source, at) => {
    const known = ranked.find((candidate) => candidate.url === source.url);
    return {
      host: known?.hostLabel ?? new URL(source.url).host,
      ...(known ? languageBadges(known.languages) : {}),
      state: MENU_STATE[statuses[at] ?? "idle"],
    };
  });
  return <SourceMenu sources={items} currentIndex={index} onSelect={onSelect} />;
});
