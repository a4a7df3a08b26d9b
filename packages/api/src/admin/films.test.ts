import { describe, expect, it } from "vitest";
import {
  filmDurationText,
  filmGenresText,
  filmStatusOf,
  filmTypeText,
  filmYearText,
} from "./films";

describe("table cells", () => {
  it("shows the first two genres", () => {
    expect(filmGenresText({ genre: ["Dram", "Suç", "Gerilim"] })).toBe("Dram, Suç");
    expect(filmGenresText({ genre: [] })).toBe("");
  });

  it("takes the year from releaseDate, N/A without one", () => {
    expect(filmYearText({ releaseDate: "2014-05-16" })).toBe("2014");
    expect(filmYearText({})).toBe("N/A");
  });

  it("shows the duration as 'Xs Ydk' ('Ydk' under an hour), from runtime for older records, N/A without one", () => {
    expect(filmDurationText({ duration: 196 })).toBe("3s 16dk");
    // Issue 31: under an hour, only the minutes.
    expect(filmDurationText({ runtime: 45 })).toBe("45dk");
    expect(filmDurationText({})).toBe("N/A");
  });

  it("labels the type and reads any status but active as passive", () => {
    expect(filmTypeText({ type: "series" })).toBe("Dizi");
    expect(filmTypeText({ type: "movie" })).toBe("Film");
    expect(filmStatusOf({ status: "active" })).toBe("active");
    expect(filmStatusOf({ status: "passive" })).toBe("passive");
  });
});
