import { useState } from "react";

/** SPEC.md §4: watched, liked and in-list are local toggles only, not saved. */
export function useLocalToggles() {
  const [inList, setInList] = useState(false);
  const [watched, setWatched] = useState(false);
  const [liked, setLiked] = useState(false);
  return {
    inList,
    watched,
    liked,
    toggleList: () => setInList((v) => !v),
    toggleWatched: () => setWatched((v) => !v),
    toggleLike: () => setLiked((v) => !v),
  };
}
