import { describe, expect, it } from "vitest";
import { isTurkishContent, turkishContent, type TurkishCandidate } from "./turkishContent";

describe("isTurkishContent (SPEC.md §5: language containing 'tr' or 'turkish', country containing 'turkey' or 'turkiye', or title/description containing the word 'turk')", () => {
  it.each<[string, TurkishCandidate, boolean]>([
    ["language tr", { language: "tr" }, true],
    ["language Turkish", { language: "Turkish" }, true],
    ["language list with tr", { language: ["en", "tr"] }, true],
    ["language Türkçe", { language: "Türkçe" }, true],
    ["language English", { language: "English" }, false],
    ["country Turkey", { country: "Turkey" }, true],
    ["country Türkiye", { country: "Türkiye" }, true],
    ["country TÜRKİYE", { country: "TÜRKİYE" }, true],
    ["country list", { country: ["Almanya", "Türkiye"] }, true],
    ["country Germany", { country: "Germany" }, false],
    ["title with Türk", { title: "Bir Türk Masalı" }, true],
    ["description with Türkiye'nin", { description: "Türkiye'nin ilk uzay yolculuğu" }, true],
    ["overview with TÜRK", { overview: "TÜRK SİNEMASININ klasiği" }, true],
    ["turk inside a word", { title: "Sturkopf" }, false],
    ["nothing Turkish", { title: "Dune", description: "Çöl gezegeni", language: "en" }, false],
    ["nothing at all", {}, false],
    ["nulls", { language: null, country: null, title: null, description: null }, false],
  ])("%s → %s", (_name, item, expected) => {
    expect(isTurkishContent(item)).toBe(expected);
  });

  it("filters a list, keeping the order", () => {
    const items = [
      { title: "Dune", language: "en" },
      { title: "Kış Uykusu", language: "tr" },
      { title: "Fargo", country: "US" },
      { title: "Mustang", country: ["France", "Turkey"] },
    ];
    expect(turkishContent(items).map((item) => item.title)).toEqual(["Kış Uykusu", "Mustang"]);
  });
});
