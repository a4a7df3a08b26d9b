import {
  resumePosition,
  setInList,
  setLiked,
  setStarRating,
  setWatched,
  titleMarks,
  type EpisodeRef,
  type TitleMarks,
  type TitleRef,
  type ViewerRecord,
} from "@sinema/api";
import { titleEvent } from "@sinema/api";
import { trackEvent } from "../stats/events";
import { useViewer } from "./ViewerProvider";

/**
 * A title page's 'Listeye Ekle', 'İzledim', 'Beğen' and 'Puan Ver', saved in
 * the viewer's record (issue 14; SPEC.md §4 kept them for the visit only).
 * Each toggle flips the newest stored value, so another tab's change is not undone.
 */
export function useTitleMarks(title: TitleRef | null) {
  const { record, update } = useViewer();
  const change = (apply: (r: ViewerRecord, title: TitleRef, now: number) => ViewerRecord) => {
    // A title whose id the record cannot hold (see titleKey) is simply not remembered.
    if (title) update((r, now) => apply(r, title, now));
  };
  const marks = (r: ViewerRecord) => (title ? titleMarks(r, title.key) : NO_MARKS);
  return {
    ...marks(record),
    toggleList: () => {
      // 'Listeye Ekle' is counted (issue 16); taking a title out is not.
      if (title && !marks(record).inList) trackEvent(titleEvent("listAdd", title));
      change((r, t, now) => setInList(r, t, !marks(r).inList, now));
    },
    toggleWatched: () => change((r, t, now) => setWatched(r, t, !marks(r).watched, now)),
    toggleLike: () => change((r, t, now) => setLiked(r, t, !marks(r).liked, now)),
    rate: (stars: number | null) => change((r, t, now) => setStarRating(r, t, stars, now)),
    /** Where 'İzle' resumes, or null to start from the beginning. */
    resumeAt: (episode?: EpisodeRef) => (title ? resumePosition(record, title.key, episode) : null),
  };
}

const NO_MARKS: TitleMarks = { inList: false, watched: false, liked: false, stars: null };
