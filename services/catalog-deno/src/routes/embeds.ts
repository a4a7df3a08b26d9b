/** /embeds: the demo provider's episode players. */
import { Hono } from "hono";
import type { Contract } from "../contract.ts";
import type { Env } from "../http.ts";
import { problem } from "../problem.ts";
import type { MovieStore } from "../store/store.ts";

export function embedRoutes(deps: { store: MovieStore; contract: Contract }): Hono<Env> {
  const { store } = deps;
  const episodeIdPattern = deps.contract.pathPattern(
    "/embeds/episode/{episodeId}",
    "get",
    "episodeId",
  );
  const embeds = new Hono<Env>();
  embeds.get("/", async (c) => c.json({ data: await store.listEmbeds() }));
  embeds.get("/random", async (c) => {
    const embed = await store.randomEmbed();
    if (!embed) return problem("not-found", { detail: "There are no embeds" });
    return c.json({ data: embed });
  });
  embeds.get("/episode/:episodeId", async (c) => {
    const slug = c.req.param("episodeId");
    const embed = episodeIdPattern.test(slug) ? await store.getEmbed(slug) : undefined;
    if (!embed) return problem("not-found", { detail: "No embed has this episode id" });
    return c.json({ data: embed });
  });
  return embeds;
}
