import { isRoomCode, normalizeRoomCode } from "./roomCode";

/**
 * What couple mode does when a page of the site is opened (a fresh load or
 * a reload; not navigation inside the site):
 * - `rejoin`: this tab was in the room before the reload: back in, with no
 *   question asked, so a reload resumes in step.
 * - `invited`: a shared link (`?lovers=`) the tab is not in yet: the widget
 *   opens with the code filled in; one click on 'Bağlan' joins. Joining is
 *   the visitor's choice, but they need not hunt for the button.
 * - `none`: the widget waits for its button.
 */
export type CoupleArrival =
  { kind: "none" } | { kind: "rejoin"; room: string } | { kind: "invited"; room: string };

/**
 * `invited` is the room of the page's `lovers` parameter (see roomFromSearch),
 * `remembered` the room this tab was in, as stored; anything that is not a
 * valid code counts as none. A link to another room than the remembered one
 * is a new invitation: the visitor decides, the old room is not rejoined.
 */
export function coupleArrival(invited: string | null, remembered: string | null): CoupleArrival {
  const valid = (code: string | null) => {
    const normalized = code === null ? "" : normalizeRoomCode(code);
    return isRoomCode(normalized) ? normalized : null;
  };
  const invitedRoom = valid(invited);
  const rememberedRoom = valid(remembered);
  if (rememberedRoom && (invitedRoom === null || invitedRoom === rememberedRoom)) {
    return { kind: "rejoin", room: rememberedRoom };
  }
  if (invitedRoom) return { kind: "invited", room: invitedRoom };
  return { kind: "none" };
}
