import { useState, type ReactNode } from "react";
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  FOOTER_LIST_LINKS,
  FOOTER_PLATFORM_LINKS,
  HEADER_LINKS,
  footerGenreLinks,
  genreLinks,
  genresQuery,
  searchHref,
  suggestionsQuery,
} from "@sinema/api";
import { Footer, Header, LinkProvider, PageSkeleton, type SearchSuggestion } from "@sinema/ui";
import { api } from "../api";
import { pageData } from "../data";
import { CoupleModeRoot } from "../couple/CoupleModeRoot";
import { RouterLink } from "../routing/RouterLink";
import { useHydrated } from "../ssr/useHydrated";
import { ViewerProvider } from "../viewer/ViewerProvider";
import { PageOrSkeleton, skeletonShape } from "./PendingPage";
import * as styles from "./PublicLayout.css";

/** SPEC.md §2 footer contact address. */
export const CONTACT_EMAIL = "iletisim@sinema.example";

/** The footer's genres, from the site's one genre list. */
const FOOTER_GENRE_LINKS = footerGenreLinks();

/**
 * The header's genres are in the server's HTML (a visitor without script
 * follows them as links); the browser reads them itself, without holding up
 * a page it renders. Never rerun: the genre list does not change between pages.
 */
export async function layoutLoader({ context }: LoaderFunctionArgs): Promise<null> {
  if (typeof document !== "undefined") return null;
  const data = pageData(context);
  await data.prefetch(genresQuery(data.api)).catch(() => undefined);
  return null;
}

/** Header, page, footer and the couple-mode widget around every public page. */
export function PublicLayout() {
  return (
    <PublicChrome>
      <PageOrSkeleton>
        <Outlet />
      </PageOrSkeleton>
    </PublicChrome>
  );
}

/**
 * What a page that was not rendered on the server shows while its code and
 * data load in the browser: the layout with the page's skeleton, never an
 * empty body (React Router renders this instead of the routes until then).
 */
export function PublicLayoutFallback() {
  const location = useLocation();
  return (
    <PublicChrome>
      <main id="main" aria-busy="true">
        <PageSkeleton shape={skeletonShape(location.pathname)} />
      </main>
    </PublicChrome>
  );
}

function PublicChrome({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // The header's controls that need script show from the render after hydration.
  const interactive = useHydrated();
  const genres = useQuery(genresQuery(api));
  const [suggestionTerm, setSuggestionTerm] = useState("");
  const suggestions = useQuery(suggestionsQuery(api, suggestionTerm));
  const found = suggestions.data?.items ?? [];
  const shown: SearchSuggestion[] = found.map((item) => ({
    id: item.href,
    type: item.type === "movie" ? "movie" : "tv",
    title: item.title,
    poster: item.poster,
    year: item.year,
    highlight: item.highlight,
  }));

  return (
    <LinkProvider component={RouterLink}>
      <ViewerProvider>
        <a className={styles.skipLink} href="#main">
          İçeriğe geç
        </a>
        <Header
          links={HEADER_LINKS}
          genres={genreLinks(genres.data ?? [])}
          searchAction="/search"
          interactive={interactive}
          currentPath={location.pathname}
          onSearch={(query) => {
            const href = searchHref(query);
            if (href) void navigate(href);
          }}
          suggestions={shown}
          onSuggestionQuery={setSuggestionTerm}
          // The suggestion's id is its page address (see `shown`).
          onSuggestionSelect={(suggestion) => void navigate(suggestion.id)}
          suggestionTotal={suggestions.data?.total}
        />
        <div className={styles.progress} data-active={navigation.state !== "idle"} aria-hidden />
        <CoupleModeRoot>
          <div className={styles.page}>{children}</div>
        </CoupleModeRoot>
        <Footer
          contactEmail={CONTACT_EMAIL}
          genres={FOOTER_GENRE_LINKS}
          lists={FOOTER_LIST_LINKS}
          platforms={FOOTER_PLATFORM_LINKS}
        />
        <ScrollRestoration />
      </ViewerProvider>
    </LinkProvider>
  );
}
