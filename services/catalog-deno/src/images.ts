/**
 * Posters and backdrops drawn as SVG from a title's own data, so the site
 * looks complete offline and no image is copied from anywhere.
 */
import type { Movie } from "./store/store.ts";

export type ImageKind = "poster" | "backdrop";

const SIZES: Record<ImageKind, { width: number; height: number }> = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
};

/** Characters per line of a poster's wrapped title. */
const LINE_LENGTH = 14;
/** Longest title drawn; longer ones end with an ellipsis. */
const MAX_TITLE_LINES = 4;

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&apos;",
      })[c]!,
  );
}

function hue(text: string, salt: number): number {
  let h = salt;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) % 360_000;
  return h % 360;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > MAX_TITLE_LINES) {
    const kept = lines.slice(0, MAX_TITLE_LINES);
    kept[MAX_TITLE_LINES - 1] = `${kept[MAX_TITLE_LINES - 1]}…`;
    return kept;
  }
  return lines;
}

/**
 * Backdrops are pure art: the hero and detail pages lay the real title and
 * buttons over them, so a drawn title or 'FİLM' label would show as a faded
 * second copy behind the real text (issue 17). Posters keep theirs: a card
 * without its own image still names the title in its artwork.
 */
export function renderImage(kind: ImageKind, movie: Movie): string {
  const { width, height } = SIZES[kind];
  const a = hue(movie._id, 7);
  const b = (a + 40 + hue(movie.title, 3) % 80) % 360;
  const art =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 55% 28%)"/><stop offset="1" stop-color="hsl(${b} 60% 10%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${
      Math.round(Math.min(width, height) * 0.28)
    }" fill="hsl(${b} 70% 60%)" opacity="0.18"/>
<rect x="0" y="${height - 8}" width="${width}" height="8" fill="#e50914"/>`;
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${
      escapeXml(movie.title)
    }">`;
  if (kind === "backdrop") return `${open}\n${art}\n</svg>\n`;
  return `${open}\n${art}\n${posterText(movie, width, height)}\n</svg>\n`;
}

/** The poster's label ('FİLM' or 'DİZİ'), wrapped title and year/genre caption. */
function posterText(movie: Movie, width: number, height: number): string {
  const lines = wrap(movie.title, LINE_LENGTH);
  const fontSize = 52;
  const year = movie.releaseDate?.slice(0, 4) ?? "";
  const caption = [year, movie.genre.slice(0, 2).join(" · ")].filter(Boolean)
    .join("  ·  ");
  const label = movie.type === "series" ? "DİZİ" : "FİLM";
  const x = width / 2;
  const firstBaseline = height * 0.45 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const titleLines = lines
    .map((line, i) =>
      `<tspan x="${x}" y="${Math.round(firstBaseline + i * fontSize * 1.15)}">${
        escapeXml(line)
      }</tspan>`
    )
    .join("");
  return `<g font-family="Inter, 'Segoe UI', Arial, sans-serif" fill="#ffffff">
<text x="${x}" y="70" text-anchor="middle" font-size="26" font-weight="700" letter-spacing="6" fill="#e50914">${label}</text>
<text text-anchor="middle" font-size="${fontSize}" font-weight="800">${titleLines}</text>
<text x="${x}" y="${height - 50}" text-anchor="middle" font-size="26" fill="#d0d0d8">${
    escapeXml(caption)
  }</text>
</g>`;
}
