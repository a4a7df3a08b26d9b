import { NEW_RELEASES } from "@sinema/api";
import { ContentCard, LIST_EMPTY_MESSAGES } from "@sinema/ui";
import { sampleCard, sampleItem } from "../content/cards";
import { ListPage } from "../lists/ListPage";

const ITEMS = NEW_RELEASES.map(sampleItem);

/** SPEC.md §2: "New releases lists ten hard-coded titles." */
export function Component() {
  return (
    <ListPage
      title="Yeni Çıkanlar"
      description="Son dönemin yeni çıkan on film ve dizisi."
      canonicalPath="/new-releases"
      items={ITEMS}
      emptyMessage={LIST_EMPTY_MESSAGES.content}
      renderCard={(item) => (
        <ContentCard key={item.id} item={sampleCard(item)} variant="grid" headingLevel={2} />
      )}
    />
  );
}
