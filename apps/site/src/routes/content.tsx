import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { CONTENT_GENRES, CONTENT_SAMPLES, sampleLinksQuery } from "@sinema/api";
import {
  CardGrid,
  ContentCard,
  EmptyState,
  FilterTabs,
  GenreSelect,
  LIST_EMPTY_MESSAGES,
  type ContentFilter,
} from "@sinema/ui";
import { sampleCard, sampleTitle } from "../content/cards";
import { pageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import * as styles from "./pages.css";
import { CardListToggle } from "../viewer/CardListToggle";

const FILTERS: readonly ContentFilter[] = ["all", "movie", "tv"];

function parseFilter(value: string | null): ContentFilter {
  return FILTERS.find((f) => f === value) ?? "all";
}

/** Which samples the catalogue has (those link to it; the rest are not links, issue 17). */
export async function loader({ context }: LoaderFunctionArgs) {
  const page = pageData(context);
  return { links: await page.load(sampleLinksQuery(page.api, "content", CONTENT_SAMPLES)) };
}

/** content: 'Tümü/Filmler/Diziler' with counts and a genre dropdown over the 15 samples (SPEC.md §2). */
export function Component() {
  const { links } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get("tur"));
  const genre = params.get("genre") ?? "";

  function update(name: string, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== "all") next.set(name, value);
      else next.delete(name);
      return next;
    });
  }

  const inGenre = CONTENT_SAMPLES.filter((item) => !genre || item.genres.includes(genre));
  const counts: Record<ContentFilter, number> = {
    all: inGenre.length,
    movie: inGenre.filter((item) => item.type === "movie").length,
    tv: inGenre.filter((item) => item.type === "tv").length,
  };
  const shown = filter === "all" ? inGenre : inGenre.filter((item) => item.type === filter);

  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title="Filmler ve Diziler"
        description="Film ve dizi seçkisi: türe göre filtreleyin."
        canonicalPath="/content"
      />
      <h1 className={styles.title}>Filmler ve Diziler</h1>
      <div className={styles.toolbar}>
        <FilterTabs
          value={filter}
          onValueChange={(value) => update("tur", value)}
          counts={counts}
        />
        <GenreSelect
          value={genre}
          onChange={(value) => update("genre", value)}
          genres={CONTENT_GENRES}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState message={LIST_EMPTY_MESSAGES.content} />
      ) : (
        <CardGrid label="Filmler ve Diziler">
          {shown.map((item) => {
            const card = sampleCard(item, links);
            return (
              <ContentCard
                key={item.id}
                item={card}
                headingLevel={2}
                action={<CardListToggle card={card} title={sampleTitle(item, links)} />}
              />
            );
          })}
        </CardGrid>
      )}
    </main>
  );
}
