import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { routeModulesOf } from "../../bootScript";
import { assetsOf } from "./document";

const src = (file: string) => path.resolve(import.meta.dirname, "..", file);

/** A chunk of a build's output with only what routeModulesOf reads. */
function chunk(fileName: string, fields: Partial<Rollup.OutputChunk>): Rollup.OutputChunk {
  return {
    type: "chunk",
    fileName,
    name: fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...fields,
  } as Rollup.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk("assets/index-A.js", { isEntry: true, name: "index", imports: ["assets/react-B.js"] }),
    chunk("assets/react-B.js", {}),
    chunk("assets/movie-C.js", {
      isDynamicEntry: true,
      facadeModuleId: src("routes/movie.tsx"),
      imports: ["assets/react-B.js", "assets/TitlePage-D.js"],
    }),
    chunk("assets/TitlePage-D.js", { imports: ["assets/Select-E.js"] }),
    chunk("assets/Select-E.js", {}),
    // A package's own lazy module is no module of the site's.
    chunk("assets/lib-F.js", { isDynamicEntry: true, facadeModuleId: "/elsewhere/lib.js" }),
  ].map((output) => [output.fileName, output]),
) as Rollup.OutputBundle;

describe("routeModulesOf", () => {
  it("names each lazy module of the site with the chunks the app's entry has not loaded", () => {
    expect(routeModulesOf(bundle)).toBe(
      "routes/movie=/assets/movie-C.js,/assets/TitlePage-D.js,/assets/Select-E.js",
    );
  });
});

describe("assetsOf", () => {
  const template = `<script type="module" crossorigin src="/assets/boot-X.js" data-boot
    data-route-modules="${routeModulesOf(bundle)};routes/home=/assets/home-G.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">`;

  it("reads the lazy modules' chunks back from the boot script's tag", () => {
    const assets = assetsOf(template);
    expect(assets.routeModules.get("routes/movie")).toEqual([
      "/assets/movie-C.js",
      "/assets/TitlePage-D.js",
      "/assets/Select-E.js",
    ]);
    expect(assets.routeModules.get("routes/home")).toEqual(["/assets/home-G.js"]);
    expect(assets.preloads).toEqual(["/assets/react-B.js"]);
  });

  it("reads none from an index.html built before the chunks were named", () => {
    const older = template.replace(/data-route-modules="[^"]*"/, "");
    expect(assetsOf(older).routeModules.size).toBe(0);
  });
});

describe("publicRoutes' handle.modules", () => {
  const source = readFileSync(src("publicRoutes.tsx"), "utf8");
  const calls = [
    ...source.matchAll(
      /lazyPage\(\s*(\[[^\]]*\]|withPlayerModules\("([^"]+)"\)),\s*\(\)\s*=>\s*(withPlayer\()?\s*import\("\.\/([^"]+)"\)/g,
    ),
  ];

  it("finds every lazy page of the table", () => {
    expect(calls.length).toBe(source.match(/lazyPage\(/g)!.length);
  });

  it.each(calls.map((call) => [call[4]!, call] as const))(
    "the page importing ./%s names that module, and the player's when it opens with one",
    (imported, call) => {
      const [, list, playerRoute, withPlayer] = call;
      const modules = playerRoute
        ? [playerRoute, "player/TitlePlayer", "player/PlayerView"]
        : [...list!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      expect(modules).toContain(imported);
      if (withPlayer) expect(modules).toContain("player/TitlePlayer");
      for (const module of modules) {
        expect(existsSync(src(`${module}.tsx`)) || existsSync(src(`${module}.ts`)), module).toBe(
          true,
        );
      }
    },
  );
});
