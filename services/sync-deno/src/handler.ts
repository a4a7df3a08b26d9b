/** SPEC.md §3: room codes are 6 upper-case letters and digits. */
export const ROOM_PATH = /^\/rooms\/([A-Z0-9]{6})$/;

export interface Clock {
  now(): number;
}

export interface Deps {
  clock: Clock;
}

interface HeartbeatMessage {
  type: "heartbeat";
  userId: string;
  timestamp: number;
}

function isHeartbeat(value: unknown): value is HeartbeatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === "heartbeat" && typeof message.userId === "string" &&
    typeof message.timestamp === "number";
}

/**
 * Builds the couple-mode handler. This first slice accepts a WebSocket per
 * room and answers each heartbeat with the server's clock; rooms, seats and
 * relaying come with the couple-mode issue.
 */
export function createHandler(deps: Deps): (request: Request) => Response {
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/health") return Response.json({ status: "ok" });

    const match = ROOM_PATH.exec(url.pathname);
    if (!match) return new Response("Not found", { status: 404 });
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const roomId = match[1]!;
    const { socket, response } = Deno.upgradeWebSocket(request);
    socket.addEventListener("message", (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        socket.send(JSON.stringify({ type: "error", code: "bad_message" }));
        return;
      }
      if (!isHeartbeat(message)) {
        socket.send(JSON.stringify({ type: "error", code: "bad_message" }));
        return;
      }
      socket.send(JSON.stringify({
        type: "heartbeat",
        roomId,
        userId: message.userId,
        timestamp: message.timestamp,
        serverTime: deps.clock.now(),
      }));
    });
    return response;
  };
}
