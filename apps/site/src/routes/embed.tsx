import { useEffect, useState } from "react";
import { useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { containsFolded, embedQuery, embedsQuery } from "@sinema/api";
import { EmbedFrame, EmbedGrid, EmbedViewerHeader, titleFromEpisodeUrl } from "@sinema/ui";
import { api, runtimeConfigQuery } from "../api";
import { pageData } from "../data";
import { usePlayer } from "../player/usePlayer";
import { PageMeta } from "../seo/PageMeta";
import * as styles from "./pages.css";

/** The embed list (and the chosen one) come with the page; the component reads them from the cache. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = pageData(context);
  await Promise.all([
    page.prefetch(embedsQuery(page.api)),
    params.episodeId ? page.prefetch(embedQuery(page.api, params.episodeId)) : undefined,
  ]).catch(() => undefined);
  return null;
}

/** embed, embed/{episodeId}: the embed viewer (SPEC.md §2). */
export function Component() {
  const navigate = useNavigate();
  const episodeId = useParams().episodeId;
  const [query, setQuery] = useState("");
  const [randomBusy, setRandomBusy] = useState(false);
  const embeds = useQuery(embedsQuery(api));
  const chosen = useQuery({ ...embedQuery(api, episodeId ?? ""), enabled: !!episodeId });
  const config = useQuery(runtimeConfigQuery);
  const frame = usePlayer(config.data?.embedBaseUrls ?? []);

  const list = embeds.data ?? [];
  const selected = episodeId ? (chosen.data ?? null) : (list[0] ?? null);
  const loadingSelection = episodeId ? chosen.isPending : embeds.isPending;
  const embedUrl = selected?.embed_url ?? null;

  // One source per embed: when it cannot be shown, the fallback panel offers a new tab.
  const { openWith } = frame;
  useEffect(() => {
    if (embedUrl) openWith([embedUrl]);
  }, [embedUrl, openWith]);

  const shown = list.filter((embed) => containsFolded(embed.title, query));

  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={selected ? selected.title : "Embed İzle"}
        description="Bölümleri gömülü oynatıcıda izleyin."
        canonicalPath={episodeId ? `/embed/${episodeId}` : "/embed"}
      />
      <h1 className={styles.title}>{selected ? selected.title : "Embed İzle"}</h1>
      <EmbedViewerHeader
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
        onRandom={async () => {
          setRandomBusy(true);
          try {
            const random = await api.catalog.randomEmbed();
            await navigate(`/embed/${random.slug}`);
          } catch (error) {
            // SPEC.md §8: a random-embed failure is only logged.
            console.error("Rastgele embed alınamadı", error);
          } finally {
            setRandomBusy(false);
          }
        }}
        randomBusy={randomBusy}
        query={query}
        onQueryChange={setQuery}
      />
      {loadingSelection ? null : (
        <EmbedFrame
          key={embedUrl ?? "none"}
          embedUrl={embedUrl}
          episodeUrl={selected?.episode_url ?? ""}
          failed={frame.state.status === "exhausted"}
          onLoad={() => frame.onSourceLoad(0)}
          onError={() => frame.onSourceError(0)}
          frameRef={frame.frameRef}
        />
      )}
      <EmbedGrid
        items={shown.map((embed) => ({
          id: embed.slug,
          title: embed.title || titleFromEpisodeUrl(embed.episode_url),
          href: `/embed/${embed.slug}`,
        }))}
        status={embeds.isPending ? "loading" : embeds.isError ? "error" : "ready"}
        {...(selected ? { selectedId: selected.slug } : {})}
      />
    </main>
  );
}
