import { useContext, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { playableVideo, rebaseDemoPlayerUrl, type DiziSeries } from "@sinema/api";
import { CoupleModeButton, earlyAction, StaticShowView } from "@sinema/ui";
import { CoupleModeContext } from "../couple/CoupleModeContext";
import { runtimeConfigQuery } from "../api";
import { MissingPageMeta } from "../seo/PageMeta";
import { toStaticShow } from "./staticShow";
import { staticSeriesFacts, TitleMeta } from "./TitlePage";

export interface StaticShowPageProps {
  series: DiziSeries | null;
  /** The series' one address for search engines (packages/api's seriesCanonicalPath). */
  canonicalPath: string;
  /** SPEC.md §2: back to /all-series on shows/{slug}, to / on series/{slug}. */
  notFoundHref: string;
  notFoundLinkLabel: string;
}

/** A series of /dizi.json: poster, overview, the video frame and its seasons (SPEC.md §2). */
export function StaticShowPage({
  series,
  canonicalPath,
  notFoundHref,
  notFoundLinkLabel,
}: StaticShowPageProps) {
  // SPEC.md §4: selection starts at 0 (the page remounts per show, which resets it).
  const [selection, setSelection] = useState({ season: 0, episode: 0 });
  const config = useQuery(runtimeConfigQuery);
  const couple = useContext(CoupleModeContext);
  if (!series) {
    return (
      <main id="main">
        <MissingPageMeta title="Dizi bulunamadı" description="Dizi bulunamadı" />
        <StaticShowView
          status="notFound"
          selectedSeason={0}
          selectedEpisode={0}
          onSelect={() => {}}
          notFoundHref={notFoundHref}
          notFoundLinkLabel={notFoundLinkLabel}
        />
      </main>
    );
  }
  const selected = playableVideo(series, selection.season, selection.episode);
  const video = selected && rebaseDemoPlayerUrl(selected, config.data?.embedBaseUrls[0]);
  return (
    <main id="main">
      <TitleMeta facts={staticSeriesFacts(series, canonicalPath)} />
      <StaticShowView
        status="ready"
        show={toStaticShow(series)}
        videoUrl={video}
        selectedSeason={selection.season}
        selectedEpisode={selection.episode}
        onSelect={(season, episode) => setSelection({ season, episode })}
        notFoundHref={notFoundHref}
        notFoundLinkLabel={notFoundLinkLabel}
        actions={
          // The floating button would cover this page's player (issue 31 item 5).
          <CoupleModeButton
            {...earlyAction("couple")}
            inPage
            connected={couple.connected}
            aria-haspopup="dialog"
            onClick={couple.openRoomDialog}
          />
        }
      />
    </main>
  );
}
