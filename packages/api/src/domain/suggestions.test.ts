import { describe, expect, it } from "vitest";
import { SUGGESTION_LIMIT, findMatch, rankSuggestions, suggestionRank } from "./suggestions";

const highlighted = (text: string, term: string) => {
  const range = findMatch(text, term);
  return range ? text.slice(range[0], range[1]) : null;
};

describe("findMatch (issue 17: the matching part of the title is highlighted)", () => {
  it.each([
    ["Dune: Çöl Gezegeni", "du", "Du"],
    ["Dune: Çöl Gezegeni", "col", "Çöl"],
    ["Şahsiyet", "sahsiyet", "Şahsiyet"],
    ["Işıklar Sönmesin", "ISIK", "Işık"],
    ["İstanbul Kırmızısı", "istanbul", "İstanbul"],
    ["Babam ve Oğlum", "  oğl ", "Oğl"],
    // Issue 31: punctuation and repeated spaces do not count.
    ["Dune: Çöl Gezegeni", "dune çöl", "Dune: Çöl"],
    ["Dune: Çöl Gezegeni", "DUNE   -  col!", "Dune: Çöl"],
    ["Behzat Ç. Bir Ankara Polisiyesi", "behzat c bir", "Behzat Ç. Bir"],
    ["...Ve Rüzgar", "ve ruz", "Ve Rüz"],
  ])("%j with %j highlights %j", (text, term, part) => {
    expect(highlighted(text, term)).toBe(part);
  });

  it("finds nothing for a blank term or a missing text", () => {
    expect(findMatch("Dune", "  ")).toBeNull();
    expect(findMatch("Dune", "xyz")).toBeNull();
    expect(findMatch("Dune: Çöl", "?!")).toBeNull();
  });
});

describe("rankSuggestions (issue 17: at most 8, titles and original titles first, then cast and director)", () => {
  const found = [
    { id: "desc", title: "Kış Uykusu", originalTitle: null, people: [] },
    { id: "cast", title: "Babam ve Oğlum", originalTitle: null, people: ["Duygu Sarışın"] },
    { id: "orig", title: "Çöl Gezegeni", originalTitle: "Dune", people: [] },
    { id: "inside", title: "Kurtuluş Dublörü", originalTitle: null, people: [] },
    { id: "start", title: "Dune: Çöl Gezegeni", originalTitle: "Dune", people: [] },
  ];

  it("orders title starts, title matches, original titles, people, then the rest", () => {
    const ranked = rankSuggestions("du", found);
    expect(ranked.items.map((s) => s.id)).toEqual(["start", "inside", "orig", "cast", "desc"]);
    expect(ranked.total).toBe(5);
    expect(ranked.items[0]?.highlight).toEqual([0, 2]);
    expect(ranked.items[2]?.highlight).toBeNull();
  });

  it("keeps at most eight and counts them all", () => {
    const many = Array.from({ length: 75 }, (_, i) => ({ title: `Film ${i}` }));
    const ranked = rankSuggestions("du", many);
    expect(SUGGESTION_LIMIT).toBe(8);
    expect(ranked.items).toHaveLength(8);
    expect(ranked.total).toBe(75);
  });

  it("ranks a title that starts with the text above one that only contains it", () => {
    expect(suggestionRank({ title: "Dune" }, "du")).toBe(0);
    expect(suggestionRank({ title: "Kurtuluş Dublörü" }, "du")).toBe(1);
    expect(suggestionRank({ title: "X", originalTitle: "Dune" }, "du")).toBe(2);
    expect(suggestionRank({ title: "X", people: ["Duygu"] }, "du")).toBe(3);
    expect(suggestionRank({ title: "X" }, "du")).toBe(4);
  });
});
