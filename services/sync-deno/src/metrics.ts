/**
 * Issue 29: what Prometheus scrapes from one sync instance, through
 * prom-client. main.ts serves it on a listener of its own
 * (SYNC_METRICS_PORT, loopback by default), never through the public proxy.
 */
import client from "prom-client";

/** Action latency buckets, seconds: from handling a frame to its relay and ack. */
export const ACTION_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type RelayKind = "join" | "leave" | "action" | "heartbeat";

export class SyncMetrics {
  readonly registry = new client.Registry();
  readonly #relays = new client.Counter({
    name: "sync_relays_total",
    help: "Frames relayed to the other viewer of a room, by kind.",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });
  readonly #actions = new client.Histogram({
    name: "sync_action_duration_seconds",
    help: "From handling a play, pause or seek frame to its relay and ack (the room stored).",
    labelNames: ["type"] as const,
    buckets: ACTION_BUCKETS_S,
    registers: [this.registry],
  });
  readonly #redisReconnects = new client.Counter({
    name: "sync_redis_reconnects_total",
    help: "Times a Redis connection came back after it was lost.",
    registers: [this.registry],
  });

  constructor(stats: () => { connections: number; rooms: number }) {
    for (
      const [name, help, key] of [
        ["sync_connections", "Open WebSocket connections on this instance.", "connections"],
        ["sync_rooms", "Rooms with a connection on this instance.", "rooms"],
      ] as const
    ) {
      new client.Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(stats()[key]);
        },
      });
    }
    for (const kind of ["join", "leave", "action", "heartbeat"] as const) {
      this.#relays.inc({ kind }, 0);
    }
    this.#redisReconnects.inc(0);
  }

  relayed(kind: RelayKind): void {
    this.#relays.inc({ kind });
  }

  action(type: string, seconds: number): void {
    this.#actions.observe({ type }, seconds);
  }

  redisReconnected(): void {
    this.#redisReconnects.inc();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
