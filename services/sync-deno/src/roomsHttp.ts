/**
 * The service's plain HTTP beside its WebSockets: GET /health, POST /rooms
 * (a free room code, with its CORS preflight), and the answers a room's
 * address gives to anything but a WebSocket handshake.
 */
import type { Backend } from "./backend.ts";
import { ROOM_PATH } from "./admission.ts";
import { ROOM_CODE_ATTEMPTS } from "./limits.ts";
import { createRoomCode } from "./roomCode.ts";

export interface RoomsHttpDeps {
  backend: Backend;
  originAllowed: (origin: string | null) => boolean;
  stats: () => { connections: number; rooms: number };
  /** Issue 29: the instance is stopping (SIGTERM). */
  draining: () => boolean;
}

/** Seconds a balancer may wait before asking an unready instance again. */
const READY_RETRY_AFTER_S = 1;

function corsHeaders(origin: string | null): HeadersInit {
  if (origin === null) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    vary: "Origin",
  };
}

export function roomsHttp(deps: RoomsHttpDeps): (request: Request) => Response | Promise<Response> {
  async function newRoom(origin: string | null): Promise<Response> {
    for (let attempt = 0; attempt < ROOM_CODE_ATTEMPTS; attempt++) {
      const code = createRoomCode();
      if (!(await deps.backend.exists(code))) {
        return Response.json({ code }, { status: 201, headers: corsHeaders(origin) });
      }
    }
    return Response.json({ error: "No free room code found; try again" }, {
      status: 503,
      headers: corsHeaders(origin),
    });
  }

  /** 200 while this instance takes rooms: not stopping, and its rooms' store (Redis) answers. */
  async function ready(): Promise<Response> {
    const notReady = (reason: string, detail: string) =>
      Response.json({ status: "not-ready", reason, detail }, {
        status: 503,
        headers: { "retry-after": String(READY_RETRY_AFTER_S), "cache-control": "no-store" },
      });
    if (deps.draining()) return notReady("draining", "Stopping: viewers are sent elsewhere");
    try {
      await deps.backend.ready();
    } catch (error) {
      return notReady("redis", error instanceof Error ? error.message : String(error));
    }
    return Response.json({ status: "ready" }, { headers: { "cache-control": "no-store" } });
  }

  return (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/health") return Response.json({ status: "ok", ...deps.stats() });
    if (url.pathname === "/ready") return ready();
    const origin = request.headers.get("origin");
    if (url.pathname === "/rooms") {
      // A new code opens nothing: a request without Origin (not a page) may ask for one.
      if (origin !== null && !deps.originAllowed(origin)) {
        return new Response("Origin not allowed", { status: 403 });
      }
      if (request.method === "OPTIONS") {
        return new Response(null, { status: 204, headers: corsHeaders(origin) });
      }
      if (request.method === "POST") return newRoom(origin);
      return new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
    }
    if (!ROOM_PATH.test(url.pathname)) return new Response("Not found", { status: 404 });
    if (request.method !== "GET") {
      return new Response("Method not allowed", { status: 405, headers: { allow: "GET" } });
    }
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  };
}
