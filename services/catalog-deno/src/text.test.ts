import assert from "node:assert/strict";
import { fold, slugify } from "./text.ts";

Deno.test("fold: Turkish letters and case fold to plain ASCII lower case", () => {
  const table: [string, string][] = [
    ["Şahsiyet", "sahsiyet"],
    ["IŞIK", "isik"],
    ["ışık", "isik"],
    ["İSTANBUL", "istanbul"],
    ["Istanbul", "istanbul"],
    ["ÇUKUR", "cukur"],
    ["Düğün Dernek", "dugun dernek"],
    ["Ölümlü Dünya", "olumlu dunya"],
    ["Amélie", "amelie"],
    ["Álex Pina", "alex pina"],
    ["D@bbe", "d@bbe"],
  ];
  for (const [text, folded] of table) assert.equal(fold(text), folded, text);
});

Deno.test("slugify keeps Turkish letters' ASCII forms", () => {
  assert.equal(slugify("Çukur"), "cukur");
  assert.equal(
    slugify("Behzat Ç. Bir Ankara Polisiyesi"),
    "behzat-c-bir-ankara-polisiyesi",
  );
  assert.equal(slugify("  --G.O.R.A.-- "), "g-o-r-a");
  assert.equal(slugify("🎬"), "");
});
