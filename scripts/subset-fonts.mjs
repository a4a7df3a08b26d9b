#!/usr/bin/env node
// Writes the site's font files (issue 18, first-load hygiene): Inter 400, 600
// and 700 cut down to what Turkish pages use, in WOFF2, and the @font-face
// rules for them and for a metric-matched fallback, into
// packages/ui/src/theme/fonts/. The output is committed; run this again only
// to change the character set or the Inter version (`node scripts/subset-fonts.mjs`).
//
// Each weight is two files, like @fontsource's own subsets: "latin" (ASCII,
// the Latin-1 letters Turkish and common film titles use, typographic
// punctuation) and "turkish" (Ğ ğ İ ı Ş ş, which Latin-1 lacks). A browser
// fetches a file only when the page shows one of its characters. Kerning and
// contextual alternates (parentheses and dashes set to the height of the
// figures and capitals beside them) are kept; other features are left out.
// All three weights together stay under 40 kB.
//
// The fallback face ("Inter Fallback") is the local Arial, or its
// metric-compatible Liberation Sans / Helvetica, scaled (size-adjust) so a
// line of Turkish text is as wide as in Inter, with Inter's ascent and
// descent: text laid out in the fallback takes the same room, so nothing
// moves when Inter arrives (CLS 0). Liberation Sans measures Arial's widths.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Blob, Buffer, Face, Font, shape } from "harfbuzzjs";
import * as prettier from "prettier";
import subsetFont from "subset-font";
import { repoRoot } from "./lib/paths.mjs";

const WEIGHTS = /** @type {const} */ ([400, 600, 700]);
const codePoints = (/** @type {string} */ text) =>
  [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
const ascii = String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i));
const SUBSETS = {
  // Turkish's Latin-1 letters, the accented letters of names in the catalogue
  // (Álex, Úrsula, Saldaña, Skarsgård), the typographic punctuation the site
  // writes and ₺. Anything else is drawn by the metric-matched fallback.
  latin: ascii + "\u00a0çÇöÖüÜâÂîÎûÛéÉáÁíóúÚñå©×–—‘’“”•…₺·",
  turkish: "ĞğİıŞş",
};
const FEATURES = ["kern", "calt"];
/** Text the fallback is matched on: Turkish as the site writes it. */
const SAMPLE =
  "Türkçe dublaj ve altyazılı filmler ve diziler: öne çıkanlar, trendler, yeni bölümler ve " +
  "yerli yapımlar, ücretsiz ve HD. Bir polis memuru, küçük bir kasabada işlenen cinayetleri " +
  "araştırırken geçmişiyle yüzleşir. İzlemeye Devam Et Yeni Filmler Öne Çıkanlar Şahsiyet";
/** Arial's regular and bold as measured (Liberation Sans has Arial's advance widths). */
const ARIAL = {
  regular: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  bold: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
};
const LOCAL = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Helvetica"],
  bold: [
    "Arial Bold",
    "Arial-BoldMT",
    "Liberation Sans Bold",
    "LiberationSans-Bold",
    "Helvetica Bold",
  ],
};

const uiRequire = createRequire(path.join(repoRoot, "packages/ui/package.json"));
const source = path.join(
  path.dirname(uiRequire.resolve("@fontsource/inter/package.json")),
  "files",
);
const out = path.join(repoRoot, "packages/ui/src/theme/fonts");
mkdirSync(out, { recursive: true });

/** The width of `text` in em, and the font's vertical metrics. */
function measure(/** @type {Uint8Array} */ data, text = SAMPLE) {
  const face = new Face(new Blob(data));
  const font = new Font(face);
  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0) / face.upem;
  return { width, extents: font.hExtents(), upem: face.upem };
}

/**
 * Inter's width of the sample: its Turkish letters from the latin-ext file,
 * the rest from the latin file (kerning across the two is left out, as in the browser).
 */
async function interMetrics(/** @type {number} */ weight) {
  const read = (/** @type {string} */ subset) =>
    readFileSync(path.join(source, `inter-${subset}-${weight}-normal.woff2`));
  const ttf = async (/** @type {string} */ subset, /** @type {string} */ text) =>
    new Uint8Array(await subsetFont(read(subset), text, { targetFormat: "truetype" }));
  const isTurkish = (/** @type {string} */ c) => SUBSETS.turkish.includes(c);
  const latinText = [...SAMPLE].filter((c) => !isTurkish(c)).join("");
  const turkishText = [...SAMPLE].filter(isTurkish).join("");
  const latin = measure(await ttf("latin", latinText), latinText);
  const turkish = measure(await ttf("latin-ext", turkishText), turkishText);
  return { ...latin, width: latin.width + turkish.width };
}

const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`;
const range = (/** @type {string} */ text) =>
  codePoints(text)
    .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`)
    .join(", ");

const faces = [];
const fallbacks = [];
let total = 0;
for (const weight of WEIGHTS) {
  for (const [subset, text] of Object.entries(SUBSETS)) {
    const from = subset === "latin" ? "latin" : "latin-ext";
    const file = `inter-${subset}-${weight}.woff2`;
    const data = await subsetFont(
      readFileSync(path.join(source, `inter-${from}-${weight}-normal.woff2`)),
      text,
      { targetFormat: "woff2", keepFeatures: FEATURES },
    );
    writeFileSync(path.join(out, file), data);
    total += data.length;
    console.log(`${String(data.length).padStart(7)} B  ${file}`);
    faces.push(`/* Inter ${weight}, ${subset} (${codePoints(text).length} characters) */
@font-face {
  font-family: "Inter";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url("./${file}") format("woff2");
  unicode-range: ${range(text)};
}`);
  }
  const inter = await interMetrics(weight);
  const kind = weight >= 600 ? "bold" : "regular";
  const arial = measure(new Uint8Array(readFileSync(ARIAL[kind])));
  const sizeAdjust = inter.width / arial.width;
  const ascent = inter.extents.ascender / inter.upem / sizeAdjust;
  const descent = -inter.extents.descender / inter.upem / sizeAdjust;
  const lineGap = inter.extents.lineGap / inter.upem / sizeAdjust;
  fallbacks.push(`/* Inter ${weight}'s room on a local ${kind === "bold" ? "Arial Bold" : "Arial"} */
@font-face {
  font-family: "Inter Fallback";
  font-style: normal;
  font-weight: ${weight};
  src: ${LOCAL[kind].map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(ascent)};
  descent-override: ${percent(descent)};
  line-gap-override: ${percent(lineGap)};
}`);
}
console.log(`${String(total).padStart(7)} B  in all`);

const css = `/* Written by scripts/subset-fonts.mjs from @fontsource/inter: do not edit by hand. */

${faces.join("\n\n")}

${fallbacks.join("\n\n")}
`;
const cssFile = path.join(out, "fonts.css");
// As the lint step's Prettier writes it, so a fresh run changes nothing.
const options = (await prettier.resolveConfig(cssFile)) ?? {};
writeFileSync(cssFile, await prettier.format(css, { ...options, filepath: cssFile }));
