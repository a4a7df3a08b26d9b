import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { genreQuery, type ContentItem } from "@sinema/api";
import { CardGrid, ContentCard, EmptyState, LoadingState } from "@sinema/ui";
import { pageData } from "../data";
import { useOrigin } from "../ssr/origin";
import { itemTitle, toCard } from "../content/cards";
import { CardListToggle } from "../viewer/CardListToggle";
import { routeErrorBoundary } from "../routing/RouteError";
import { PageMeta } from "../seo/PageMeta";
import { itemListJsonLd } from "../seo/jsonLd";
import * as styles from "./pages.css";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.genreId);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  const data = pageData(context);
  const page = await data.load(genreQuery(data.api, id));
  // An id no genre list knows is a page that does not exist.
  if (!page.genre) throw new Response("Not found", { status: 404 });
  return { id, page };
}

function GenreCard({ item }: { item: ContentItem }) {
  const card = toCard(item);
  return (
    <ContentCard
      item={card}
      headingLevel={3}
      action={<CardListToggle card={card} title={itemTitle(item)} />}
    />
  );
}

function Section({ title, items }: { title: string; items: readonly ContentItem[] }) {
  return (
    <section className={styles.page} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {items.length === 0 ? (
        <EmptyState message="Bu türde içerik bulunamadı." />
      ) : (
        <CardGrid label={title}>
          {items.map((item) => (
            <GenreCard key={`${item.type}-${item.id}`} item={item} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/** tur/{genreId}: 10 films and 10 series of the genre (SPEC.md §2). */
export function Component() {
  const { id, page } = useLoaderData<typeof loader>();
  const name = page.genre?.name ?? "";
  const origin = useOrigin();
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={`${name} Filmleri ve Dizileri`}
        description={`${name} türündeki filmler ve diziler.`}
        canonicalPath={`/tur/${id}`}
        jsonLd={[
          itemListJsonLd(
            origin,
            name,
            [...page.movies, ...page.series].map((item) => ({ name: item.title, path: item.href })),
          ),
        ]}
      />
      <h1 className={styles.title}>{name}</h1>
      <Section title="Filmler" items={page.movies} />
      <Section title="Diziler" items={page.series} />
    </main>
  );
}

export function HydrateFallback() {
  return <LoadingState />;
}

export const ErrorBoundary = routeErrorBoundary("Icerikler yuklenirken bir hata olustu.");
