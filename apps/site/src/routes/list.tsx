import type { LoaderFunctionArgs } from "react-router";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import { listQuery, listSection, listTypeFromQuery, type ListKind } from "@sinema/api";
import { ContentCard, LIST_EMPTY_MESSAGES, LoadingState } from "@sinema/ui";
import { pageData } from "../data";
import { itemTitle, toCard } from "../content/cards";
import { CardListToggle } from "../viewer/CardListToggle";
import { ListPage, ListPageError } from "../lists/ListPage";
import { NotFoundPage } from "./notFound";

/** The route module of one shared list page, as its section (packages/api's sections.ts) says. */
export function listRoute(kind: ListKind) {
  const section = listSection(kind);

  async function loader({ request, context }: LoaderFunctionArgs) {
    const type = section.takesType
      ? listTypeFromQuery(new URL(request.url).searchParams.get("type"))
      : undefined;
    const page = pageData(context);
    const items = await page.load(listQuery(page.api, kind, type ? { type } : {}));
    return { items, type };
  }

  function Component() {
    const { items, type } = useLoaderData<typeof loader>();
    const title = type === "tv" && section.tvTitle ? section.tvTitle : section.title;
    return (
      <ListPage
        title={title}
        description={section.description}
        canonicalPath={`${section.path}${type ? "?type=tv" : ""}`}
        items={items}
        image={items[0]?.backdrop ?? items[0]?.poster}
        emptyMessage={LIST_EMPTY_MESSAGES[section.empty]}
        languageFilter
        renderCard={(item, index) => {
          const card = toCard(item, section.ranked ? index + 1 : undefined);
          return (
            <ContentCard
              key={`${item.type}-${item.id}`}
              item={card}
              variant={section.ranked ? "ranked" : "grid"}
              headingLevel={2}
              priority={index < 6}
              action={<CardListToggle card={card} title={itemTitle(item)} />}
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
    return <ListPageError title={section.title} message={section.list.errorText} />;
  }

  return { loader, Component, ErrorBoundary, HydrateFallback: () => <LoadingState /> };
}
