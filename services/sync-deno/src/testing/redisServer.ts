/**
 * A throw-away redis-server on a free loopback port, for the Redis tests.
 * Debian's redis-server is installed when missing (as root); without it the
 * tests fail with the reason, never skip.
 */
const CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];
const START_TIMEOUT_MS = 10_000;

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function findRedisServer(): Promise<string | undefined> {
  for (const path of CANDIDATES) if (await exists(path)) return path;
  return undefined;
}

async function run(command: string, args: string[]): Promise<boolean> {
  const { success } = await new Deno.Command(command, {
    args,
    stdout: "null",
    stderr: "inherit",
    env: { DEBIAN_FRONTEND: "noninteractive" },
  }).output();
  return success;
}

export async function ensureRedisServer(): Promise<string> {
  const found = await findRedisServer();
  if (found) return found;
  if (Deno.uid() !== 0) {
    throw new Error("redis-server is missing: install it with `apt-get install -y redis-server`");
  }
  const installed = await run("apt-get", ["update", "-qq"]) &&
    await run("apt-get", ["install", "-y", "-qq", "redis-server"]);
  const path = await findRedisServer();
  if (!installed || !path) throw new Error("Installing Debian's redis-server failed");
  return path;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts one; on `port` to stand in for one stopped before (a Redis restart). */
export async function startRedisServer(port = freePort()): Promise<RedisServer> {
  const bin = await ensureRedisServer();
  const child = new Deno.Command(bin, {
    args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  const stdout = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  const drained = (async () => {
    for (;;) {
      const { done, value } = await stdout.read();
      if (done) return;
      output += value;
    }
  })();
  const drainedErrors = (async () => {
    for (;;) {
      const { done, value } = await stderr.read();
      if (done) return;
      output += value;
    }
  })();
  const stop = async () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // Already gone.
    }
    await child.status;
    await Promise.all([drained, drainedErrors]);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes("Ready to accept connections")) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
