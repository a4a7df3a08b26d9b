// A TCP proxy that delays every chunk by a one-way delay with jitter, in both
// directions, and never reorders: what `pnpm bench:couple` puts between the
// browsers and the sync service to stand for a real network (WebSocket
// frames are plain TCP bytes to it, the HTTP upgrade included).
//
//   node scripts/lib/delay-proxy.mjs <listen port> <target port> <delay ms> [jitter ms]
import net from "node:net";
import { pathToFileURL } from "node:url";

/**
 * @typedef {{ port: number, close: () => Promise<void> }} DelayProxy
 */

/**
 * Each chunk leaves `delayMs` ± `jitterMs` (uniform) after it arrived, but
 * never before the chunk ahead of it on the same connection and direction
 * (TCP keeps order: a late chunk holds back the ones behind it).
 * @param {{ targetPort: number, targetHost?: string, port?: number, delayMs: number, jitterMs?: number, random?: () => number }} options
 * @returns {Promise<DelayProxy>}
 */
export function startDelayProxy(options) {
  const { targetPort, delayMs } = options;
  const jitterMs = Math.min(options.jitterMs ?? 0, delayMs);
  const random = options.random ?? Math.random;
  const targetHost = options.targetHost ?? "127.0.0.1";
  /** @type {Set<net.Socket>} */
  const sockets = new Set();

  /**
   * @param {net.Socket} from
   * @param {net.Socket} to
   */
  const pipeDelayed = (from, to) => {
    /** Chunks on their way, in arrival order, each with its departure time. */
    /** @type {Array<{ departure: number, chunk: Buffer }>} */
    const queue = [];
    let lastDeparture = 0;
    let ended = false;
    /** @type {ReturnType<typeof setTimeout> | null} */
    let timer = null;
    // One timer for the head of the queue: timers due at the same moment may
    // fire in any order, the queue may not.
    const flush = () => {
      timer = null;
      const now = performance.now();
      while (queue.length > 0 && /** @type {{ departure: number }} */ (queue[0]).departure <= now) {
        const { chunk } = /** @type {{ chunk: Buffer }} */ (queue.shift());
        if (!to.destroyed) to.write(chunk);
      }
      const head = queue[0];
      if (head) timer = setTimeout(flush, Math.max(0, head.departure - now));
      else if (ended) to.end();
    };
    from.on("data", (chunk) => {
      const oneWay = delayMs + (random() * 2 - 1) * jitterMs;
      const departure = Math.max(performance.now() + oneWay, lastDeparture);
      lastDeparture = departure;
      queue.push({ departure, chunk });
      if (timer === null) timer = setTimeout(flush, Math.max(0, departure - performance.now()));
    });
    from.on("end", () => {
      ended = true;
      if (timer === null) flush();
    });
    from.on("close", () => {
      if (timer !== null) clearTimeout(timer);
    });
  };

  const server = net.createServer((client) => {
    const upstream = net.connect({ port: targetPort, host: targetHost });
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    pipeDelayed(client, upstream);
    pipeDelayed(upstream, client);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      resolve({
        port: address.port,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [port, targetPort, delayMs, jitterMs] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(port) || !Number.isInteger(targetPort) || !(Number(delayMs) >= 0)) {
    console.error("usage: delay-proxy.mjs <listen port> <target port> <delay ms> [jitter ms]");
    process.exit(2);
  }
  const proxy = await startDelayProxy({
    port: /** @type {number} */ (port),
    targetPort: /** @type {number} */ (targetPort),
    delayMs: /** @type {number} */ (delayMs),
    jitterMs: jitterMs ?? 0,
  });
  console.log(
    `delaying 127.0.0.1:${proxy.port} → ${targetPort} by ${delayMs} ± ${jitterMs ?? 0} ms`,
  );
}
