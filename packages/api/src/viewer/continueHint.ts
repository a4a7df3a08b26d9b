/**
 * Home's 'İzlemeye Devam Et' is read from the browser's record after the page
 * arrives; the server cannot know it is coming. This cookie tells it: "this
 * browser has titles to continue" (one bit, nothing about which), so the
 * server renders the row's room and nothing below moves when it fills in.
 */
import { continueWatching } from "./continueWatching";
import type { ViewerRecord } from "./record";

export const CONTINUE_HINT_COOKIE = "sinema_devam";
/** A year: the hint is rewritten whenever the record changes. */
const HINT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that makes the hint match the record (set, or cleared). */
export function continueHintCookie(record: ViewerRecord): string {
  const attributes = "path=/; samesite=lax";
  return continueWatching(record, 1).length > 0
    ? `${CONTINUE_HINT_COOKIE}=1; max-age=${HINT_MAX_AGE_S}; ${attributes}`
    : `${CONTINUE_HINT_COOKIE}=; max-age=0; ${attributes}`;
}

/** Whether a request's Cookie header carries the hint. */
export function hasContinueHint(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "")
    .split(";")
    .some((part) => part.trim() === `${CONTINUE_HINT_COOKIE}=1`);
}
