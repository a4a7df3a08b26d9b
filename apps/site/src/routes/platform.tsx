import { useParams, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { platformHeading, platformQuery } from "@sinema/api";
import {
  CardGrid,
  ContentCard,
  EmptyState,
  LIST_EMPTY_MESSAGES,
  Link,
  LoadingState,
} from "@sinema/ui";
import { api } from "../api";
import { diziCard, diziTitle } from "../content/cards";
import { pageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import * as styles from "./pages.css";
import { CardListToggle } from "../viewer/CardListToggle";

/** The platform's series come with the page (the component reads them from the cache). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = pageData(context);
  await page.prefetch(platformQuery(page.api, params.platform ?? "")).catch(() => undefined);
  return null;
}

/** platform/{platform}: the static series of one streaming platform (SPEC.md §2). */
export function Component() {
  const slug = useParams().platform ?? "";
  const heading = platformHeading(slug);
  const series = useQuery(platformQuery(api, slug));
  const list = series.data ?? [];
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={heading}
        description={`${heading}: platformdaki diziler.`}
        canonicalPath={`/platform/${slug}`}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <Link href="/">Ana Sayfaya Dön</Link>
      </header>
      {series.isPending ? (
        <LoadingState />
      ) : series.isError ? (
        <p role="alert" className={styles.error}>
          {series.error instanceof Error ? `Hata: ${series.error.message}` : "Hata"}
        </p>
      ) : list.length === 0 ? (
        <EmptyState message={LIST_EMPTY_MESSAGES.platform} />
      ) : (
        <CardGrid label={heading}>
          {list.map((s) => {
            const card = diziCard(s, "/series/");
            return (
              <ContentCard
                key={s.slug}
                headingLevel={2}
                item={card}
                action={<CardListToggle card={card} title={diziTitle(s, "/series/")} />}
              />
            );
          })}
        </CardGrid>
      )}
    </main>
  );
}
