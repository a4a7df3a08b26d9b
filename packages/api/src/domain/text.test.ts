import { describe, expect, it } from "vitest";
import { anyContainsFolded, asList, containsFolded, foldTurkish, turkishCollator } from "./text";

describe("Turkish-aware matching (SPEC.md §5: search filters are case-insensitive substring matches)", () => {
  it.each([
    ["İstanbul", "istanbul"],
    ["ISTANBUL", "istanbul"],
    ["Işık", "isik"],
    ["ışık", "isik"],
    ["ISIK", "isik"],
    ["Şahsiyet", "sahsiyet"],
    ["Dağ II", "dag ii"],
    ["Çukur", "cukur"],
    ["Ölümlü Dünya", "olumlu dunya"],
    ["Amélie", "amelie"],
  ])("folds %s to %s", (text, folded) => {
    expect(foldTurkish(text)).toBe(folded);
  });

  it.each([
    ["İstanbul Kırmızısı", "istanbul", true],
    ["istanbul", "İSTANBUL", true],
    ["Işıklar Sönmesin", "ISIK", true],
    ["Işıklar Sönmesin", "ışık", true],
    ["Işıklar Sönmesin", "Işık", true],
    ["Şahsiyet", "sahsiyet", true],
    ["Şahsiyet", "ŞAH", true],
    ["Ahlat Ağacı", "agac", true],
    ["Ahlat Ağacı", "AĞAÇ", true],
    ["Kış Uykusu", "kis uyk", true],
    ["Kış Uykusu", "yaz", false],
    ["Dune", "dunes", false],
  ])("%s contains %s: %s", (text, term, expected) => {
    expect(containsFolded(text, term)).toBe(expected);
  });

  it("treats a blank term as no filter and a missing text as empty", () => {
    expect(containsFolded("Yol", "   ")).toBe(true);
    expect(containsFolded(null, "yol")).toBe(false);
    expect(containsFolded(undefined, "")).toBe(true);
  });

  it("matches when any of several texts contains the term", () => {
    expect(anyContainsFolded(["Başlangıç", "Inception"], "incep")).toBe(true);
    expect(anyContainsFolded(["Başlangıç", null], "baslangic")).toBe(true);
    expect(anyContainsFolded(["Başlangıç", null], "son")).toBe(false);
  });
});

describe("Turkish alphabetical order (SPEC.md §2: title sort, Intl.Collator 'tr')", () => {
  it("puts ç after c, ı before i, ö after o, ş after s and ü after u", () => {
    const titles = ["Üç Maymun", "Uzak", "Şahsiyet", "Sen", "İstanbul", "Işık", "Çukur", "Cep"];
    expect([...titles].sort(turkishCollator.compare)).toEqual([
      "Cep",
      "Çukur",
      "Işık",
      "İstanbul",
      "Sen",
      "Şahsiyet",
      "Uzak",
      "Üç Maymun",
    ]);
  });

  it("orders numbers by value", () => {
    expect(["10 Numara", "7. Koğuş", "2 Kafa"].sort(turkishCollator.compare)).toEqual([
      "2 Kafa",
      "7. Koğuş",
      "10 Numara",
    ]);
  });
});

describe("asList (backend fields that are a string or a list)", () => {
  it.each([
    [null, []],
    [undefined, []],
    ["Türkiye", ["Türkiye"]],
    [
      ["Türkiye", "Almanya"],
      ["Türkiye", "Almanya"],
    ],
  ])("%j → %j", (value, list) => {
    expect(asList(value)).toEqual(list);
  });
});
