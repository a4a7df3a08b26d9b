export {
  formatResultCount,
  LIST_EMPTY_MESSAGES,
  LIST_LANGUAGE_OPTIONS,
  LIST_PAGE_GENRES,
  LIST_SORT_OPTIONS,
  ListPageLayout,
  type ListPageLayoutProps,
  type ListSort,
} from "./ListPageLayout";
