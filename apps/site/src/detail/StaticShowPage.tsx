import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { playableVideo, rebaseDemoPlayerUrl, type DiziSeries } from "@sinema/api";
import { StaticShowView } from "@sinema/ui";
import { runtimeConfigQuery } from "../api";
import { PageMeta } from "../seo/PageMeta";
import { useOrigin } from "../ssr/origin";
import { titleJsonLd } from "../seo/jsonLd";
import { toStaticShow } from "./staticShow";

export interface StaticShowPageProps {
  series: DiziSeries | null;
  path: string;
  /** SPEC.md §2: back to /all-series on shows/{slug}, to / on series/{slug}. */
  notFoundHref: string;
  notFoundLinkLabel: string;
}

/** A series of /dizi.json: poster, overview, the video frame and its seasons (SPEC.md §2). */
export function StaticShowPage({
  series,
  path,
  notFoundHref,
  notFoundLinkLabel,
}: StaticShowPageProps) {
  // SPEC.md §4: selection starts at 0 (the page remounts per show, which resets it).
  const [selection, setSelection] = useState({ season: 0, episode: 0 });
  const config = useQuery(runtimeConfigQuery);
  const origin = useOrigin();
  if (!series) {
    return (
      <main id="main">
        <PageMeta title="Dizi bulunamadı" description="Dizi bulunamadı" canonicalPath={path} />
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
      <PageMeta
        title={series.title}
        description={series.overview || `${series.title} dizisini HD izle.`}
        keywords={[series.title, ...series.genres, "dizi izle"]}
        canonicalPath={path}
        image={series.backdrop ?? series.img ?? undefined}
        ogType="video.tv_show"
        jsonLd={[
          titleJsonLd(origin, {
            kind: "series",
            name: series.title,
            path,
            description: series.overview,
            image: series.img ?? undefined,
            genres: series.genres,
            rating: series.rating ?? undefined,
            seasons: series.seasons.length || undefined,
          }),
        ]}
      />
      <StaticShowView
        status="ready"
        show={toStaticShow(series)}
        videoUrl={video}
        selectedSeason={selection.season}
        selectedEpisode={selection.episode}
        onSelect={(season, episode) => setSelection({ season, episode })}
        notFoundHref={notFoundHref}
        notFoundLinkLabel={notFoundLinkLabel}
      />
    </main>
  );
}
