import { describe, expect, it } from "vitest";
import { applyListFilters, yearOptions } from "./listFilters";
import { DEFAULT_SORT, parseSortKey, sortItems, type Sortable } from "./sorting";

interface Card extends Sortable {
  overview: string;
  genres: string[];
}

const card = (
  title: string,
  rating: number | null,
  year: number | null,
  durationMinutes: number | null,
  overview = "",
  genres: string[] = [],
): Card => ({ title, rating, year, durationMinutes, overview, genres });

const cards = [
  card("Şahsiyet", 8.7, 2018, 60, "Bir gerilim dizisi"),
  card("Sen Çal Kapımı", 7.4, 2020, 140, "Romantik komedi"),
  card("Işıl Işıl", null, 2025, null, "Aile komedisi"),
  card("İstanbul Kırmızısı", 5.9, 2017, 115, "Dram", ["Drama"]),
  card("Cep Herkülü", 6.9, null, 146, "Bir halterci", ["Drama"]),
  card("Çukur", 7.9, 2017, 140, "Suç ve aksiyon dolu bir mahalle hikayesi"),
];
const titles = (list: readonly Card[]) => list.map((c) => c.title);

describe("sortItems (SPEC.md §2: sort options are rating (default), year, title (alphabetical) and duration)", () => {
  it("sorts by rating by default, highest first, unrated last", () => {
    expect(DEFAULT_SORT).toBe("rating");
    expect(titles(sortItems(cards))).toEqual([
      "Şahsiyet",
      "Çukur",
      "Sen Çal Kapımı",
      "Cep Herkülü",
      "İstanbul Kırmızısı",
      "Işıl Işıl",
    ]);
  });

  it("sorts by year, newest first, unknown last, ties in incoming order", () => {
    expect(titles(sortItems(cards, "year"))).toEqual([
      "Işıl Işıl",
      "Sen Çal Kapımı",
      "Şahsiyet",
      "İstanbul Kırmızısı",
      "Çukur",
      "Cep Herkülü",
    ]);
  });

  it("sorts by title in Turkish alphabetical order (Intl.Collator 'tr')", () => {
    expect(titles(sortItems(cards, "title"))).toEqual([
      "Cep Herkülü",
      "Çukur",
      "Işıl Işıl",
      "İstanbul Kırmızısı",
      "Sen Çal Kapımı",
      "Şahsiyet",
    ]);
  });

  it("sorts by duration, longest first, unknown last", () => {
    expect(titles(sortItems(cards, "duration"))).toEqual([
      "Cep Herkülü",
      "Sen Çal Kapımı",
      "Çukur",
      "İstanbul Kırmızısı",
      "Şahsiyet",
      "Işıl Işıl",
    ]);
  });

  it("does not change the input and accepts an empty list", () => {
    const before = titles(cards);
    sortItems(cards, "title");
    expect(titles(cards)).toEqual(before);
    expect(sortItems([], "year")).toEqual([]);
  });

  it.each([
    ["year", "year"],
    ["title", "title"],
    ["duration", "duration"],
    ["rating", "rating"],
    ["views", "rating"],
    [null, "rating"],
    [undefined, "rating"],
  ])("reads ?sort=%j as %s", (value, key) => {
    expect(parseSortKey(value)).toBe(key);
  });
});

describe("applyListFilters (SPEC.md §2: search by title, genre select, year select and sort)", () => {
  it("searches titles case-insensitively, Turkish-aware", () => {
    expect(titles(applyListFilters(cards, { search: "ISIL" }))).toEqual(["Işıl Işıl"]);
    expect(titles(applyListFilters(cards, { search: "istanbul" }))).toEqual(["İstanbul Kırmızısı"]);
    expect(titles(applyListFilters(cards, { search: "çal kap" }))).toEqual(["Sen Çal Kapımı"]);
  });

  it("filters by genre word in overview or title, or by the item's genres", () => {
    expect(titles(applyListFilters(cards, { genre: "Komedi" }))).toEqual([
      "Sen Çal Kapımı",
      "Işıl Işıl",
    ]);
    expect(titles(applyListFilters(cards, { genre: "Drama", sort: "title" }))).toEqual([
      "Cep Herkülü",
      "İstanbul Kırmızısı",
    ]);
    expect(applyListFilters(cards, { genre: "Tumu" })).toHaveLength(cards.length);
  });

  it("filters by year and combines every control", () => {
    expect(titles(applyListFilters(cards, { year: 2017 }))).toEqual([
      "Çukur",
      "İstanbul Kırmızısı",
    ]);
    expect(
      titles(applyListFilters(cards, { year: 2017, genre: "Aksiyon", search: "cuk" })),
    ).toEqual(["Çukur"]);
    expect(applyListFilters(cards, { year: 1900 })).toEqual([]);
  });

  it("offers every year present, newest first", () => {
    expect(yearOptions(cards)).toEqual([2025, 2020, 2018, 2017]);
    expect(yearOptions([])).toEqual([]);
  });
});
