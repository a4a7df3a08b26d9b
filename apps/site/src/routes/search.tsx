import { useEffect, useRef } from "react";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  itemFromMovie,
  matchesLanguageFilter,
  parseLanguagePreference,
  searchEvent,
  searchQuery,
} from "@sinema/api";
import {
  CardGrid,
  ContentCard,
  EmptyState,
  LIST_LANGUAGE_OPTIONS,
  LoadingState,
  Select,
} from "@sinema/ui";
import { api } from "../api";
import { itemTitle, toCard } from "../content/cards";
import { pageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import { trackEvent } from "../stats/events";
import * as styles from "./pages.css";
import { CardListToggle } from "../viewer/CardListToggle";

/** The results come with the page (the component reads them from the cache). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const page = pageData(context);
  if (term) await page.prefetch(searchQuery(page.api, term));
  return null;
}

/**
 * search?q=: the catalogue's matches. Each card links by its type (films to
 * /movie/, series to /series/): SPEC.md §2's "/movie/{_id}" for every result
 * would open a series as "İçerik bulunamadı" (issue 17).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const term = (params.get("q") ?? "").trim();
  // Issue 15: ?dil=dublaj|altyazi narrows the results, like the list pages.
  const language = parseLanguagePreference(params.get("dil"));
  const results = useQuery({ ...searchQuery(api, term), enabled: term.length > 0 });
  const movies = (results.data ?? []).filter((movie) => matchesLanguageFilter(movie, language));
  const setLanguage = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const chosen = parseLanguagePreference(value);
        if (chosen) next.set("dil", chosen);
        else next.delete("dil");
        return next;
      },
      { preventScrollReset: true },
    );
  const searching = term.length > 0 && results.isPending;
  // Issue 16: each query's results are counted once, when the page shows them.
  const shownCount = results.isSuccess ? movies.length : null;
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (shownCount === null || counted.current === term) return;
    counted.current = term;
    trackEvent(searchEvent(term, shownCount));
  }, [term, shownCount]);

  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={term ? `"${term}" için arama sonuçları` : "Arama"}
        description={
          term ? `"${term}" için film ve dizi sonuçları.` : "Film, dizi veya oyuncu arayın."
        }
        canonicalPath={term ? `/search?q=${encodeURIComponent(term)}` : "/search"}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Arama Sonuçları</h1>
        {term ? (
          <p className={styles.muted} aria-live="polite">
            {searching ? "Aranıyor..." : `${movies.length} sonuç bulundu`}
          </p>
        ) : null}
        {term ? (
          <div className={styles.toolbar}>
            <Select
              label="Dil"
              value={language ?? ""}
              options={LIST_LANGUAGE_OPTIONS}
              onChange={setLanguage}
            />
          </div>
        ) : null}
      </header>
      {!term ? (
        <EmptyState message="Arama yapın" />
      ) : searching ? (
        <LoadingState message="Aranıyor..." />
      ) : movies.length === 0 ? (
        <EmptyState
          message="Sonuç bulunamadı"
          action={<p className={styles.muted}>{`"${term}" için sonuç bulunamadı`}</p>}
        />
      ) : (
        <CardGrid label="Arama sonuçları">
          {movies.map((movie, index) => {
            const item = itemFromMovie(movie);
            const card = toCard(item);
            return (
              <ContentCard
                key={movie._id}
                headingLevel={2}
                priority={index < 6}
                item={card}
                action={<CardListToggle card={card} title={itemTitle(item)} />}
              />
            );
          })}
        </CardGrid>
      )}
    </main>
  );
}
