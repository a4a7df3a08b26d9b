import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { diziQuery, filterSeriesByTitle } from "@sinema/api";
import { CardGrid, ContentCard, EmptyState, LoadingState } from "@sinema/ui";
import { api } from "../api";
import { diziCard } from "../content/cards";
import { pageData } from "../data";
import { useOrigin } from "../ssr/origin";
import { PageMeta } from "../seo/PageMeta";
import { itemListJsonLd } from "../seo/jsonLd";
import * as styles from "./pages.css";

/** The series file comes with the page (the component reads it from the cache). */
export async function loader({ context }: LoaderFunctionArgs) {
  const page = pageData(context);
  await page.prefetch(diziQuery(page.api)).catch(() => undefined);
  return null;
}

/** all-series: every series of /dizi.json, filtered by title (SPEC.md §2). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const term = params.get("q") ?? "";
  const dizi = useQuery(diziQuery(api));
  const shown = filterSeriesByTitle(dizi.data ?? [], term);
  const origin = useOrigin();
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title="Tüm Diziler"
        description="Sitedeki bütün diziler: sezonları ve bölümleriyle."
        canonicalPath="/all-series"
        jsonLd={[
          itemListJsonLd(
            origin,
            "Tüm Diziler",
            shown.slice(0, 50).map((s) => ({ name: s.title, path: `/shows/${s.slug}` })),
          ),
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Tüm Diziler</h1>
      </header>
      <input
        className={styles.searchInput}
        type="search"
        aria-label="Dizi adı ara"
        placeholder="Dizi adı ara..."
        value={term}
        onChange={(event) =>
          setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
        }
      />
      {dizi.isPending ? (
        <LoadingState message="Yükleniyor..." />
      ) : dizi.isError ? (
        <p role="alert" className={styles.error}>
          {dizi.error instanceof Error && dizi.error.message
            ? `Hata: ${dizi.error.message}`
            : "Hata"}
        </p>
      ) : shown.length === 0 ? (
        <EmptyState message="Aramanıza uygun dizi bulunamadı." />
      ) : (
        <CardGrid label="Tüm Diziler">
          {shown.map((series, index) => (
            <ContentCard
              key={series.slug}
              headingLevel={2}
              priority={index < 6}
              item={diziCard(series, "/shows/", { withGenre: true })}
            />
          ))}
        </CardGrid>
      )}
    </main>
  );
}
