/**
 * The client against the real sync service on loopback, with a video double in
 * place of the embed iframe (the iframe itself comes with the end-to-end test).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startSyncService } from "../../test/syncService";
import { SYNC_GUARD_MS } from "./constants";
import type { ClientMessage } from "./protocol";
import { SyncClient, type SyncStatus, type WebSocketLike } from "./syncClient";
import { VideoDouble } from "./testing/videoDouble";

const ALICE = "alice-0001";
const BOB = "bob-000001";
/** Issue 9's target for steady play: p95 drift ≤ 100 ms. */
const MAX_P95_DRIFT_S = 0.1;
/**
 * Issue 9 targets ≤ 300 ms (p95) for an action to show on the other side; that is
 * measured by the two-browser test. Here single actions are held to a bound that
 * still fails on a lost or guard-held action, but not on a busy shared machine.
 */
const MAX_ACTION_DELAY_MS = 1_000;

let service: Awaited<ReturnType<typeof startSyncService>>;
const cleanups: Array<() => void> = [];
let roomCounter = 0;

beforeAll(async () => {
  service = await startSyncService();
});

afterAll(async () => {
  await service?.stop();
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

interface Viewer {
  client: SyncClient;
  video: VideoDouble;
  statuses: SyncStatus[];
  actions: string[];
}

/** A viewer whose player has loaded (its state is known before it joins anything). */
async function viewer(userId: string, options: { startAt?: number } = {}): Promise<Viewer> {
  const actions: string[] = [];
  const client = new SyncClient({
    url: service.url,
    userId,
    createChannel: null,
    log: () => {},
    createSocket: (url) => {
      // As a page would: the service refuses handshakes without an Origin.
      const socket = new WebSocket(url, { origin: "http://localhost:5000" });
      const send = socket.send.bind(socket);
      // Record what this viewer sends: echoes would show up here.
      socket.send = ((data: string) => {
        const message = JSON.parse(data) as ClientMessage;
        if (message.type === "play" || message.type === "pause" || message.type === "seek") {
          actions.push(message.type);
        }
        send(data);
      }) as typeof socket.send;
      return socket as unknown as WebSocketLike;
    },
  });
  const video = new VideoDouble({ startAt: options.startAt ?? 0, seekDelayMs: 30 }).load();
  const statuses: SyncStatus[] = [];
  client.onConnectionChange((_connected, status) => statuses.push(status));
  cleanups.push(() => {
    client.disconnect();
    video.dispose();
  });
  await waitFor(() => video.isReady());
  return { client, video, statuses, actions };
}

const newRoom = () => `IT${String(++roomCounter).padStart(4, "0")}`;

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) {
      throw new Error(`not met within ${timeoutMs} ms: ${condition.toString()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}

/** The 95th percentile of the gap between the two videos over `ms`, sampled every 20 ms. */
async function p95Gap(a: VideoDouble, b: VideoDouble, ms: number): Promise<number> {
  const gaps: number[] = [];
  for (let t = 0; t < ms; t += 20) {
    gaps.push(Math.abs(a.position() - b.position()));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  gaps.sort((x, y) => x - y);
  return gaps[Math.floor(gaps.length * 0.95)] ?? Infinity;
}

describe("two viewers through the real sync service", () => {
  it("connect, then follow each other's play, pause and seek in step, without echoes", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE, { startAt: 60 });
    const bob = await viewer(BOB);
    alice.client.connect(room, alice.video);
    // Alice is in the room first, so her player starts the room's timeline.
    await waitFor(() => alice.client.joined);
    bob.client.connect(room, bob.video);
    await waitFor(() => alice.client.connected && bob.client.connected);
    expect(alice.statuses).toEqual(["waiting", "connected"]);
    await waitFor(() => bob.video.position() === 60);

    alice.video.userPlay();
    const playDelay = await waitFor(() => !bob.video.paused);
    expect(playDelay).toBeLessThan(MAX_ACTION_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await p95Gap(alice.video, bob.video, 1_000)).toBeLessThan(MAX_P95_DRIFT_S);

    alice.video.userPause();
    expect(await waitFor(() => bob.video.paused)).toBeLessThan(MAX_ACTION_DELAY_MS);
    await waitFor(() => Math.abs(alice.video.position() - bob.video.position()) < 0.05);
    // SPEC.md §4's guard holds a remote action for 500 ms after the previous one; a viewer's
    // next click comes later than that (a quicker one is applied when the guard clears).
    await new Promise((resolve) => setTimeout(resolve, SYNC_GUARD_MS));

    alice.video.userSeek(1_234);
    expect(await waitFor(() => Math.abs(bob.video.position() - 1_234) < 0.05)).toBeLessThan(
      MAX_ACTION_DELAY_MS,
    );

    bob.video.userPlay();
    expect(await waitFor(() => !alice.video.paused)).toBeLessThan(MAX_ACTION_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await p95Gap(alice.video, bob.video, 500)).toBeLessThan(MAX_P95_DRIFT_S);

    // Only what the viewers did went on the wire: no applied command came back as an action.
    expect(alice.actions).toEqual(["play", "pause", "seek"]);
    expect(bob.actions).toEqual(["play"]);
  });

  it("a reload of one side resumes in step, and the other sees it leave and come back", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE, { startAt: 10 });
    const bob = await viewer(BOB);
    alice.client.connect(room, alice.video);
    // Alice is in the room first, so her player starts the room's timeline.
    await waitFor(() => alice.client.joined);
    bob.client.connect(room, bob.video);
    await waitFor(() => alice.client.connected && bob.client.connected);
    alice.video.userPlay();
    await waitFor(() => !bob.video.paused);

    bob.client.disconnect();
    bob.video.dispose();
    await waitFor(() => alice.client.status === "disconnected");

    const reloaded = await viewer(BOB); // the page starts again at 0, paused
    reloaded.client.connect(room, reloaded.video);
    await waitFor(() => alice.client.connected && reloaded.client.connected);
    await waitFor(() => !reloaded.video.paused);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await p95Gap(alice.video, reloaded.video, 500)).toBeLessThan(MAX_P95_DRIFT_S);
    expect(reloaded.actions).toEqual([]);
  });

  it("a third viewer is told the room is full", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE);
    const bob = await viewer(BOB);
    const carol = await viewer("carol-0001");
    alice.client.connect(room, alice.video);
    await waitFor(() => alice.client.joined);
    bob.client.connect(room, bob.video);
    await waitFor(() => alice.client.connected && bob.client.connected);
    const errors: string[] = [];
    carol.client.onError((error) => errors.push(error.code));
    carol.client.connect(room, carol.video);
    await waitFor(() => errors.length > 0);
    expect(errors).toEqual(["room_full"]);
    await waitFor(() => carol.client.status === "disconnected");
  });
});

describe("the room's source (issue 32 item 1) through the real sync service", () => {
  const source = (n: number) => ({
    url: `http://localhost:5050/v2/embed/movie/${n}`,
    host: "http://localhost:5050",
    language: "dublaj" as const,
  });

  it("the first player up fixes it, a late joiner gets it, a change reaches the other with a notice", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE);
    const bob = await viewer(BOB);
    const bobSignals: string[] = [];
    bob.client.onSignal((signal) => {
      if (signal.type === "source") bobSignals.push(signal.source.url);
    });
    alice.client.connect(room, alice.video);
    await waitFor(() => alice.client.joined);
    expect(alice.client.proposeSource({ source: source(1), initial: true })).toBe(true);
    await waitFor(() => alice.client.roomSource !== null);

    bob.client.connect(room, bob.video);
    await waitFor(() => bob.client.joined);
    expect(bob.client.roomSource?.current).toEqual({
      source: source(1),
      userId: ALICE,
      version: 1,
    });
    // Bob's player came up on its own first choice before it heard: the room keeps Alice's.
    bob.client.proposeSource({ source: source(2), initial: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bob.client.roomSource?.current.source).toEqual(source(1));

    alice.client.proposeSource({ source: source(3) });
    await waitFor(() => bob.client.roomSource?.current.version === 2);
    expect(bob.client.roomSource?.current.source).toEqual(source(3));
    expect(bobSignals).toEqual([source(3).url]);

    // The room's source failed for Bob: his fallback's next one moves Alice too.
    bob.client.proposeSource({ source: source(4), failed: source(3).url });
    await waitFor(() => alice.client.roomSource?.current.version === 3);
    expect(alice.client.roomSource).toEqual({
      current: { source: source(4), userId: BOB, version: 3 },
      failed: source(3).url,
    });
  });

  it("both changing at once end on the same source", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE);
    const bob = await viewer(BOB);
    alice.client.connect(room, alice.video);
    await waitFor(() => alice.client.joined);
    bob.client.connect(room, bob.video);
    await waitFor(() => alice.client.connected && bob.client.connected);
    alice.client.proposeSource({ source: source(1) });
    bob.client.proposeSource({ source: source(2) });
    await waitFor(
      () =>
        alice.client.roomSource?.current.version === 2 &&
        bob.client.roomSource?.current.version === 2,
    );
    expect(alice.client.roomSource?.current).toEqual(bob.client.roomSource?.current);
  });
});

describe("when the service restarts", () => {
  it("both viewers reconnect with back-off, rejoin and get back in step", async () => {
    const room = newRoom();
    const alice = await viewer(ALICE, { startAt: 100 });
    const bob = await viewer(BOB);
    alice.client.connect(room, alice.video);
    // Alice is in the room first, so her player starts the room's timeline.
    await waitFor(() => alice.client.joined);
    bob.client.connect(room, bob.video);
    await waitFor(() => alice.client.connected && bob.client.connected);
    alice.video.userPlay();
    await waitFor(() => !bob.video.paused);
    // Let Bob settle first: a viewer's seek made while one of our own corrective seeks is
    // still landing is overtaken by it, in a real player as in this double.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const port = service.port;
    await service.stop();
    service = await startSyncService(port);
    // Rooms lived in the old process: the first to rejoin restarts the room from its player.
    // Bob seeks while still away; the seek goes out once he is back in the room.
    bob.video.userSeek(500);
    await waitFor(() => alice.video.position() > 500, 25_000);
    // A gap left by the seek below the hard-seek line is closed by rate steering, over a
    // second or two: sampled a fixed 0.5 s after it, 1 run in ~40 read 0.10002 s. In step
    // means they come together, then stay together.
    await waitFor(() => Math.abs(alice.video.position() - bob.video.position()) < 0.05, 5_000);
    expect(await p95Gap(alice.video, bob.video, 500)).toBeLessThan(MAX_P95_DRIFT_S);
  }, 40_000);
});
