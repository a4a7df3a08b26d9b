import { describe, expect, it } from "vitest";
import { continueHintCookie, hasContinueHint } from "./continueHint";
import { emptyRecord } from "./record";
import { MINUTE, progress, recordWith, T0 } from "./testing";

describe("the 'İzlemeye Devam Et' hint cookie", () => {
  it("is set while the record has a title to continue, for a year, site-wide", () => {
    const record = recordWith({
      "movie:42": { progress: progress(30 * MINUTE, 120 * MINUTE, T0) },
    });
    expect(continueHintCookie(record)).toBe(
      "sinema_devam=1; max-age=31536000; path=/; samesite=lax",
    );
  });

  it("is cleared when nothing is left to continue (finished, listed only, or empty)", () => {
    const cleared = "sinema_devam=; max-age=0; path=/; samesite=lax";
    expect(continueHintCookie(emptyRecord())).toBe(cleared);
    const finished = recordWith({
      "movie:done": { progress: progress(119 * MINUTE, 120 * MINUTE, T0, true) },
      "movie:listed": { list: { addedAt: T0 } },
    });
    expect(continueHintCookie(finished)).toBe(cleared);
  });

  it.each([
    ["sinema_devam=1", true],
    ["a=b; sinema_devam=1; c=d", true],
    ["sinema_devam=", false],
    ["sinema_devam=10", false],
    ["xsinema_devam=1", false],
    ["", false],
    [null, false],
  ])("Cookie %j carries it: %s", (header, expected) => {
    expect(hasContinueHint(header)).toBe(expected);
  });
});
