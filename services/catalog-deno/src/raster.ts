/**
 * Raster copies of the drawn images, for link previews: messaging apps and
 * social networks (WhatsApp, Telegram, Facebook, X) show no SVG as `og:image`,
 * so a page names the PNG copy of its poster. resvg (WebAssembly) draws it.
 *
 * Text needs a font file: resvg reads no WOFF2 (the site's Inter), so the
 * copy uses a sans-serif font of the host (Debian's DejaVu or Liberation,
 * which Chromium's package brings along); without one it draws the picture
 * without its lettering, and the preview's title still comes from `og:title`.
 */
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";

/** Fonts tried, in order; the first that exists names the family the drawing falls back to. */
export const RASTER_FONTS: ReadonlyArray<{ file: string; family: string }> = [
  { file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", family: "DejaVu Sans" },
  { file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", family: "DejaVu Sans" },
  {
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    family: "Liberation Sans",
  },
  {
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    family: "Liberation Sans",
  },
];

interface Renderer {
  fonts: Uint8Array[];
  family: string | undefined;
}

let ready: Promise<Renderer> | undefined;

async function readIfPresent(file: string): Promise<Uint8Array | undefined> {
  try {
    return await Deno.readFile(file);
  } catch {
    return undefined;
  }
}

/** Loads the WebAssembly module and the fonts once per process. */
function renderer(): Promise<Renderer> {
  ready ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
    await initWasm(await Deno.readFile(wasm));
    const fonts: Uint8Array[] = [];
    let family: string | undefined;
    for (const font of RASTER_FONTS) {
      const bytes = await readIfPresent(font.file);
      if (!bytes) continue;
      fonts.push(bytes);
      family ??= font.family;
    }
    return { fonts, family };
  })().catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** The SVG drawn as PNG at its own size. */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { fonts, family } = await renderer();
  const image = new Resvg(svg, {
    font: {
      fontBuffers: fonts,
      loadSystemFonts: false,
      ...(family ? { defaultFontFamily: family, sansSerifFamily: family } : {}),
    },
  });
  return new Uint8Array(image.render().asPng());
}
