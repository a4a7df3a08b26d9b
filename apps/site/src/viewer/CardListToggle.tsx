import { cardTarget, isInList, isListFull, setInList, titleEvent, titleRefOf } from "@sinema/api";
import { ListToggle, type ContentCardItem } from "@sinema/ui";
import { useHydrated } from "../ssr/useHydrated";
import { trackEvent } from "../stats/events";
import { useViewer } from "./ViewerProvider";

/**
 * 'Listeye Ekle' on a card (issue 14): the same entry of the viewer's record
 * as the detail page's button. It appears once the page has hydrated: it does
 * nothing without JavaScript, and leaving it out of the server's HTML spares
 * home about a thousand elements (a button and an icon per card) to parse,
 * lay out and hydrate (issue 18). It sits over the poster's corner, so its
 * arrival moves nothing. Cards that lead to no catalogue or metadata title get none.
 */
export function CardListToggle({ card }: { card: ContentCardItem }) {
  const hydrated = useHydrated();
  const { record, update } = useViewer();
  const target = cardTarget(card.href);
  const title = target
    ? titleRefOf({
        ...target,
        title: card.title,
        poster: card.poster,
        year: card.year,
        // The card shows the rating's text; the record keeps it as a number.
        rating: card.rating ? Number.parseFloat(card.rating) : null,
      })
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
