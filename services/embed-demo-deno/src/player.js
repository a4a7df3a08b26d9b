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

  function send(event, message) {
    const payload = {
      source: PLAYER,
      event,
      currentTime: video.currentTime || 0,
      duration: Number.isFinite(video.duration) ? video.duration : 0,
      paused: video.paused,
      rate: video.playbackRate,
    };
    if (message !== undefined) payload.message = message;
    window.parent.postMessage(payload, "*");
  }

  let ticker;
  const stopTicking = () => clearInterval(ticker);

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
    stopTicking();
    ticker = setInterval(() => send("timeupdate"), TIMEUPDATE_MS);
  });
  video.addEventListener("pause", () => {
    stopTicking();
    send("pause");
  });
  video.addEventListener("seeked", () => send("seeked"));
  video.addEventListener("ended", () => {
    stopTicking();
    send("ended");
  });
  video.addEventListener("error", () => {
    stopTicking();
    const error = video.error;
    send(
      "error",
      error
        ? `media error ${error.code}: ${error.message || "kaynak yüklenemedi"}`
        : "kaynak yüklenemedi",
    );
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
        void play();
        break;
      case "pause":
        video.pause();
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

  if (video.dataset.autoplay === "true") {
    // Autoplay is allowed only muted; the viewer can unmute with the controls.
    video.muted = true;
    void play();
  }
})();
