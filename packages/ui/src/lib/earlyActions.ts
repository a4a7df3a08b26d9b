/**
 * A control that needs script marks itself with `data-action="<name>"`. A
 * tap made on it before the page is live is kept by the page's first script
 * and replayed once the app has hydrated (apps/site/src/replay), so no tap is
 * lost while the page comes alive (ARCHITECTURE.md: a control in the server's
 * HTML works from the first tap). What HTML can do alone (links, forms,
 * `<details>`) carries no marker: it works before any script.
 *
 * The name says how taps made before the page was live are kept:
 * - `once`: a toggle or an opener. Two taps on the same control count once: a
 *   person who taps 'Listeye Ekle' twice because nothing seemed to happen
 *   wants the title in the list, not added and taken out again.
 * - `last`: one choice among several controls of the same name (the stars of
 *   'Puan Ver', a season tab): the last one tapped wins.
 */
export const EARLY_ACTIONS = {
  /** 'Listeye Ekle' / 'Listede' (the title page and a card). */
  list: "once",
  /** 'İzledim' / 'İzlendi'. */
  watched: "once",
  /** 'Beğen' / 'Beğenildi'. */
  like: "once",
  /** 'Paylaş'. */
  share: "once",
  /** The floating 'Sevgili Modu' button: opens the room dialog. */
  couple: "once",
  /** The player's 'Kaynak k/n ▾' menu. */
  sources: "once",
  /** A star of 'Puan Ver'. */
  rate: "last",
  /** A season tab of a series. */
  season: "last",
  /** A season of a series file's page ('Sezon N - name'). */
  showSeason: "last",
  /** An episode of a series file's page ('Bölüm N - name'): plays it in the page's frame. */
  showEpisode: "last",
  /** 'Yenile' over home's 'Son Yüklenen Diziler'. */
  reshuffle: "once",
  /** Films / Series of a popular-content section, or a list's 'Tümü/Filmler/Diziler'. */
  contentType: "last",
  /** 'Gönder' under a comment. */
  comment: "once",
  /** The embed viewer's back button. */
  back: "once",
  /** The embed viewer's 'Rastgele'. */
  random: "once",
} as const satisfies Record<string, "once" | "last">;

export type EarlyAction = keyof typeof EARLY_ACTIONS;

/** The attribute the page's first script looks for (apps/site/src/replay/recorder.ts). */
export const EARLY_ACTION_ATTRIBUTE = "data-action";

/** Props that mark a control: `<button {...earlyAction("list")}>`. */
export function earlyAction(name: EarlyAction): { [EARLY_ACTION_ATTRIBUTE]: EarlyAction } {
  return { [EARLY_ACTION_ATTRIBUTE]: name };
}
