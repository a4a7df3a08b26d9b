import { continueText, continueWatching, dismissContinue, type TitleKey } from "@sinema/api";
import { ContinueRow } from "@sinema/ui";
import { RouterLink } from "../routing/RouterLink";
import { useViewer } from "./ViewerProvider";

/**
 * Home's 'İzlemeye Devam Et': the viewer's started titles. Nothing on the
 * server and on the first client render (nobody is remembered there); the
 * row appears once the browser's record is read. A browser whose hint cookie
 * says it has titles to continue (`reserve`, read by the home loader) gets
 * the row's room from the server, so nothing below moves when they arrive.
 */
export function ContinueWatching({ reserve = false }: { reserve?: boolean }) {
  const { record, update, loaded } = useViewer();
  const items = continueWatching(record).map((item) => ({
    id: item.key,
    title: item.meta.title,
    href: item.href,
    poster: item.meta.poster,
    progress: item.fraction,
    progressText: continueText(item),
  }));
  return (
    <ContinueRow
      items={items}
      linkComponent={RouterLink}
      reserved={reserve && !loaded}
      onRemove={(id) => update((r, now) => dismissContinue(r, id as TitleKey, now))}
    />
  );
}
