/**
 * The one script a server-rendered page asks for before it is painted (0.5 kB).
 * It asks for the app itself (main.tsx and the modules it imports, ~145 kB)
 * once the browser has painted the page the server sent: on a phone's
 * connection that download no longer shares the bandwidth with the HTML and
 * the page's first image, so the page is readable sooner; it turns
 * interactive once hydrated, as before. The addresses come on this script's
 * tag (entry-server.tsx writes them): the CSP allows no inline script.
 *
 * The admin's index.html (client-rendered) names the app itself; this script
 * then finds no addresses and does nothing.
 */

/** The app is asked for this long after the script ran at the latest. */
const LATEST_START_MS = 1_000;

const tag = document.querySelector<HTMLScriptElement>("script[data-entry]");

function load(entry: string, modules: readonly string[]): void {
  // The app's modules in parallel with it, not one import after another.
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.src = entry;
  document.body.append(script);
}

/**
 * After the next frame's paint; at once in a tab nobody sees, where frames do
 * not come, and after a second at the latest (a page whose frames the browser
 * holds back still gets its app).
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState !== "visible") {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, LATEST_START_MS);
}

const entry = tag?.dataset.entry;
if (entry) {
  const modules = (tag.dataset.modules ?? "").split(" ").filter(Boolean);
  afterFirstPaint(() => load(entry, modules));
}
