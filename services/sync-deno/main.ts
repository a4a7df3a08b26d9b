import { createHandler } from "./src/handler.ts";

export const DEFAULT_PORT = 8787;

if (import.meta.main) {
  const port = Number(Deno.env.get("SYNC_PORT") ?? DEFAULT_PORT);
  const server = Deno.serve({
    port,
    hostname: Deno.env.get("HOST") ?? "0.0.0.0",
    onListen: ({ port }) => {
      console.log(JSON.stringify({ event: "listening", service: "sync", port }));
    },
  }, createHandler({ clock: { now: () => Date.now() } }));

  const shutdown = async () => {
    await server.shutdown();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", shutdown);
  Deno.addSignalListener("SIGTERM", shutdown);
}
