/**
 * The memory-flood attack against the service as it runs (main.ts in its own
 * process): ten raw sockets, without Origin, each announce a 48 MiB frame in
 * its header and then stream the payload. The service must close each one with
 * 1009 as soon as the header says the frame is too big, and its peak resident
 * memory must stay under 150 MB (reading the frames whole took it past 600 MB).
 */
import assert from "node:assert/strict";

const ATTACKERS = 10;
const FRAME_BYTES = 48 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;
const PEAK_LIMIT_BYTES = 150 * 1000 * 1000;
const CLOSE_MESSAGE_TOO_BIG = 1009;

interface Service {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

async function startService(): Promise<Service> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "main.ts"],
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      SYNC_PORT: "0",
      HOST: "127.0.0.1",
      NO_COLOR: "1",
      REDIS_URL: "",
      // The worst case: handshakes without Origin are let through, so only the size check stands.
      SYNC_ALLOW_NO_ORIGIN: "1",
    },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  let port = 0;
  const deadline = Date.now() + 30_000;
  while (port === 0) {
    const { done, value } = await lines.read();
    if (done || Date.now() > deadline) throw new Error(`the service did not start:\n${output}`);
    output += value;
    const listening = /\{"event":"listening"[^\n]*"port":(\d+)/.exec(output);
    if (listening) port = Number(listening[1]);
  }
  const drained = (async () => {
    while (!(await lines.read()).done) { /* keep the pipe empty */ }
  })();
  return {
    port,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await drained;
    },
  };
}

/** Peak and current resident memory of a process, from /proc. */
async function memory(pid: number): Promise<{ peak: number; now: number }> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
  return { peak: kib("VmHWM"), now: kib("VmRSS") };
}

/** One attacker: upgrade with no Origin, announce a 48 MiB frame, stream it until closed. */
async function attack(port: number): Promise<{ sent: number; closeCode: number | null }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  await conn.write(new TextEncoder().encode(
    `GET /rooms/AB12CD HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  ));
  let closeCode: number | null = null;
  let closed = false;
  let received = new Uint8Array(0);
  const reading = (async () => {
    const buffer = new Uint8Array(4096);
    try {
      for (;;) {
        const n = await conn.read(buffer);
        if (n === null) break;
        const next = new Uint8Array(received.length + n);
        next.set(received);
        next.set(buffer.subarray(0, n), received.length);
        received = next;
        // After the 101 answer's blank line: a close frame (0x88) carries its code first.
        const text = new TextDecoder("latin1").decode(received);
        const body = text.indexOf("\r\n\r\n");
        const frame = body === -1 ? -1 : body + 4;
        if (frame !== -1 && received[frame] === 0x88 && received.length >= frame + 4) {
          closeCode = (received[frame + 2]! << 8) | received[frame + 3]!;
        }
      }
    } catch {
      // Reset by the service: closed as well.
    }
    closed = true;
  })();

  const header = new Uint8Array(14);
  header[0] = 0x81; // FIN, text
  header[1] = 0x80 | 127; // masked, 64-bit length
  new DataView(header.buffer).setBigUint64(2, BigInt(FRAME_BYTES));
  header.set([1, 2, 3, 4], 10);
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x61);
  let sent = 0;
  try {
    await conn.write(header);
    while (sent < FRAME_BYTES && !closed) sent += await conn.write(chunk);
  } catch {
    // The service closed the connection under us: what we want.
  }
  await reading;
  try {
    conn.close();
  } catch {
    // Already closed.
  }
  return { sent, closeCode };
}

Deno.test("ten 48 MiB frames are refused unread: closed with 1009, the service stays under 150 MB", async () => {
  const service = await startService();
  try {
    const before = await memory(service.pid);
    const results = await Promise.all(
      Array.from({ length: ATTACKERS }, () => attack(service.port)),
    );
    const after = await memory(service.pid);
    console.log(
      `service RSS ${(before.now / 1e6).toFixed(0)} MB before, peak ${
        (after.peak / 1e6).toFixed(0)
      } MB during ${ATTACKERS} × 48 MiB frames; sent before the close: ${
        results.map((r) => (r.sent / 2 ** 20).toFixed(1)).join(", ")
      } MiB`,
    );
    for (const result of results) {
      assert.equal(result.closeCode, CLOSE_MESSAGE_TOO_BIG);
      assert.ok(result.sent < FRAME_BYTES, "the service read the whole frame");
    }
    assert.ok(after.peak < PEAK_LIMIT_BYTES, `peak RSS ${after.peak} bytes`);

    // The service still serves.
    const health = await fetch(`http://127.0.0.1:${service.port}/health`);
    assert.equal((await health.json()).status, "ok");
  } finally {
    await service.stop();
  }
});
