/**
 * The room this tab is in, kept for the tab's life (sessionStorage), so a
 * reload rejoins it (see coupleArrival). Storage can be blocked by privacy
 * settings: then a reload simply starts outside the room.
 */
const ROOM_KEY = "sinema-couple-room";

export function rememberedRoom(): string | null {
  try {
    return window.sessionStorage.getItem(ROOM_KEY);
  } catch {
    return null;
  }
}

export function rememberRoom(code: string | null): void {
  try {
    if (code === null) window.sessionStorage.removeItem(ROOM_KEY);
    else window.sessionStorage.setItem(ROOM_KEY, code);
  } catch {
    // Blocked storage: nothing to remember with.
  }
}
