import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { diziSeriesQuery } from "@sinema/api";
import { StaticShowView } from "@sinema/ui";
import { api, queryClient } from "../api";
import { StaticShowPage } from "../detail/StaticShowPage";
import { useRouteError } from "react-router";

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  return { slug, series: await queryClient.ensureQueryData(diziSeriesQuery(api, slug)) };
}

/** shows/{slug}: a series of the static file; unknown ones link back to all series. */
export function Component() {
  const { slug, series } = useLoaderData<typeof loader>();
  return (
    <StaticShowPage
      key={slug}
      series={series}
      path={`/shows/${slug}`}
      notFoundHref="/all-series"
      notFoundLinkLabel="Tüm Dizilere Dön"
    />
  );
}

export function HydrateFallback() {
  return (
    <StaticShowView
      status="loading"
      selectedSeason={0}
      selectedEpisode={0}
      onSelect={() => {}}
      notFoundHref="/all-series"
    />
  );
}

/** SPEC.md §8: series-file errors show as 'Hata: {message}' in red. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main">
      <StaticShowView
        status="error"
        errorMessage={error instanceof Error ? error.message : undefined}
        selectedSeason={0}
        selectedEpisode={0}
        onSelect={() => {}}
        notFoundHref="/all-series"
      />
    </main>
  );
}
