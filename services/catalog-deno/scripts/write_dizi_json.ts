// Regenerates apps/site/public/dizi.json from the seed (then run Prettier on it):
//   deno run --allow-write scripts/write_dizi_json.ts && npx prettier --write apps/site/public/dizi.json
import { buildDiziJson } from "../src/seed/dizi.ts";

const target = new URL("../../../apps/site/public/dizi.json", import.meta.url);
await Deno.mkdir(new URL(".", target), { recursive: true });
await Deno.writeTextFile(
  target,
  JSON.stringify(buildDiziJson(), null, 2) + "\n",
);
console.log(`wrote ${target.pathname}`);
