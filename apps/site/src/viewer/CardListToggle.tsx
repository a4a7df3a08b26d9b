import { isInList, isListFull, setInList, titleEvent, titleRefOf } from "@sinema/api";
import { ListToggle, type ContentCardItem } from "@sinema/ui";
import type { CardTitle } from "../content/cards";
import { useHydrated } from "../ssr/useHydrated";
import { trackEvent } from "../stats/events";
import { useViewer } from "./ViewerProvider";

/**
 * 'Listeye Ekle' on a card (issue 14): the same entry of the viewer's record
 * as the detail page's button. It appears once the page has hydrated: it does
 * nothing without JavaScript, and leaving it out of the server's HTML spares
 * home about a thousand elements (a button and an icon per card) to parse,
 * lay out and hydrate (issue 18). It sits beside the card's title, in a slot
 * that keeps its room until it comes (ContentCard's `action`), so its arrival
 * moves nothing. `title` is the title the card leads to, built beside
 * the card (content/cards.ts); cards that lead to no title page pass null and get none.
 */
export function CardListToggle({
  card,
  title: target,
}: {
  card: ContentCardItem;
  title: CardTitle | null;
}) {
  const hydrated = useHydrated();
  const { record, update } = useViewer();
  const title = target
    ? titleRefOf({ ...target, title: card.title, poster: card.poster, year: card.year })
    : null;
  if (!title || !hydrated) return null;
  const pressed = isInList(record, title.key);
  return (
    <ListToggle
      pressed={pressed}
      title={card.title}
      disabled={!pressed && isListFull(record)}
      onPressedChange={(next) => {
        if (next) trackEvent(titleEvent("listAdd", title));
        update((r, now) => setInList(r, title, next, now));
      }}
    />
  );
}
