import { useId, type ReactNode } from "react";
import { Button } from "../Button";
import { CardGrid } from "../CardGrid";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import { LinkProvider, type LinkComponent } from "../Link";
import { LoadingState } from "../LoadingState";
import { Select, type SelectOption } from "../Select";
import * as styles from "./ListPageLayout.css";

/** SPEC.md §8: the empty texts of the shared list pages. */
export const LIST_EMPTY_MESSAGES = {
  content: "Arama kriterlerinize uygun icerik bulunamadi.",
  movie: "Arama kriterlerinize uygun film bulunamadi.",
  series: "Arama kriterlerinize uygun dizi bulunamadi.",
  recommended: "Henuz onerilen icerik bulunmuyor.",
  highRated: "Henuz yuksek puanli icerik bulunmuyor.",
  platform: "Bu platform icin icerik bulunamadi.",
} as const;

/**
 * SPEC.md §2: the genre select of the shared list pages. Values are the
 * `genre` query parameter's words; '' is 'Tumu'.
 */
export const LIST_PAGE_GENRES: readonly SelectOption[] = [
  { value: "", label: "Tumu" },
  { value: "action", label: "Aksiyon" },
  { value: "comedy", label: "Komedi" },
  { value: "drama", label: "Drama" },
  { value: "thriller", label: "Gerilim" },
  { value: "sci-fi", label: "Bilim Kurgu" },
  { value: "horror", label: "Korku" },
  { value: "romance", label: "Romantik" },
  { value: "animation", label: "Animasyon" },
  { value: "documentary", label: "Belgesel" },
];

/**
 * Issue 15: the language select. Values are the `dil` query parameter's
 * words; '' is every title.
 */
export const LIST_LANGUAGE_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "Tüm diller" },
  { value: "dublaj", label: "Türkçe Dublaj" },
  { value: "altyazi", label: "Türkçe Altyazı" },
];

export type ListSort = "rating" | "year" | "title" | "duration";

/** SPEC.md §2: rating first (the default), then year, title and duration. */
export const LIST_SORT_OPTIONS: readonly { value: ListSort; label: string }[] = [
  { value: "rating", label: "Puana gore" },
  { value: "year", label: "Yila gore" },
  { value: "title", label: "Isme gore (A-Z)" },
  { value: "duration", label: "Sureye gore" },
];

/** '{n} icerik bulundu', then the category and the search term when set. */
export function formatResultCount(count: number, category?: string, search?: string): string {
  let text = `${count} icerik bulundu`;
  if (category) text += ` - ${category}`;
  if (search && search.trim()) text += ` - "${search.trim()}" icin`;
  return text;
}

export interface ListPageLayoutProps {
  title: string;
  /** Items after filtering, for the count line. */
  count: number;
  /** The active category (e.g. the chosen genre's label), appended to the count line. */
  category?: string | undefined;
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder?: string | undefined;
  genre: string;
  onGenreChange: (genre: string) => void;
  genreOptions?: readonly SelectOption[] | undefined;
  year: string;
  onYearChange: (year: string) => void;
  /** Years present in the list, newest first; 'Tum yillar' ('') is added in front. */
  years: readonly string[];
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** The 'Dil' select ('' | 'dublaj' | 'altyazi'); shown only with `onLanguageChange`. */
  language?: string | undefined;
  onLanguageChange?: ((language: string) => void) | undefined;
  status: "loading" | "error" | "ready";
  /** The page's SPEC.md §8 message, e.g. 'Trend icerikler yuklenirken bir hata olustu'. */
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  emptyMessage?: string | undefined;
  /** Extra controls above the grid, e.g. FilterTabs. */
  toolbar?: ReactNode | undefined;
  /**
   * The filters are a GET form to this address (issue 31: they filter with
   * scripts off, in the same query parameters: q, genre, year, dil, sort);
   * 'Uygula' sends it. With the page live each change applies at once, and
   * sending changes nothing more.
   */
  formAction?: string | undefined;
  /** The cards, one per child; the page title is the h1, so give them `headingLevel={2}`. */
  children?: ReactNode | undefined;
  linkComponent?: LinkComponent | undefined;
}

/** The shared frame of every list page: title, count, search, filters and the card grid. */
export function ListPageLayout({
  title,
  count,
  category,
  search,
  onSearchChange,
  searchPlaceholder = "Baslik ara...",
  genre,
  onGenreChange,
  genreOptions = LIST_PAGE_GENRES,
  year,
  onYearChange,
  years,
  sort,
  onSortChange,
  language = "",
  onLanguageChange,
  status,
  errorMessage = "Icerikler yuklenirken bir hata olustu.",
  onRetry,
  emptyMessage = LIST_EMPTY_MESSAGES.content,
  toolbar,
  formAction,
  children,
  linkComponent,
}: ListPageLayoutProps) {
  const searchId = useId();
  const yearOptions = [
    { value: "", label: "Tum yillar" },
    ...years.map((y) => ({ value: y, label: y })),
  ];
  return (
    <LinkProvider component={linkComponent}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {status === "ready" ? (
            <p className={styles.count} aria-live="polite">
              {formatResultCount(count, category, search)}
            </p>
          ) : null}
        </header>
        <form
          className={styles.filters}
          role="search"
          method="get"
          action={formAction}
          onSubmit={(event) => {
            // Live, every change has applied already: the page stays.
            event.preventDefault();
          }}
        >
          <div className={styles.search}>
            <label className={styles.searchLabel} htmlFor={searchId}>
              Ara
            </label>
            <input
              id={searchId}
              className={styles.searchInput}
              type="search"
              name="q"
              value={search}
              placeholder={searchPlaceholder}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
          <Select
            label="Tür"
            name="genre"
            value={genre}
            options={genreOptions}
            onChange={onGenreChange}
          />
          <Select
            label="Yıl"
            name="year"
            value={year}
            options={yearOptions}
            onChange={onYearChange}
          />
          {onLanguageChange ? (
            <Select
              label="Dil"
              name="dil"
              value={language}
              options={LIST_LANGUAGE_OPTIONS}
              onChange={onLanguageChange}
            />
          ) : null}
          <Select
            label="Sırala"
            name="sort"
            value={sort}
            options={LIST_SORT_OPTIONS}
            onChange={(value) => onSortChange(value as ListSort)}
          />
          <Button type="submit" variant="secondary">
            Uygula
          </Button>
        </form>
        {toolbar}
        {status === "loading" ? (
          <LoadingState />
        ) : status === "error" ? (
          <ErrorState message={errorMessage} onRetry={onRetry} />
        ) : count === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <CardGrid label={title}>{children}</CardGrid>
        )}
      </div>
    </LinkProvider>
  );
}
