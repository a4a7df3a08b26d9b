/** /images: posters and backdrops drawn for titles that have none of their own. */
import { Hono } from "hono";
import type { Contract } from "../contract.ts";
import type { Env } from "../http.ts";
import { type ImageKind, renderImage } from "../images.ts";
import { problem } from "../problem.ts";
import { svgToPng } from "../raster.ts";
import type { Movie, MovieStore } from "../store/store.ts";

/** Generated images kept in memory at once. */
export const MAX_CACHED_IMAGES = 1000;
/** Raster copies kept at once (each tens of kilobytes). */
export const MAX_CACHED_RASTERS = 300;
/** Browsers may reuse a generated image this long (it changes only when the title is edited). */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";

/** Drawn images by kind and id, the oldest dropped first; a title's edit stamp tells a stale one. */
export class ImageCache {
  readonly #svgs = new Map<string, string>();
  readonly #pngs = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  get(kind: ImageKind, movie: Movie): string {
    const key = `${kind}/${movie._id}`;
    let svg = this.#svgs.get(key);
    if (svg === undefined || !svg.includes(`data-version="${movie.updatedAt}"`)) {
      svg = renderImage(kind, movie).replace("<svg ", `<svg data-version="${movie.updatedAt}" `);
      this.#svgs.set(key, svg);
      if (this.#svgs.size > MAX_CACHED_IMAGES) this.#svgs.delete(this.#svgs.keys().next().value!);
    }
    return svg;
  }

  /**
   * The raster copy (link previews). Drawing one costs tens of milliseconds,
   * so copies are kept too (fewer: each is tens of kilobytes), and concurrent
   * requests for the same copy share one drawing.
   */
  png(kind: ImageKind, movie: Movie): Promise<Uint8Array<ArrayBuffer>> {
    const key = `${kind}/${movie._id}@${movie.updatedAt}`;
    let png = this.#pngs.get(key);
    if (png === undefined) {
      png = svgToPng(this.get(kind, movie));
      png.catch(() => this.#pngs.delete(key));
      this.#pngs.set(key, png);
      if (this.#pngs.size > MAX_CACHED_RASTERS) this.#pngs.delete(this.#pngs.keys().next().value!);
    }
    return png;
  }

  forget(id: string): void {
    this.#svgs.delete(`poster/${id}`);
    this.#svgs.delete(`backdrop/${id}`);
    for (const key of this.#pngs.keys()) {
      if (key.startsWith(`poster/${id}@`) || key.startsWith(`backdrop/${id}@`)) {
        this.#pngs.delete(key);
      }
    }
  }
}

export function imageRoutes(
  deps: { store: MovieStore; contract: Contract; images: ImageCache },
): Hono<Env> {
  const { store, images } = deps;
  const imageFilePattern = deps.contract.pathPattern("/images/{kind}/{file}", "get", "file");
  const routes = new Hono<Env>();
  routes.get("/:kind/:file", async (c) => {
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const [, id, format] = imageFilePattern.test(file) ? /^(.*)\.(svg|png)$/.exec(file) ?? [] : [];
    if ((kind !== "poster" && kind !== "backdrop") || id === undefined) {
      return problem("not-found", {
        detail: "Images are /images/{poster|backdrop}/{id}.svg (or .png)",
      });
    }
    const doc = await store.get(id);
    if (doc === undefined) return problem("not-found", { detail: "No title has this id" });
    const movie = JSON.parse(doc) as Movie;
    if (format === "png") {
      return new Response(await images.png(kind, movie), {
        headers: { "content-type": "image/png", "cache-control": IMAGE_CACHE_CONTROL },
      });
    }
    return new Response(images.get(kind, movie), {
      headers: { "content-type": "image/svg+xml", "cache-control": IMAGE_CACHE_CONTROL },
    });
  });
  return routes;
}
