import { describe, expect, it } from "vitest";
import { applyListFilters, matchesLanguageFilter } from "./listFilters";
import { parseLanguagePreference } from "../player/sources";

const item = (title: string, audio?: string[], subtitles?: string[]) => ({
  title,
  year: 2020,
  rating: 7,
  genres: ["Drama"],
  overview: "",
  durationMinutes: 100,
  ...(audio ? { audio } : {}),
  ...(subtitles ? { subtitles } : {}),
});

const dubbed = item("Dublajlı", ["tr", "en"], ["tr"]);
const subtitled = item("Altyazılı", ["en"], ["tr"]);
const original = item("Orijinal", ["en"], []);
const turkish = item("Yerli", ["tr"], []);
const unknown = item("Bilinmiyor");
const all = [dubbed, subtitled, original, turkish, unknown];

describe("the language filter (issue 15: ?dil=dublaj, ?dil=altyazi, none)", () => {
  it.each([
    [null, ["Dublajlı", "Altyazılı", "Orijinal", "Yerli", "Bilinmiyor"]],
    ["dublaj", ["Dublajlı", "Yerli"]],
    ["altyazi", ["Dublajlı", "Altyazılı"]],
  ] as const)("dil=%s keeps %j", (language, titles) => {
    expect(all.filter((i) => matchesLanguageFilter(i, language)).map((i) => i.title)).toEqual(
      titles,
    );
  });

  it("combines with the search, genre and year filters", () => {
    const shown = applyListFilters(all, { search: "ubl", language: "dublaj" });
    expect(shown.map((i) => i.title)).toEqual(["Dublajlı"]);
    expect(applyListFilters(all, { language: "altyazi", year: 2019 })).toEqual([]);
  });

  it("reads only the two words from the address; anything else is no filter", () => {
    expect(["dublaj", "altyazi", "Dublaj", "", null, "tr"].map(parseLanguagePreference)).toEqual([
      "dublaj",
      "altyazi",
      null,
      null,
      null,
      null,
    ]);
  });
});
