import { HOST_PROFILES, readConfig } from "./src/config.ts";
import { createHandler } from "./src/handler.ts";
import { runtimeIndex } from "./src/runtimes.ts";
import { seedLibrary } from "./src/seedLibrary.ts";

if (import.meta.main) {
  const config = readConfig(Deno.env);
  const runtimes = runtimeIndex(seedLibrary());
  const handler = createHandler({
    clip: await Deno.readFile(new URL("./media/clip.webm", import.meta.url)),
    playerScript: await Deno.readTextFile(
      new URL("./src/player.js", import.meta.url),
    ),
    failIds: config.failIds,
    timing: config.timing,
    runtimes,
  });
  const server = Deno.serve({
    port: config.port,
    hostname: config.hostname,
    onListen: ({ port }) => {
      console.log(JSON.stringify({
        event: "listening",
        service: "embed",
        port,
        failIds: Object.fromEntries(config.failIds),
        hosts: HOST_PROFILES,
        timing: config.timing,
        idsWithRuntime: runtimes.size,
      }));
    },
  }, handler);

  const shutdown = async () => {
    await server.shutdown();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", shutdown);
  Deno.addSignalListener("SIGTERM", shutdown);
}
