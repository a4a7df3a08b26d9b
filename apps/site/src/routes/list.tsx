import type { LoaderFunctionArgs } from "react-router";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import { listQuery, type ListKind } from "@sinema/api";
import { ContentCard, LoadingState } from "@sinema/ui";
import { pageData } from "../data";
import { toCard } from "../content/cards";
import { CardListToggle } from "../viewer/CardListToggle";
import { LIST_PAGES } from "../lists/listPages";
import { ListPage, ListPageError } from "../lists/ListPage";
import { NotFoundPage } from "./notFound";

/** featured and trending take ?type=tv (SPEC.md §2). */
function mediaTypeOf(request: Request): "tv" | undefined {
  return new URL(request.url).searchParams.get("type") === "tv" ? "tv" : undefined;
}

/** The route module of one shared list page. */
export function listRoute(kind: ListKind) {
  const spec = LIST_PAGES[kind];
  const takesType = kind === "featured" || kind === "trending";

  async function loader({ request, context }: LoaderFunctionArgs) {
    const type = takesType ? mediaTypeOf(request) : undefined;
    const page = pageData(context);
    const items = await page.load(listQuery(page.api, kind, type ? { type } : {}));
    return { items, type };
  }

  function Component() {
    const { items, type } = useLoaderData<typeof loader>();
    const title = type === "tv" && spec.tvTitle ? spec.tvTitle : spec.title;
    return (
      <ListPage
        title={title}
        description={spec.description}
        canonicalPath={`/${kind}${type ? "?type=tv" : ""}`}
        items={items}
        image={items[0]?.backdrop ?? items[0]?.poster}
        emptyMessage={spec.emptyMessage}
        languageFilter
        renderCard={(item, index) => {
          const card = toCard(item, spec.ranked ? index + 1 : undefined);
          return (
            <ContentCard
              key={`${item.type}-${item.id}`}
              item={card}
              variant={spec.ranked ? "ranked" : "grid"}
              headingLevel={2}
              priority={index < 6}
              action={<CardListToggle card={card} />}
            />
          );
        }}
      />
    );
  }

  function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
    console.error(error);
    return <ListPageError title={spec.title} message={spec.errorMessage} />;
  }

  return { loader, Component, ErrorBoundary, HydrateFallback: () => <LoadingState /> };
}
