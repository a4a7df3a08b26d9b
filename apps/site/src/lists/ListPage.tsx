import type { ReactNode } from "react";
import { useLocation, useRevalidator } from "react-router";
import { applyListFilters, yearOptions, type Listable } from "@sinema/api";
import { ListPageLayout, type ListSort } from "@sinema/ui";
import { queryClient } from "../api";
import { PageMeta } from "../seo/PageMeta";
import { useOrigin } from "../ssr/origin";
import { itemListJsonLd } from "../seo/jsonLd";
import { useListFilters } from "./useListFilters";

interface Named {
  title: string;
  href?: string;
}

export interface ListPageProps<T extends Listable & Named> {
  title: string;
  description: string;
  canonicalPath: string;
  items: readonly T[];
  emptyMessage: string;
  renderCard: (item: T, index: number) => ReactNode;
  toolbar?: ReactNode;
  /** The link-preview picture (Open Graph), e.g. the first title's poster. */
  image?: string | null | undefined;
  /** The items know their languages: show the 'Dil' select (`?dil=`). */
  languageFilter?: boolean | undefined;
}

/** A shared list page (SPEC.md §2): title, count line, search, genre/year/sort and the grid. */
export function ListPage<T extends Listable & Named>({
  title,
  description,
  canonicalPath,
  items,
  emptyMessage,
  renderCard,
  toolbar,
  image,
  languageFilter = false,
}: ListPageProps<T>) {
  const list = useListFilters();
  const shown = applyListFilters(
    items,
    languageFilter ? list.filters : { ...list.filters, language: null },
  );
  const genreLabel = list.filters.genre && list.genre ? list.filters.genre : undefined;
  const origin = useOrigin();
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageMeta
        title={title}
        description={description}
        canonicalPath={canonicalPath}
        image={image ?? undefined}
        jsonLd={[
          itemListJsonLd(
            origin,
            title,
            shown
              .slice(0, 50)
              .map((item) => ({ name: item.title, path: item.href ?? canonicalPath })),
          ),
        ]}
      />
      <ListPageLayout
        title={title}
        count={shown.length}
        category={genreLabel}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Başlığa göre ara..."
        genre={list.genre}
        onGenreChange={list.setGenre}
        year={list.year}
        onYearChange={list.setYear}
        years={yearOptions(items).map(String)}
        sort={list.sort as ListSort}
        onSortChange={list.setSort}
        {...(languageFilter ? { language: list.language, onLanguageChange: list.setLanguage } : {})}
        status="ready"
        formAction={pathname}
        emptyMessage={emptyMessage}
        toolbar={toolbar}
      >
        {shown.map(renderCard)}
      </ListPageLayout>
    </main>
  );
}

/** The list page's error screen: its title stays, with the page's SPEC.md §8 text and a retry. */
export function ListPageError({ title, message }: { title: string; message: string }) {
  const revalidator = useRevalidator();
  const list = useListFilters();
  return (
    <main id="main">
      <ListPageLayout
        title={title}
        count={0}
        search={list.search}
        onSearchChange={list.setSearch}
        genre={list.genre}
        onGenreChange={list.setGenre}
        year={list.year}
        onYearChange={list.setYear}
        years={[]}
        sort={list.sort as ListSort}
        onSortChange={list.setSort}
        status={revalidator.state === "loading" ? "loading" : "error"}
        errorMessage={message}
        onRetry={() => void queryClient.invalidateQueries().then(() => revalidator.revalidate())}
      />
    </main>
  );
}
