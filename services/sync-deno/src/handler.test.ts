import assert from "node:assert/strict";
import { createHandler } from "./handler.ts";

const FIXED_NOW = 1_700_000_000_000;

async function withServer(run: (base: string) => Promise<void>) {
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    createHandler({ clock: { now: () => FIXED_NOW } }),
  );
  try {
    await run(`127.0.0.1:${server.addr.port}`);
  } finally {
    await server.shutdown();
  }
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.onopen = () => resolve(socket);
    socket.onerror = () => reject(new Error(`could not connect to ${url}`));
  });
}

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    socket.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true });
  });
}

async function close(socket: WebSocket) {
  const closed = new Promise((resolve) =>
    socket.addEventListener("close", resolve, { once: true })
  );
  socket.close();
  await closed;
}

Deno.test("a client joins a room and gets its heartbeat echoed with the server time", async () => {
  await withServer(async (host) => {
    const socket = await open(`ws://${host}/rooms/AB12CD`);
    try {
      const reply = nextMessage(socket);
      socket.send(JSON.stringify({ type: "heartbeat", userId: "u1", timestamp: 42 }));
      assert.deepEqual(await reply, {
        type: "heartbeat",
        roomId: "AB12CD",
        userId: "u1",
        timestamp: 42,
        serverTime: FIXED_NOW,
      });
    } finally {
      await close(socket);
    }
  });
});

Deno.test("a malformed frame gets a typed error and the connection stays open", async () => {
  await withServer(async (host) => {
    const socket = await open(`ws://${host}/rooms/AB12CD`);
    try {
      const error = nextMessage(socket);
      socket.send("{not json");
      assert.deepEqual(await error, { type: "error", code: "bad_message" });
      const reply = nextMessage(socket);
      socket.send(JSON.stringify({ type: "heartbeat", userId: "u1", timestamp: 1 }));
      assert.equal((await reply).type, "heartbeat");
    } finally {
      await close(socket);
    }
  });
});

Deno.test("room codes other than 6 upper-case letters or digits are refused", async () => {
  await withServer(async (host) => {
    for (const code of ["ab12cd", "AB12C", "AB12CDE", "AB-2CD"]) {
      const res = await fetch(`http://${host}/rooms/${code}`);
      assert.equal(res.status, 404, code);
      await res.body?.cancel();
    }
  });
});
