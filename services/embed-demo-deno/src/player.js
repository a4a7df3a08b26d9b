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

  const video = document.getElementById("player");
  if (!(video instanceof HTMLVideoElement)) return;

  // The stalling host (data-stall-at): at that second the video stops for
  // good while the page keeps saying it plays, like a stream whose server
  // stopped sending. `held` is the viewer's own pause while stalled.
  const stallAt = Number(video.dataset.stallAt ?? Number.NaN);
  let stalled = false;
  let held = false;
  const reportedPaused = () => (stalled ? held : video.paused);

  function send(event, message) {
    const payload = {
      source: PLAYER,
      event,
      currentTime: video.currentTime || 0,
      duration: Number.isFinite(video.duration) ? video.duration : 0,
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
  }

  let ticker;
  const stopTicking = () => clearInterval(ticker);
  const startTicking = () => {
    stopTicking();
    ticker = setInterval(() => {
      checkStall();
      send("timeupdate");
    }, TIMEUPDATE_MS);
  };

  function checkStall() {
    if (stalled || !(stallAt >= 0) || video.currentTime < stallAt) return;
    stalled = true;
    held = false;
    // Stops the picture; the "pause" event this fires is not the viewer's and is not reported.
    video.pause();
  }
  video.addEventListener("timeupdate", checkStall);

  let ready = false;
  const announceReady = () => {
    if (ready) return;
    ready = true;
    send("ready");
  };
  video.addEventListener("loadedmetadata", announceReady);
  // The metadata may have arrived while this script was still loading.
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) announceReady();

  video.addEventListener("play", () => {
    send("play");
    startTicking();
  });
  video.addEventListener("pause", () => {
    if (stalled) return;
    stopTicking();
    send("pause");
  });
  // A seek begins (currentTime is already its target), then lands ~100 ms later.
  video.addEventListener("seeking", () => send("seeking"));
  video.addEventListener("seeked", () => send("seeked"));
  video.addEventListener("volumechange", () => send("volumechange"));
  video.addEventListener("ended", () => {
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

  window.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || typeof message !== "object" || message.source !== HOST) {
      return;
    }
    switch (message.command) {
      case "play":
        if (stalled) {
          // Nothing will move, but the player says it is trying.
          held = false;
          send("play");
          startTicking();
        } else void play();
        break;
      case "pause":
        if (stalled) {
          held = true;
          stopTicking();
          send("pause");
        } else video.pause();
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
          const end = Number.isFinite(video.duration) ? video.duration : message.time;
          video.currentTime = Math.min(message.time, end);
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
