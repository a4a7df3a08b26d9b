/** Real WebSocket clients for the service's tests, with an inbox to await frames in order. */
import { validateServerMessage } from "../../../../openapi/sync/validators.ts";
import type { ServerMessage } from "../protocol.ts";

const isServerMessage = validateServerMessage as unknown as {
  (data: unknown): data is ServerMessage;
  errors?: unknown;
};

const WAIT_MS = 3_000;

/** The server message(s) that may carry this type (actions share one message shape). */
export type MessageOf<T extends ServerMessage["type"]> = ServerMessage extends infer M
  ? M extends { type: infer U } ? T extends U ? M : never : never
  : never;

export class TestClient {
  readonly socket: WebSocket;
  readonly closed: Promise<CloseEvent>;
  readonly #inbox: ServerMessage[] = [];
  readonly #invalid: string[] = [];
  #waiters: Array<() => void> = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => {
      socket.addEventListener("close", (event) => {
        resolve(event);
        this.#wake();
      }, { once: true });
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data));
      // Every frame the service sends must be valid against the protocol schema.
      if (!isServerMessage(message)) {
        this.#invalid.push(`${String(event.data)}: ${JSON.stringify(isServerMessage.errors)}`);
      }
      this.#inbox.push(message);
      this.#wake();
    });
  }

  static open(url: string, origin?: string): Promise<TestClient> {
    const socket = origin ? new WebSocket(url, { headers: { origin } }) : new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.addEventListener("open", () => resolve(new TestClient(socket)), { once: true });
      socket.addEventListener("error", () => reject(new Error(`could not connect to ${url}`)), {
        once: true,
      });
    });
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first unread frame of this type (skipping none), failing after a few seconds. */
  async next<T extends ServerMessage["type"]>(
    type: T,
  ): Promise<MessageOf<T>> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (this.#invalid.length > 0) {
        throw new Error(`the service sent frames outside the schema: ${this.#invalid.join("\n")}`);
      }
      const index = this.#inbox.findIndex((message) => message.type === type);
      if (index !== -1) {
        return this.#inbox.splice(index, 1)[0] as MessageOf<T>;
      }
      if (this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`closed before a "${type}" frame came`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no "${type}" frame within ${WAIT_MS} ms; got ${JSON.stringify(this.#inbox)}`,
        );
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, left);
        this.#waiters.push(resolve);
      });
      clearTimeout(timer);
    }
  }

  /** Frames received and not read yet. */
  unread(): ServerMessage[] {
    return [...this.#inbox];
  }

  /** A ping round trip: every frame sent before it has been handled by the server. */
  async roundTrip(id = 1): Promise<void> {
    this.send({ type: "ping", id, clientTime: 1 });
    await this.next("pong");
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}
