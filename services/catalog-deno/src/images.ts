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

/**
 * Art only, no words: the hero and detail pages lay the real title over a
 * backdrop (issue 17), and a card names its title and type beside its poster,
 * so a drawn 'FİLM' label and title showed twice, beside the card's own
 * 'Film' badge (issue 31). The title stays the image's accessible name.
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
  return `${open}\n${art}\n</svg>\n`;
}
