import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { diziSeriesQuery } from "@sinema/api";
import { StaticShowView } from "@sinema/ui";
import { pageData } from "../data";
import { StaticShowPage } from "../detail/StaticShowPage";
import { staticCanonicalPath } from "../detail/staticShow";
import { useRouteError } from "react-router";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const page = pageData(context);
  const series = await page.load(diziSeriesQuery(page.api, slug));
  // An unknown slug is a missing page: 404 with the 'Dizi bulunamadı' page.
  if (!series) return data({ slug, series, canonicalPath: `/shows/${slug}` }, { status: 404 });
  return data({ slug, series, canonicalPath: await staticCanonicalPath(page, series) });
}

/** shows/{slug}: a series of the static file; unknown ones link back to all series. */
export function Component() {
  const { slug, series, canonicalPath } = useLoaderData<typeof loader>();
  return (
    <StaticShowPage
      key={slug}
      series={series}
      canonicalPath={canonicalPath}
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
