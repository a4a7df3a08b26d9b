import { describe, expect, it } from "vitest";
import {
  continueEpisodeLabel,
  continueText,
  episodeCode,
  remainingText,
  resumeText,
} from "./texts";
import { MINUTE } from "./testing";

describe("texts under a 'İzlemeye Devam Et' card (issue 14)", () => {
  it.each([
    // a film: where it stopped
    [{ position: 72 * MINUTE + 40, duration: 120 * MINUTE }, "Kaldığın yer: 1s 12dk"],
    [{ position: 12 * MINUTE, duration: 120 * MINUTE }, "Kaldığın yer: 12dk"],
    [{ position: 120 * MINUTE, duration: 150 * MINUTE }, "Kaldığın yer: 2s"],
    [{ position: 12, duration: 20 }, "Kaldığın yer: 12sn"],
    // a series: the episode and the time left
    [
      { position: 33 * MINUTE, duration: 45 * MINUTE, episode: { season: 2, episode: 5 } },
      "S2 B5 · 12dk kaldı",
    ],
    [
      { position: 32 * MINUTE + 50, duration: 45 * MINUTE, episode: { season: 2, episode: 5 } },
      "S2 B5 · 13dk kaldı",
    ],
    [{ position: 10, duration: 20, episode: { season: 1, episode: 1 } }, "S1 B1 · 10sn kaldı"],
    [
      { position: 30 * MINUTE, duration: 150 * MINUTE, episode: { season: 3, episode: 12 } },
      "S3 B12 · 2s kaldı",
    ],
    // a series episode of unknown duration: where it stopped
    [
      { position: 12 * MINUTE, duration: 0, episode: { season: 1, episode: 3 } },
      "S1 B3 · Kaldığın yer: 12dk",
    ],
    // the episode after a finished one, not started yet
    [
      { position: 0, duration: 0, episode: { season: 2, episode: 6 }, upNext: true as const },
      "S2 B6 · Sıradaki bölüm",
    ],
    // ...or started before, out of order: its own place
    [
      {
        position: 5 * MINUTE,
        duration: 45 * MINUTE,
        episode: { season: 2, episode: 6 },
        upNext: true as const,
      },
      "S2 B6 · 40dk kaldı",
    ],
  ])("%j → %s", (item, text) => {
    expect(continueText(item)).toBe(text);
  });

  it("the pieces", () => {
    expect(episodeCode({ season: 10, episode: 140 })).toBe("S10 B140");
    expect(resumeText(3 * 3600 + 5 * 60)).toBe("Kaldığın yer: 3s 5dk");
    expect(remainingText(50, 20)).toBe("0sn kaldı");
    expect(continueEpisodeLabel({ season: 1, episode: 3 })).toBe("Devam Et: S1 B3");
  });
});
