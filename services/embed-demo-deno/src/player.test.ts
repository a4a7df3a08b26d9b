/**
 * player.js on a scripted <video>: the page's own script, run with a media
 * element whose time moves only when the test says, so the title's timeline
 * (the clip looped to the runtime) is checked to the microsecond. The browser
 * side (a real video, the site's progress and countdown) is e2e's.
 */
import assert from "node:assert/strict";

const script = await Deno.readTextFile(new URL("./player.js", import.meta.url));
/** The clip's length as Chromium reads media/clip.webm. */
const CLIP = 20.008;

interface Report {
  event: string;
  currentTime: number;
  duration: number;
  paused: boolean;
}

/** A media element as the script uses it; its events are queued and fired by `flush`, as a browser's are. */
class ScriptedVideo extends EventTarget {
  dataset: Record<string, string>;
  controls = true;
  duration = Number.NaN;
  paused = true;
  ended = false;
  muted = false;
  volume = 1;
  playbackRate = 1;
  readyState = 0;
  #time = 0;
  queued: string[] = [];

  constructor(dataset: Record<string, string>) {
    super();
    this.dataset = dataset;
  }
  get currentTime() {
    return this.#time;
  }
  set currentTime(time: number) {
    this.#time = Number.isFinite(this.duration) ? Math.min(time, this.duration) : time;
    this.ended = this.#time >= this.duration;
    this.queued.push("seeking", "seeked");
  }
  play(): Promise<void> {
    if (this.ended) this.currentTime = 0;
    if (this.paused) {
      this.paused = false;
      this.queued.push("play");
    }
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.queued.push("pause");
  }
  /** The clip's metadata arrives. */
  load(duration = CLIP) {
    this.duration = duration;
    this.readyState = 1;
    this.queued.push("loadedmetadata");
  }
  /** Plays on for `seconds`: a timeupdate every 50 ms, and the clip's end as a browser ends it. */
  async advance(seconds: number) {
    for (let done = 0; done < seconds - 1e-9; done += 0.05) {
      await this.flush();
      if (this.paused) continue;
      this.#time = Math.min(this.duration, this.#time + 0.05 * this.playbackRate);
      this.queued.push("timeupdate");
      if (this.#time >= this.duration) {
        this.ended = true;
        this.paused = true;
        this.queued.push("pause", "ended");
      }
    }
    await this.flush();
  }
  /**
   * The clip ends as a browser ends it, with `between` run after its "pause"
   * and before its "ended": a busy page's 250 ms ticker may fire there.
   */
  async endClip(between: () => Promise<void>) {
    await this.flush();
    this.#time = this.duration;
    this.ended = true;
    this.paused = true;
    this.dispatchEvent(new Event("pause"));
    await between();
    this.dispatchEvent(new Event("ended"));
    await this.flush();
  }
  async flush() {
    // Promise callbacks (play()'s) run between events, as microtasks do.
    while (this.queued.length > 0) {
      this.dispatchEvent(new Event(this.queued.shift()!));
      await Promise.resolve();
    }
  }
}

class FakeControl extends EventTarget {
  hidden = true;
  textContent = "";
  attributes = new Map<string, string>();
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  click() {
    this.dispatchEvent(new Event("click"));
  }
}
class FakeInput extends FakeControl {
  value = "0";
  max = "0";
}

/** Runs player.js in a page with `dataset` on its video; `controls` adds the timeline's. */
function playerPage(dataset: Record<string, string>, { controls = false } = {}) {
  const video = new ScriptedVideo(dataset);
  const reports: Report[] = [];
  let onMessage: ((event: { data: unknown }) => void) | undefined;
  const tickers = new Set<() => void>();
  let nextTicker = 0;
  const tickerIds = new Map<number, () => void>();
  const elements: Record<string, unknown> = { player: video };
  if (controls) {
    elements["timeline"] = new FakeControl();
    elements["timeline-play"] = new FakeControl();
    elements["timeline-position"] = new FakeInput();
    elements["timeline-clock"] = new FakeControl();
    elements["timeline-sound"] = new FakeControl();
  }
  const window = {
    parent: { postMessage: (payload: Report) => reports.push(payload) },
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === "message") onMessage = listener;
    },
  };
  const globals = {
    window,
    document: { getElementById: (id: string) => elements[id] ?? null },
    HTMLVideoElement: ScriptedVideo,
    HTMLMediaElement: { HAVE_METADATA: 1 },
    HTMLInputElement: FakeInput,
    setInterval: (tick: () => void) => {
      tickers.add(tick);
      tickerIds.set(++nextTicker, tick);
      return nextTicker;
    },
    clearInterval: (id: number | undefined) => {
      const tick = id === undefined ? undefined : tickerIds.get(id);
      if (tick) tickers.delete(tick);
    },
    setTimeout: () => 0,
  };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  return {
    video,
    reports,
    elements,
    /** What the page told its parent since the last call. */
    told() {
      return reports.splice(0);
    },
    async command(message: Record<string, unknown>) {
      onMessage?.({ data: { source: "sinema-host", ...message } });
      await video.flush();
    },
    /** The script's own 250 ms reports, once. */
    async tick() {
      for (const tick of [...tickers]) tick();
      await video.flush();
    },
  };
}

const events = (reports: Report[]) => reports.map((report) => report.event);
const close = (actual: number | undefined, expected: number) =>
  assert.ok(Math.abs((actual ?? Number.NaN) - expected) < 1e-6, `${actual} ≉ ${expected}`);

Deno.test("without a runtime the timeline is the clip, as before", async () => {
  const page = playerPage({ autoplay: "false" });
  page.video.load();
  await page.video.flush();
  assert.deepEqual(page.told().map(({ event, duration }) => ({ event, duration })), [
    { event: "ready", duration: CLIP },
  ]);
  await page.command({ command: "seek", time: 12.5 });
  assert.equal(page.video.currentTime, 12.5);
  await page.command({ command: "seek", time: 99 });
  assert.equal(page.video.currentTime, CLIP);
  await page.command({ command: "seek", time: CLIP - 0.1 });
  page.told();
  await page.command({ command: "play" });
  await page.video.advance(0.5);
  const told = page.told();
  assert.deepEqual(events(told), ["play", "pause", "ended"]);
  close(told.at(-1)?.currentTime, CLIP);
});

Deno.test("a title's runtime is the duration; a seek lands in the loop it falls in, at the clip's place there", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" });
  // Before the clip's metadata the length is unknown (0), as the API says.
  await page.command({ command: "getState" });
  assert.deepEqual(page.told().map(({ currentTime, duration }) => ({ currentTime, duration })), [
    { currentTime: 0, duration: 0 },
  ]);
  page.video.load();
  await page.video.flush();
  assert.deepEqual(
    page.told().map(({ event, currentTime, duration }) => ({ event, currentTime, duration })),
    [
      { event: "ready", currentTime: 0, duration: 8160 },
    ],
  );

  await page.command({ command: "seek", time: 5000 });
  // 5000 s is 249 whole clips (4981.992 s) and 18.008 s into the 250th.
  close(page.video.currentTime, 5000 - 249 * CLIP);
  const told = page.told();
  assert.deepEqual(events(told), ["seeking", "seeked"]);
  for (const report of told) close(report.currentTime, 5000);
  assert.equal(told[0]?.duration, 8160);

  // Back to the start, and to the end and beyond: the end.
  await page.command({ command: "seek", time: 3 });
  close(page.told().at(-1)?.currentTime, 3);
  await page.command({ command: "seek", time: 99_999 });
  const end = page.told();
  assert.deepEqual(events(end), ["seeking", "seeked", "ended"]);
  for (const report of end) close(report.currentTime, 8160);
});

Deno.test("the clip's end mid-timeline loops on without a pause, a seek or a play told", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" });
  page.video.load();
  await page.command({ command: "seek", time: 39 });
  close(page.video.currentTime, 39 - CLIP);
  await page.command({ command: "play" });
  page.told();
  const positions: number[] = [];
  for (let i = 0; i < 12; i++) {
    await page.video.advance(0.2);
    await page.tick();
    positions.push(
      ...page.told().map((report) => {
        assert.equal(report.event, "timeupdate");
        assert.equal(report.paused, false);
        return report.currentTime;
      }),
    );
  }
  // Across the clip's end at 40.016 s: on from there, in step with the clip, never back.
  assert.ok(positions.at(-1)! > 41, String(positions));
  for (let i = 1; i < positions.length; i++) {
    assert.ok(positions[i]! > positions[i - 1]!, String(positions));
    assert.ok(positions[i]! - positions[i - 1]! < 0.3, String(positions));
  }
  assert.equal(page.video.paused, false);
  close(page.video.currentTime + 2 * CLIP, positions.at(-1)!);
});

Deno.test("a report made between the clip's own pause and ended, mid-timeline, says it plays", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" });
  page.video.load();
  await page.command({ command: "seek", time: CLIP - 0.5 });
  await page.command({ command: "play" });
  page.told();
  await page.video.endClip(() => page.tick());
  await page.tick();
  const told = page.told();
  assert.deepEqual(events(told), ["timeupdate", "timeupdate"]);
  for (const report of told) assert.equal(report.paused, false);
  close(told.at(-1)?.currentTime, CLIP);
  assert.equal(page.video.paused, false);
});

Deno.test("the runtime's end inside the last loop: pause, then ended at the runtime; play starts over", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" });
  page.video.load();
  await page.command({ command: "seek", time: 8159 });
  await page.command({ command: "play" });
  page.told();
  for (let i = 0; i < 8; i++) {
    await page.video.advance(0.2);
    await page.tick();
  }
  const told = page.told();
  assert.deepEqual(events(told).filter((event) => event !== "timeupdate"), ["pause", "ended"]);
  assert.deepEqual(events(told).slice(-2), ["pause", "ended"]);
  for (const report of told.slice(-2)) {
    assert.equal(report.currentTime, 8160);
    assert.equal(report.paused, true);
  }
  for (const report of told) assert.ok(report.currentTime <= 8160);
  assert.equal(page.video.paused, true);
  // Nothing more is told while it stands at the end.
  await page.tick();
  await page.video.advance(0.5);
  assert.deepEqual(page.told(), []);

  await page.command({ command: "play" });
  const again = page.told();
  assert.deepEqual(events(again), ["seeking", "seeked", "play"]);
  assert.equal(again.at(-1)?.currentTime, 0);
  assert.equal(again.at(-1)?.paused, false);
});

Deno.test("a seek asked for before the clip's length is known is made once it is", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" });
  await page.command({ command: "seek", time: 4000 });
  page.video.load();
  await page.video.flush();
  const ready = page.told().find((report) => report.event === "ready");
  close(ready?.currentTime, 4000);
  close(page.video.currentTime, 4000 - 199 * CLIP);
});

Deno.test("the page's timeline controls: the runtime on the clock, the slider seeks, the button plays", async () => {
  const page = playerPage({ autoplay: "false", runtime: "8160" }, { controls: true });
  const timeline = page.elements["timeline"] as FakeControl;
  const slider = page.elements["timeline-position"] as FakeInput;
  const clock = page.elements["timeline-clock"] as FakeControl;
  const button = page.elements["timeline-play"] as FakeControl;
  assert.equal(timeline.hidden, true);
  page.video.load();
  await page.video.flush();
  // The video's own controls know only the clip: the timeline's replace them.
  assert.equal(timeline.hidden, false);
  assert.equal(page.video.controls, false);
  assert.equal(clock.textContent, "0:00 / 2:16:00");
  assert.equal(button.attributes.get("aria-label"), "Oynat");

  slider.value = "7300";
  slider.dispatchEvent(new Event("input"));
  assert.equal(clock.textContent, "2:01:40 / 2:16:00");
  slider.dispatchEvent(new Event("change"));
  await page.video.flush();
  close(page.told().at(-1)?.currentTime, 7300);

  button.click();
  await page.video.flush();
  assert.equal(page.video.paused, false);
  assert.equal(button.attributes.get("aria-label"), "Duraklat");
  assert.equal(slider.attributes.get("aria-valuetext"), "2:01:40");
});
