import {
  SECTION,
  TALK_SHOW_EPISODES,
  TALK_SHOW_SERIES_ID,
  minutesFromDurationText,
  watchHref,
} from "@sinema/api";
import { ContentCard, LIST_EMPTY_MESSAGES } from "@sinema/ui";
import { talkShowCard } from "../content/cards";
import { ListPage } from "../lists/ListPage";

const EPISODES = TALK_SHOW_EPISODES.map((episode) => ({
  ...episode,
  overview: episode.description,
  year: Number(episode.date.slice(0, 4)),
  durationMinutes: minutesFromDurationText(episode.duration),
  // Each card plays its episode of the catalogue's talk show, over the show's art.
  href: watchHref({
    type: "tv",
    id: TALK_SHOW_SERIES_ID,
    season: episode.season,
    episode: episode.episode,
  }),
  poster: `/api/images/backdrop/${TALK_SHOW_SERIES_ID}.svg`,
}));

const section = SECTION.konusanlar;

/** SPEC.md §2: five hard-coded talk-show episodes; the first is NEW. */
export function Component() {
  return (
    <ListPage
      title={section.title}
      description={section.description}
      canonicalPath={section.path}
      items={EPISODES}
      emptyMessage={LIST_EMPTY_MESSAGES[section.empty]}
      renderCard={(episode) => (
        <ContentCard
          key={episode.id}
          variant="talkShow"
          headingLevel={2}
          item={talkShowCard(episode)}
        />
      )}
    />
  );
}
