/** A WebSocket double for unit tests: the test plays the server, frame by frame. */
import type { ClientMessage, ServerMessage } from "../protocol";
import type { WebSocketLike } from "../syncClient";

type Listener = (event: never) => void;

export class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: ClientMessage[] = [];
  closedWith: number | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: Listener): void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("not open");
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.closedWith = code;
    this.readyState = 3;
    this.#emit("close", { code });
  }

  // The server's side
  open(): void {
    this.readyState = 1;
    this.#emit("open", {});
  }

  receive(message: ServerMessage | string): void {
    this.#emit("message", {
      data: typeof message === "string" ? message : JSON.stringify(message),
    });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.#emit("close", { code });
  }

  /** Frames of one type sent so far. */
  sentOfType<T extends ClientMessage["type"]>(type: T): ClientMessage[] {
    return this.sent.filter((message) => message.type === type);
  }

  #emit(type: string, event: unknown) {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      (listener as (event: unknown) => void)(event);
    }
  }
}

export class FakeSocketServer {
  readonly sockets: FakeSocket[] = [];
  readonly create = (url: string): WebSocketLike => {
    const socket = new FakeSocket(url);
    this.sockets.push(socket);
    return socket;
  };

  get last(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error("no socket opened yet");
    return socket;
  }
}
