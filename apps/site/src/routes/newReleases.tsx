import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { NEW_RELEASES, SECTION, sampleLinksQuery } from "@sinema/api";
import { ContentCard, LIST_EMPTY_MESSAGES } from "@sinema/ui";
import { sampleCard, sampleItem, sampleTitle } from "../content/cards";
import { pageData } from "../data";
import { ListPage } from "../lists/ListPage";
import { CardListToggle } from "../viewer/CardListToggle";

const section = SECTION["new-releases"];

/** Which samples the catalogue has (those link to it; the rest are not links). */
export async function loader({ context }: LoaderFunctionArgs) {
  const page = pageData(context);
  return { links: await page.load(sampleLinksQuery(page.api, section.key, NEW_RELEASES)) };
}

/** SPEC.md §2: "New releases lists ten hard-coded titles." */
export function Component() {
  const { links } = useLoaderData<typeof loader>();
  const items = NEW_RELEASES.map((sample) => sampleItem(sample, links));
  return (
    <ListPage
      title={section.title}
      description={section.description}
      canonicalPath={section.path}
      items={items}
      emptyMessage={LIST_EMPTY_MESSAGES[section.empty]}
      renderCard={(item) => {
        const card = sampleCard(item, links);
        return (
          <ContentCard
            key={item.id}
            item={card}
            variant="grid"
            headingLevel={2}
            action={<CardListToggle card={card} title={sampleTitle(item, links)} />}
          />
        );
      }}
    />
  );
}
