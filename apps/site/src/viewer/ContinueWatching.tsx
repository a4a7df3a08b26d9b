import { continueText, continueWatching, dismissContinue, type TitleKey } from "@sinema/api";
import { ContinueRow } from "@sinema/ui";
import { RouterLink } from "../routing/RouterLink";
import { useViewer } from "./ViewerProvider";

/**
 * Home's 'İzlemeye Devam Et': the viewer's started titles. Nothing on the
 * server and on the first client render (nobody is remembered there); the
 * row appears once the browser's record is read.
 */
export function ContinueWatching() {
  const { record, update } = useViewer();
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
      onRemove={(id) => update((r, now) => dismissContinue(r, id as TitleKey, now))}
    />
  );
}
