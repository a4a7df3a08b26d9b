import type { HomePool } from "./content/home";
import {
  dedupeItems,
  isSeriesItem,
  itemFromMovie,
  newestFirst,
  type ContentItem,
} from "./content/items";
import type { ListDeps, ListOptions } from "./content/lists";
import { DEFAULT_PAGE } from "./content/provider";
import {
  HOME_HIGH_RATED,
  HOME_RECOMMENDED,
  highRated,
  mostCommented,
  mostLiked,
  mostViewed,
  ratedAtLeast,
} from "./domain/thresholds";
import { turkishContent } from "./domain/turkishContent";

/** SPEC.md §7 page arguments: "featured (page 1, count 20; 10 for recommended; 15 for high-rated), trending (1, 20), new movies (1, 20), new series (1, 20...)". */
export const LIST_COUNTS = {
  featured: 20,
  recommended: 10,
  highRated: 15,
  trending: 20,
  newMovies: 20,
  newSeries: 20,
} as const;
/** SPEC.md §9: "The Turkish list draws 100 unfiltered." */
export const TURKISH_DRAW = 100;

/** Which of the list pages' empty texts (packages/ui's LIST_EMPTY_MESSAGES) a page shows. */
export type SectionEmpty = "content" | "movie" | "series" | "recommended" | "highRated";

/** What a home row is cut from: the provider's pool, its films and series in one, and the catalogue's titles. */
export interface HomeRowSource {
  pool: HomePool;
  /** The pool's films and series, de-duplicated. */
  everything: readonly ContentItem[];
  catalogItems: readonly ContentItem[];
}

/** One shared list page (routes/list.tsx): what it lists, and its text when that fails. */
export interface SectionList {
  /** SPEC.md §8: the page's own error text. */
  errorText: string;
  load(deps: ListDeps, options: ListOptions): Promise<ContentItem[]>;
}

/** One row of the home page, with its 'Hepsini Gör' link to the section's page. */
export interface SectionHomeRow {
  /** The row's name in the home data (HomeRows). */
  row: string;
  /** The row's heading when it is not the page's title. */
  title?: string;
  /** SPEC.md §9: how many titles the row shows. */
  count: number;
  /** The row's text when it has nothing. */
  emptyText?: string;
  cut(source: HomeRowSource): readonly ContentItem[];
}

/** A section of the site: a page at /{key}, its links, and its home row if it has one. */
export interface SectionSpec {
  /** The route's segment: the page lives at /{key}. */
  key: string;
  /** The page's heading and its links' label. */
  title: string;
  /** SPEC.md §2: the title when the page is asked with ?type=tv. */
  tvTitle?: string;
  /** The footer's label when it is not the title. */
  linkLabel?: string;
  description: string;
  empty: SectionEmpty;
  /** SPEC.md §2: "Trending is ranked #1, #2, and so on." (the page and its home row). */
  ranked?: boolean;
  /** SPEC.md §2: "featured, trending | Lists, optional query type=tv". */
  takesType?: boolean;
  list?: SectionList;
  home?: SectionHomeRow;
}

const fromCatalog = async ({ catalog }: ListDeps) =>
  (await catalog.listMovies()).movies.map(itemFromMovie);

/**
 * Every section of SPEC.md §2, in the order of the sitemap: the shared list
 * pages, then new releases and the talk shows. Provider lists fall back to
 * the catalogue on their own; the likes, views, comments and Turkish lists
 * are the catalogue's. Home rows: SPEC.md §9 "featured 20, trending 10, new
 * episodes, new releases and others 15, new movies 12".
 */
export const SECTIONS = [
  {
    key: "featured",
    title: "Öne Çıkanlar",
    tvTitle: "Öne Çıkan Diziler",
    description: "Editörlerimizin ve izleyicilerin en beğendiği öne çıkan filmler ve diziler.",
    empty: "content",
    takesType: true,
    list: {
      errorText: "One cikan icerikler yuklenirken bir hata olustu",
      load: ({ provider }, { type }) =>
        provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.featured, type),
    },
    home: { row: "featured", count: 20, cut: ({ pool }) => pool.featured },
  },
  {
    key: "trending",
    title: "Trend",
    tvTitle: "Trend Diziler",
    description: "Bugün en çok izlenen ve konuşulan filmler ve diziler.",
    empty: "content",
    ranked: true,
    takesType: true,
    list: {
      errorText: "Trend icerikler yuklenirken bir hata olustu",
      load: ({ provider }, { type }) =>
        provider.getTrending(DEFAULT_PAGE, LIST_COUNTS.trending, type),
    },
    // SPEC.md §2: "trending series (/trending)"; all of trending when it has no series.
    home: {
      row: "trending",
      title: "Trend Diziler",
      count: 10,
      cut: ({ pool }) => {
        const series = pool.trending.filter(isSeriesItem);
        return series.length > 0 ? series : pool.trending;
      },
    },
  },
  {
    key: "new-movies",
    title: "Yeni Filmler",
    description: "Vizyona yeni giren ve kataloğa yeni eklenen filmler.",
    empty: "movie",
    list: {
      errorText: "Yeni filmler yuklenirken bir hata olustu",
      load: ({ provider }) => provider.getNewMovies(DEFAULT_PAGE, LIST_COUNTS.newMovies),
    },
    home: { row: "newMovies", count: 12, cut: ({ pool }) => pool.newMovies },
  },
  {
    key: "new-series",
    title: "Yeni Diziler",
    description: "Yayına yeni başlayan ve kataloğa yeni eklenen diziler.",
    empty: "series",
    list: {
      errorText: "Yeni diziler yuklenirken bir hata olustu",
      load: ({ provider }) => provider.getNewSeries(DEFAULT_PAGE, LIST_COUNTS.newSeries),
    },
  },
  {
    key: "new-episodes",
    title: "Yeni Bölümler",
    description: "Devam eden dizilerin en yeni bölümleri.",
    empty: "series",
    list: {
      errorText: "Yeni bolumler yuklenirken bir hata olustu",
      // SPEC.md §7: new series "and no arguments on the episodes page".
      load: ({ provider }) => provider.getNewSeries(),
    },
    home: { row: "newEpisodes", count: 15, cut: ({ pool }) => pool.newSeries },
  },
  {
    key: "recommended",
    title: "Önerilenler",
    description: "Yüksek puanlı, izlemeye değer öneriler.",
    empty: "recommended",
    list: {
      errorText: "Onerilen icerik yuklenirken bir hata olustu",
      load: ({ provider }) => provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.recommended),
    },
    home: {
      row: "recommended",
      count: 15,
      cut: ({ everything }) => ratedAtLeast(everything, HOME_RECOMMENDED),
    },
  },
  {
    key: "imdb-high-rated",
    title: "IMDb Yüksek Puanlı",
    linkLabel: "IMDb Yüksek Puanlılar",
    description: "Puanı 7.5 ve üzeri olan filmler ve diziler, en yüksek puanlı önce.",
    empty: "highRated",
    list: {
      errorText: "Yuksek puanli icerik yuklenirken bir hata olustu",
      load: async ({ provider }) =>
        highRated(await provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.highRated)),
    },
    // SPEC.md §2: "externally rated 7+ movies (/imdb-high-rated)".
    home: {
      row: "highRated",
      title: "IMDb 7+ Filmler",
      count: 15,
      cut: ({ everything }) =>
        ratedAtLeast(
          everything.filter((item) => !isSeriesItem(item)),
          HOME_HIGH_RATED,
        ),
    },
  },
  {
    key: "most-commented",
    title: "En Çok Yorumlananlar",
    description: "İzleyicilerin en çok yorum yaptığı filmler ve diziler.",
    empty: "content",
    list: {
      errorText: "En cok yorumlanan icerikler yuklenirken bir hata olustu",
      load: async (deps) => mostCommented(await fromCatalog(deps)),
    },
    // Likes and comments exist only in the catalogue: so do these rows.
    home: {
      row: "mostCommented",
      count: 15,
      cut: ({ catalogItems }) => mostCommented(catalogItems),
    },
  },
  {
    key: "most-liked",
    title: "En Çok Beğenilenler",
    description: "En çok beğeni alan filmler ve diziler.",
    empty: "content",
    list: {
      errorText: "En cok begenilen icerikler yuklenirken bir hata olustu",
      load: async ({ catalog }) =>
        mostLiked(
          (await catalog.listMovies({ sort: "likes", order: "desc" })).movies.map(itemFromMovie),
        ),
    },
    home: { row: "mostLiked", count: 15, cut: ({ catalogItems }) => mostLiked(catalogItems) },
  },
  {
    key: "most-viewed",
    title: "En Çok İzlenenler",
    description: "En çok izlenen filmler ve diziler.",
    empty: "content",
    list: {
      errorText: "En cok izlenen icerikler yuklenirken bir hata olustu",
      load: async ({ catalog }) =>
        mostViewed(
          (await catalog.listMovies({ sort: "views", order: "desc" })).movies.map(itemFromMovie),
        ),
    },
  },
  {
    key: "turkish-content",
    title: "Türk Yapımları",
    description: "Yerli filmler ve diziler: Türk yapımı içerikler bir arada.",
    empty: "content",
    list: {
      errorText: "Turk icerik yuklenirken bir hata olustu",
      load: async ({ catalog }) =>
        turkishContent(
          (await catalog.listMovies({ limit: TURKISH_DRAW })).movies.map(itemFromMovie),
        ),
    },
    home: {
      row: "turkish",
      title: "Yerli Yapımlar",
      count: 15,
      cut: ({ catalogItems, everything }) =>
        turkishContent(dedupeItems([...catalogItems, ...everything])),
    },
  },
  // SPEC.md §2: "New releases lists ten hard-coded titles" (routes/newReleases.tsx).
  {
    key: "new-releases",
    title: "Yeni Çıkanlar",
    description: "Son dönemin yeni çıkan on film ve dizisi.",
    empty: "content",
    home: { row: "newReleases", count: 15, cut: ({ everything }) => newestFirst(everything) },
  },
  // SPEC.md §2: five hard-coded talk-show episodes (routes/talkShows.tsx).
  {
    key: "konusanlar",
    title: "Konuşanlar",
    description: "Talk show programlarının son bölümleri: konuklar, süreler ve yayın tarihleri.",
    empty: "content",
    // SPEC.md §2: "a talk-show banner plus a latest-episodes row ... (the row is always empty)".
    home: {
      row: "talkShows",
      title: "Konuşanlar - Son Bölümler",
      count: 15,
      emptyText: "Henüz yeni bölüm yok.",
      cut: () => [],
    },
  },
] as const satisfies readonly SectionSpec[];

type Entry = (typeof SECTIONS)[number];
export type SectionKey = Entry["key"];
/** The shared list pages of SPEC.md §2, by their route. */
export type ListKind = Extract<Entry, { list: SectionList }>["key"];
type HomeEntry = Extract<Entry, { home: SectionHomeRow }>;
export type HomeRowKey = HomeEntry["home"]["row"];
/** The sections whose page takes ?type=tv, titled for series then. */
export type TvSectionKey = Extract<Entry, { takesType: true; tvTitle: string }>["key"];

/** A section with its address. */
export type Section = SectionSpec & { key: SectionKey; path: string };
export type ListSection = Section & { key: ListKind; list: SectionList };
export type HomeSection = Section & { home: SectionHomeRow & { row: HomeRowKey } };

/** The page of a section (and of its ?type=tv variant). */
export function sectionPath(key: SectionKey): string {
  return `/${key}`;
}

/** The ?type=tv page of featured or trending. */
export function tvSectionPath(key: TvSectionKey): string {
  return `${sectionPath(key)}?type=tv`;
}

/** Every section by its key, each with its address. */
export const SECTION = Object.fromEntries(
  SECTIONS.map((entry) => [entry.key, { ...entry, path: sectionPath(entry.key) }]),
) as { [K in SectionKey]: Extract<Entry, { key: K }> & { path: string } };

/** Every section in the order of SECTIONS, each with its address. */
export const ALL_SECTIONS: readonly Section[] = SECTIONS.map(
  (entry): Section => SECTION[entry.key],
);

/** The shared list pages, in the order of SECTIONS. */
export const LIST_KINDS = SECTIONS.flatMap((entry) =>
  "list" in entry ? [entry.key] : [],
) as readonly ListKind[];

export function isListKind(value: string): value is ListKind {
  return (LIST_KINDS as readonly string[]).includes(value);
}

/** The section of a shared list page. */
export function listSection(kind: ListKind): ListSection {
  return SECTION[kind];
}

/** SPEC.md §2 "Home": the rows in their order (the talk-show banner comes with its row). */
const HOME_ORDER = [
  "featured",
  "trending",
  "new-episodes",
  "konusanlar",
  "new-releases",
  "turkish-content",
  "new-movies",
  "recommended",
  "imdb-high-rated",
  "most-commented",
  "most-liked",
] as const satisfies readonly HomeEntry["key"][];

/** The home's rows in their order, each with its section's page behind 'Hepsini Gör'. */
export const HOME_SECTIONS: readonly HomeSection[] = HOME_ORDER.map(
  (key): HomeSection => SECTION[key],
);
