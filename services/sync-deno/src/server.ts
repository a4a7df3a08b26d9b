/**
 * The service on a port: node:http for the plain requests and the `ws`
 * package for WebSockets, because Deno's own `upgradeWebSocket` reads a whole
 * frame (up to 64 MiB) into memory before anyone can look at its size. `ws`
 * checks the length in each frame's header against `maxPayload` and closes
 * with 1009 (message too big) before buffering a byte of the payload, so one
 * connection can never cost more than MAX_FRAME_BYTES of frame data.
 */
import type { Buffer } from "node:buffer";
import http from "node:http";
import type { Duplex } from "node:stream";
// @deno-types="@types/ws"
import { type WebSocket as WsSocket, WebSocketServer } from "ws";
import type { SyncHandler } from "./handler.ts";
import { MAX_FRAME_BYTES, MAX_HANDSHAKE_HEADER_BYTES } from "./limits.ts";

export interface RunningServer {
  readonly port: number;
  /** Stops listening: connections already open go on (issue 29's drain). */
  stopAccepting(): void;
  /** Stops listening and ends every connection (after the handler has closed its sockets). */
  shutdown(): Promise<void>;
}

export interface ServeOptions {
  port: number;
  hostname: string;
}

/** Turns a node request into a fetch Request (the plain endpoints have no body worth reading). */
function toRequest(req: http.IncomingMessage, fallbackHost: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  const host = req.headers.host ?? fallbackHost;
  return new Request(`http://${host}${req.url ?? "/"}`, { method: req.method ?? "GET", headers });
}

async function writeResponse(res: http.ServerResponse, response: Response) {
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (body) headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Answers a refused handshake on the raw socket and closes it. */
function refuseHandshake(socket: Duplex, status: number, text: string) {
  const reason = http.STATUS_CODES[status] ?? "Refused";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${new TextEncoder().encode(text).length}\r\n\r\n${text}`,
  );
}

export function serve(handler: SyncHandler, options: ServeOptions): Promise<RunningServer> {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    // Origins are judged by the handler (admit) before the upgrade.
    clientTracking: false,
  });
  const sockets = new Set<Duplex>();
  const server = http.createServer({ maxHeaderSize: MAX_HANDSHAKE_HEADER_BYTES }, (req, res) => {
    req.resume(); // No endpoint reads a body: let it drain.
    const fallback = `${options.hostname}:${options.port}`;
    Promise.resolve(handler.fetch(toRequest(req, fallback)))
      .then((response) => writeResponse(res, response))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.on("connection", (socket: Duplex) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const address = req.socket.remoteAddress ?? "unknown";
    const verdict = handler.admit({
      path: new URL(req.url ?? "/", "http://localhost").pathname,
      method: req.method ?? "GET",
      origin: typeof req.headers.origin === "string" ? req.headers.origin : null,
      address,
    });
    if (!verdict.ok) {
      refuseHandshake(socket, verdict.status, verdict.text);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WsSocket) => {
      handler.accept(ws, { roomId: verdict.roomId, address });
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({
        port,
        stopAccepting() {
          server.close();
        },
        async shutdown() {
          await new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          });
          wss.close();
        },
      });
    });
  });
}
