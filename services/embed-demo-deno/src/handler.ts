/**
 * The demo embed provider: player pages at the URL shapes of SPEC.md §7, each
 * a real <video> with the postMessage API of README.md, a short clip served
 * with byte ranges (browsers need them to seek), and ids that fail on purpose.
 */
import {
  DEFAULT_HOST_TIMING,
  type FailMode,
  type HostProfile,
  hostProfileOf,
  type HostTiming,
} from "./config.ts";

export interface Deps {
  clip: Uint8Array<ArrayBuffer>;
  playerScript: string;
  failIds: ReadonlyMap<string, FailMode>;
  /** When the slow host gets ready and where the stalling host stops; config defaults otherwise. */
  timing?: HostTiming;
  /**
   * Runtime in seconds by player id (runtimes.ts): the clip loops under a
   * timeline of that length. An id without one plays at the clip's length.
   */
  runtimes?: ReadonlyMap<string, number>;
}

const ID = "[A-Za-z0-9_-]{1,64}";
const NUMBER = "\\d{1,4}";

interface Player {
  kind: "movie" | "tv" | "anime" | "episode";
  id: string;
  season?: number;
  episode?: number;
  audio?: "sub" | "dub";
}

/** SPEC.md §7 player URL shapes (v2 and v3), plus the episode pages that /api/embeds links to. */
const ROUTES: readonly [RegExp, (m: RegExpExecArray) => Player][] = [
  [
    new RegExp(`^/v[23]/embed/movie/(${ID})$`),
    (m) => ({ kind: "movie", id: m[1]! }),
  ],
  [
    new RegExp(`^/v[23]/embed/tv/(${ID})(?:/(${NUMBER})(?:/(${NUMBER}))?)?$`),
    (m) => ({
      kind: "tv",
      id: m[1]!,
      ...(m[2] ? { season: Number(m[2]) } : {}),
      ...(m[3] ? { episode: Number(m[3]) } : {}),
    }),
  ],
  [
    new RegExp(`^/embed/anime/(${ID})/(${NUMBER})(?:/(sub|dub))?$`),
    (m) => ({
      kind: "anime",
      id: m[1]!,
      episode: Number(m[2]),
      audio: (m[3] as "sub" | "dub" | undefined) ?? "sub",
    }),
  ],
  [
    new RegExp(
      `^/dizi/([a-z0-9-]{1,120})/sezon-(${NUMBER})/bolum-(${NUMBER})$`,
    ),
    (m) => ({
      kind: "episode",
      id: m[1]!,
      season: Number(m[2]),
      episode: Number(m[3]),
    }),
  ],
];

/** The player pages run only our own script and media, and may be framed by anyone. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; media-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:";
const CLIP_CACHE = "public, max-age=86400";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );
}

function label(player: Player): string {
  switch (player.kind) {
    case "movie":
      return `Film ${player.id}`;
    case "tv":
      return `Dizi ${player.id}${player.season ? ` · Sezon ${player.season}` : ""}${
        player.episode ? ` · Bölüm ${player.episode}` : ""
      }`;
    case "anime":
      return `Anime ${player.id} · Bölüm ${player.episode} · ${
        player.audio === "dub" ? "Dublaj" : "Altyazı"
      }`;
    case "episode":
      return `${player.id} · Sezon ${player.season} · Bölüm ${player.episode}`;
  }
}

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
html, body { margin: 0; height: 100%; background: #000; color: #fff; font: 14px system-ui, sans-serif; }
video { display: block; width: 100%; height: 100%; object-fit: contain; background: #000; }
.label { position: absolute; top: 8px; left: 8px; padding: 2px 8px; border-radius: 4px; background: rgba(0, 0, 0, 0.6); }
.center { display: grid; place-items: center; height: 100%; text-align: center; }
.timeline { position: absolute; left: 0; right: 0; bottom: 0; display: flex; align-items: center; gap: 8px; padding: 8px 12px; background: linear-gradient(transparent, rgba(0, 0, 0, 0.8)); }
.timeline[hidden] { display: none; }
.timeline button { width: 36px; height: 36px; border: 0; border-radius: 4px; background: none; color: #fff; font-size: 18px; cursor: pointer; }
.timeline input { flex: 1; min-width: 0; accent-color: #e50914; }
.timeline output { font-variant-numeric: tabular-nums; white-space: nowrap; }
.timeline svg { width: 20px; height: 20px; vertical-align: middle; }
#timeline-sound[data-muted="true"] .waves, #timeline-sound[data-muted="false"] .cross { display: none; }
</style>
</head>
<body>
${body}
</body>
</html>
`,
    {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": PAGE_CSP,
        "cache-control": "no-cache",
        "x-content-type-options": "nosniff",
      },
    },
  );
}

/** What the page's corner label adds on hosts that misbehave on purpose. */
const PROFILE_NOTE: Record<HostProfile, string> = {
  fast: "",
  slow: " · yavaş sunucu",
  failing: "",
  stalling: " · takılan sunucu",
};

/**
 * A speaker drawn, not an emoji (machines without an emoji font showed an
 * empty box): waves when the sound is on, a cross when muted (player.js sets
 * `data-muted`).
 */
const SOUND_ICON =
  `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor"/>` +
  `<path class="waves" d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>` +
  `<path class="cross" d="M16 9.5l5 5M21 9.5l-5 5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

/**
 * The player's own controls on the title's timeline, shown by player.js in
 * place of the video's (which know only the clip); without script the video's
 * controls play the clip.
 */
function timelineControls(runtime: number): string {
  return `<div class="timeline" id="timeline" hidden>
<button type="button" id="timeline-play" aria-label="Oynat">▶</button>
<input type="range" id="timeline-position" aria-label="Konum" min="0" max="${runtime}" step="1" value="0">
<output id="timeline-clock" for="timeline-position"></output>
<button type="button" id="timeline-sound" aria-label="Sesi aç" data-muted="true">${SOUND_ICON}</button>
</div>`;
}

function playerPage(
  player: Player,
  mode: FailMode | undefined,
  autoplay: boolean,
  profile: HostProfile,
  timing: HostTiming,
  runtime: number | undefined,
): Response {
  const title = label(player);
  if (mode === "error" || profile === "failing") {
    return page(
      "Hata",
      `<p class="center">Kaynak şu anda kullanılamıyor (500)</p>`,
      500,
    );
  }
  if (mode === "notfound") {
    return page(
      "Bulunamadı",
      `<p class="center">Video bulunamadı (404)</p>`,
      404,
    );
  }
  if (mode === "stall") {
    // Loads fine but never becomes ready: no media, no player script.
    return page(title, `<p class="center">Yükleniyor...</p>`);
  }
  const clipPath = mode === "broken" ? "/media/missing.webm" : "/media/clip.webm";
  // The slow host's player is there at once (it answers getState) but gets its video late.
  const source = profile === "slow"
    ? `data-src="${clipPath}" data-start-delay-ms="${timing.slowStartMs}"`
    : `src="${clipPath}"`;
  const stall = profile === "stalling" ? ` data-stall-at="${timing.stallAfterS}"` : "";
  const length = runtime === undefined ? "" : ` data-runtime="${runtime}"`;
  return page(
    title,
    `<video id="player" ${source} controls playsinline preload="metadata" data-autoplay="${autoplay}"${stall}${length}></video>
<div class="label">${escapeHtml(title + PROFILE_NOTE[profile])}</div>
${runtime === undefined ? "" : `${timelineControls(runtime)}\n`}<script src="/player.js"></script>`,
  );
}

/** Serves the clip whole or by one byte range (RFC 9110 §14). */
function clip(request: Request, bytes: Uint8Array<ArrayBuffer>): Response {
  const headers: Record<string, string> = {
    "content-type": "video/webm",
    "accept-ranges": "bytes",
    "cache-control": CLIP_CACHE,
  };
  const range = request.headers.get("range");
  if (!range) return new Response(bytes, { headers });
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  const size = bytes.byteLength;
  let start: number, end: number;
  if (match && (match[1] || match[2])) {
    if (match[1]) {
      start = Number(match[1]);
      end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(match[2])); // suffix range: the last N bytes
      end = size - 1;
    }
    if (start <= end && start < size) {
      return new Response(bytes.slice(start, end + 1), {
        status: 206,
        headers: {
          ...headers,
          "content-range": `bytes ${start}-${end}/${size}`,
        },
      });
    }
  }
  return new Response(null, {
    status: 416,
    headers: { ...headers, "content-range": `bytes */${size}` },
  });
}

const INDEX = `<h1>Sinema demo oynatıcı</h1>
<p>Oynatıcı adresleri:</p>
<ul>
<li>/v2/embed/movie/{id}</li>
<li>/v2/embed/tv/{id}[/{sezon}[/{bölüm}]]</li>
<li>/v3/embed/... (aynı biçimler)</li>
<li>/embed/anime/{id}/{bölüm}/{sub|dub}</li>
</ul>
<p>?autoPlay=false otomatik oynatmayı kapatır.</p>
<p>Sunucular (adın ilk parçası): localhost hızlı; slow.localhost yavaş başlar;
failing.localhost hep hata verir; stalling.localhost oynarken takılır.</p>`;

export function createHandler(deps: Deps): (request: Request) => Response {
  const timing = deps.timing ?? DEFAULT_HOST_TIMING;
  return (request) => {
    const url = new URL(request.url);
    const profile = hostProfileOf(url.hostname);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", {
        status: 405,
        headers: { allow: "GET, HEAD" },
      });
    }
    const path = url.pathname.replace(/\/+$/, "") || "/";
    if (path === "/") return page("Sinema demo oynatıcı", INDEX);
    if (path === "/health") return Response.json({ status: "ok", host: profile });
    if (path === "/player.js") {
      return new Response(deps.playerScript, {
        headers: {
          "content-type": "text/javascript; charset=utf-8",
          "cache-control": "no-cache",
          "x-content-type-options": "nosniff",
        },
      });
    }
    if (path === "/media/clip.webm") return clip(request, deps.clip);
    for (const [pattern, toPlayer] of ROUTES) {
      const match = pattern.exec(path);
      if (match) {
        const player = toPlayer(match);
        const autoplay = url.searchParams.get("autoPlay") !== "false";
        return playerPage(
          player,
          deps.failIds.get(player.id),
          autoplay,
          profile,
          timing,
          deps.runtimes?.get(player.id),
        );
      }
    }
    return page(
      "Bulunamadı",
      `<p class="center">Böyle bir oynatıcı yok</p>`,
      404,
    );
  };
}
