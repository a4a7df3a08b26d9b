/** /images: posters and backdrops drawn for titles that have none of their own. */
import { Hono } from "hono";
import type { Contract } from "../contract.ts";
import type { Env } from "../http.ts";
import { type ImageKind, renderImage } from "../images.ts";
import { problem } from "../problem.ts";
import type { Movie, MovieStore } from "../store/store.ts";

/** Generated images kept in memory at once. */
export const MAX_CACHED_IMAGES = 1000;
/** Browsers may reuse a generated image this long (it changes only when the title is edited). */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";

/** Drawn images by kind and id, the oldest dropped first; a title's edit stamp tells a stale one. */
export class ImageCache {
  readonly #svgs = new Map<string, string>();

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

  forget(id: string): void {
    this.#svgs.delete(`poster/${id}`);
    this.#svgs.delete(`backdrop/${id}`);
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
    const id = imageFilePattern.test(file) ? file.slice(0, -".svg".length) : undefined;
    if ((kind !== "poster" && kind !== "backdrop") || id === undefined) {
      return problem("not-found", { detail: "Images are /images/{poster|backdrop}/{id}.svg" });
    }
    const doc = await store.get(id);
    if (doc === undefined) return problem("not-found", { detail: "No title has this id" });
    return new Response(images.get(kind, JSON.parse(doc) as Movie), {
      headers: { "content-type": "image/svg+xml", "cache-control": IMAGE_CACHE_CONTROL },
    });
  });
  return routes;
}
