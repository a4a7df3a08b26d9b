// deno-lint-ignore-file no-window no-window-prefix -- this file runs in the browser, inside the player frame
// The demo player's postMessage API (README.md): commands from the parent
// window, events back to it. Plain browser JavaScript, served as /player.js.
(() => {
  "use strict";
  const HOST = "sinema-host";
  const PLAYER = "sinema-player";
  /** The API promises a timeupdate at least every 250 ms while playing. */
  const TIMEUPDATE_MS = 200;
  const MIN_RATE = 0.5;
  const MAX_RATE = 2;
  /** Media times are stored in microseconds or coarser: this close to the end is the end. */
  const END_EPSILON_S = 0.001;

  const video = document.getElementById("player");
  if (!(video instanceof HTMLVideoElement)) return;

  // The title's runtime (data-runtime, seconds): the short clip loops under a
  // timeline of that length, and every report, seek and "ended" is on that
  // timeline, as a real host's player reports the film. Loop n of the clip
  // covers [n × clip, (n + 1) × clip): the position is the loops before plus
  // the clip's own position, so it is always the frame on screen, to the
  // microsecond (couple mode steers two players by it). A clock of its own
  // would drift from the picture whenever the video waits for a decode.
  // Without a runtime the timeline is the clip.
  const runtime = Number(video.dataset.runtime ?? Number.NaN);
  const hasRuntime = runtime > 0;
  let loop = 0;
  /** The timeline reached its end: the last loop is cut short by the runtime. */
  let finished = false;
  // A loop's return to the clip's start is the player's own business: its seek,
  // its play and the clip's pause at its end are not reported.
  let wrapSeek = false;
  let wrapPlay = false;
  /** The pause that ends the timeline inside the clip, reported by `finish`. */
  let quietPause = false;
  /** A seek asked for before the clip's length was known: made once it is. */
  let pendingSeek = null;

  // The title's timeline for the viewer (#timeline, on pages with a runtime):
  // the video's own controls know only the clip.
  const timeline = document.getElementById("timeline");
  const playButton = document.getElementById("timeline-play");
  const slider = document.getElementById("timeline-position");
  const clock = document.getElementById("timeline-clock");
  const sound = document.getElementById("timeline-sound");
  const controls = hasRuntime && timeline && playButton && slider instanceof HTMLInputElement &&
    clock && sound;
  /** The viewer is dragging the slider: it shows where they are going, not where it plays. */
  let dragging = false;

  const clipLength = () =>
    Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
  /** The timeline's length; 0 until the clip's metadata is there (the API's "unknown"). */
  const duration = () => (clipLength() > 0 ? (hasRuntime ? runtime : clipLength()) : 0);
  const unclamped = () => loop * clipLength() + (video.currentTime || 0);
  function position() {
    if (!hasRuntime) return video.currentTime || 0;
    return finished ? runtime : Math.min(runtime, unclamped());
  }
  const reachedEnd = () => hasRuntime && clipLength() > 0 && unclamped() >= runtime - END_EPSILON_S;
  const clipEndedMidTimeline = () => hasRuntime && video.ended && !reachedEnd();

  // The stalling host (data-stall-at): at that second the video stops for
  // good while the page keeps saying it plays, like a stream whose server
  // stopped sending. `held` is the viewer's own pause while stalled.
  const stallAt = Number(video.dataset.stallAt ?? Number.NaN);
  let stalled = false;
  let held = false;
  function reportedPaused() {
    if (stalled) return held;
    if (finished) return true;
    // The clip's own end mid-timeline: the browser pauses the video just
    // before its "ended" starts the next loop; the timeline plays on.
    if (wrapPlay || clipEndedMidTimeline()) return false;
    return video.paused;
  }

  function send(event, message) {
    const payload = {
      source: PLAYER,
      event,
      currentTime: position(),
      duration: duration(),
      paused: reportedPaused(),
      rate: video.playbackRate,
      muted: video.muted,
      volume: video.volume,
      // When this state held (the parent page shares this clock): it dates the report
      // however late the message is delivered.
      sentAt: Date.now(),
    };
    if (message !== undefined) payload.message = message;
    window.parent.postMessage(payload, "*");
    showState();
  }

  let ticker;
  const stopTicking = () => clearInterval(ticker);
  const startTicking = () => {
    stopTicking();
    ticker = setInterval(() => {
      checkStall();
      checkEnd();
      if (!finished) send("timeupdate");
    }, TIMEUPDATE_MS);
  };

  function checkStall() {
    if (stalled || !(stallAt >= 0) || position() < stallAt) return;
    stalled = true;
    held = false;
    // Stops the picture; the "pause" event this fires is not the viewer's and is not reported.
    video.pause();
  }

  /**
   * The timeline's end inside the clip: the player stops there as a video
   * stops at its end, telling "pause" (if it played), then "ended".
   */
  function finish() {
    finished = true;
    wrapPlay = false;
    stopTicking();
    if (!video.paused) {
      quietPause = true;
      video.pause();
      send("pause");
    }
    send("ended");
  }
  function checkEnd() {
    if (!finished && !stalled && reachedEnd()) finish();
  }

  /** Seeks the timeline: to the loop the time falls in, and the clip's place in it. */
  function seekTo(time) {
    const clip = clipLength();
    if (!(clip > 0)) {
      pendingSeek = time;
      return;
    }
    pendingSeek = null;
    wrapSeek = false;
    finished = false;
    const target = Math.min(time, duration());
    if (!hasRuntime) {
      video.currentTime = target;
      return;
    }
    // The runtime's end falls in the last loop, which may be cut short.
    const lastLoop = Math.max(0, Math.ceil(runtime / clip) - 1);
    loop = Math.min(Math.floor(target / clip), lastLoop);
    video.currentTime = target - loop * clip;
  }

  /** The clip's end before the timeline's: on at once from the clip's start. */
  function wrap() {
    loop += 1;
    wrapSeek = true;
    wrapPlay = true;
    video.currentTime = 0;
    void play();
  }

  video.addEventListener("timeupdate", () => {
    checkStall();
    checkEnd();
    showState();
  });

  let ready = false;
  const announceReady = () => {
    if (ready) return;
    ready = true;
    if (pendingSeek !== null) seekTo(pendingSeek);
    showTimeline();
    send("ready");
  };
  video.addEventListener("loadedmetadata", announceReady);
  // The metadata may have arrived while this script was still loading.
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) announceReady();

  video.addEventListener("play", () => {
    if (wrapPlay) {
      wrapPlay = false;
      return;
    }
    // Played again after its end (by the video itself): from the start, as a video does.
    if (finished) seekTo(0);
    send("play");
    startTicking();
  });
  video.addEventListener("pause", () => {
    if (stalled) return;
    if (quietPause) {
      quietPause = false;
      return;
    }
    // The clip's own end before the timeline's: "ended" starts the next loop.
    if (clipEndedMidTimeline()) return;
    wrapPlay = false;
    stopTicking();
    send("pause");
  });
  // A seek begins (currentTime is already its target), then lands ~100 ms later.
  video.addEventListener("seeking", () => {
    if (!wrapSeek) send("seeking");
  });
  video.addEventListener("seeked", () => {
    if (wrapSeek) {
      wrapSeek = false;
      return;
    }
    send("seeked");
    checkEnd();
  });
  video.addEventListener("volumechange", () => send("volumechange"));
  video.addEventListener("ended", () => {
    if (finished) return;
    if (hasRuntime && !reachedEnd()) {
      wrap();
      return;
    }
    if (hasRuntime) finished = true;
    stopTicking();
    send("ended");
  });
  async function play() {
    try {
      await video.play();
    } catch (error) {
      // Browsers refuse sound without a gesture in this frame: play muted instead.
      if (error && error.name === "NotAllowedError" && !video.muted) {
        video.muted = true;
        try {
          await video.play();
          return;
        } catch (second) {
          send("error", String(second && second.message));
          return;
        }
      }
      if (!error || error.name !== "AbortError") {
        send("error", String(error && error.message));
      }
    }
  }

  function playCommand() {
    if (stalled) {
      // Nothing will move, but the player says it is trying.
      held = false;
      send("play");
      startTicking();
      return;
    }
    // After the end, from the start (before play(), so the clip is not restarted twice).
    if (finished) seekTo(0);
    void play();
  }
  function pauseCommand() {
    if (stalled) {
      held = true;
      stopTicking();
      send("pause");
    } else {
      wrapPlay = false;
      video.pause();
    }
  }

  window.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || typeof message !== "object" || message.source !== HOST) {
      return;
    }
    switch (message.command) {
      case "play":
        playCommand();
        break;
      case "pause":
        pauseCommand();
        break;
      case "mute":
        if (typeof message.muted === "boolean") video.muted = message.muted;
        break;
      case "volume":
        if (
          typeof message.volume === "number" && message.volume >= 0 &&
          message.volume <= 1
        ) {
          video.volume = message.volume;
          // Turning the volume up is asking for sound (the clip autoplays muted).
          if (message.volume > 0) video.muted = false;
        }
        break;
      case "seek":
        if (
          typeof message.time === "number" && Number.isFinite(message.time) &&
          message.time >= 0
        ) {
          seekTo(message.time);
        }
        break;
      case "rate":
        if (
          typeof message.rate === "number" && message.rate >= MIN_RATE &&
          message.rate <= MAX_RATE
        ) {
          video.playbackRate = message.rate;
        }
        break;
      case "getState":
        send("state");
        break;
      default:
        break;
    }
  });

  /** 1:05:09, 4:07 */
  function clockText(seconds) {
    const whole = Math.max(0, Math.floor(seconds));
    const hours = Math.floor(whole / 3600);
    const minutes = Math.floor((whole % 3600) / 60);
    const rest = String(whole % 60).padStart(2, "0");
    return hours > 0
      ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}`
      : `${minutes}:${rest}`;
  }
  function showPlace(seconds) {
    const text = clockText(seconds);
    clock.textContent = `${text} / ${clockText(duration())}`;
    slider.setAttribute("aria-valuetext", text);
  }
  function showState() {
    if (!controls || timeline.hidden) return;
    const paused = reportedPaused();
    playButton.textContent = paused ? "▶" : "❚❚";
    playButton.setAttribute("aria-label", paused ? "Oynat" : "Duraklat");
    sound.setAttribute("data-muted", String(video.muted));
    sound.setAttribute("aria-label", video.muted ? "Sesi aç" : "Sesi kapat");
    if (dragging) return;
    slider.value = String(Math.floor(position()));
    showPlace(position());
  }
  function showTimeline() {
    if (!controls) return;
    video.controls = false;
    timeline.hidden = false;
    slider.max = String(duration());
    showState();
  }
  if (controls) {
    const toggle = () => (reportedPaused() ? playCommand() : pauseCommand());
    playButton.addEventListener("click", toggle);
    video.addEventListener("click", toggle);
    slider.addEventListener("input", () => {
      dragging = true;
      showPlace(Number(slider.value));
    });
    slider.addEventListener("change", () => {
      dragging = false;
      seekTo(Number(slider.value));
    });
    // A click in this frame is the viewer's gesture: sound may come on.
    sound.addEventListener("click", () => {
      video.muted = !video.muted;
    });
  }

  function start() {
    if (video.dataset.autoplay === "true") {
      // Autoplay is allowed only muted; the viewer can unmute with the controls.
      video.muted = true;
      void play();
    }
  }

  // The slow host (data-start-delay-ms): the page and its API are there at
  // once, the video arrives late, so "ready" comes late.
  const delayedSource = video.dataset.src;
  if (delayedSource) {
    setTimeout(() => {
      video.src = delayedSource;
      start();
    }, Number(video.dataset.startDelayMs) || 0);
  } else start();
})();
