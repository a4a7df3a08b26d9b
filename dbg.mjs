import { chromium } from "playwright";
import { serveStatic } from "./scripts/lib/static-server.mjs";
const server = await serveStatic("storybook-static", "/sb/");
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
for (const [id, w] of [["player-sourcemenu--mobile", 375], ["player-sourcemenu--long-content", 1280]]) {
  const p = await b.newPage({ viewport: { width: w, height: 800 } });
  await p.goto(`${server.url}iframe.html?id=${id}&viewMode=story${w===375?"&globals=viewport:mobile":""}`);
  await p.waitForTimeout(2500);
  const info = await p.evaluate(() => {
    const m = document.querySelector("[role=menu]");
    const wrap = m.parentElement;
    const r = m.getBoundingClientRect();
    const cs = getComputedStyle(m);
    return { innerWidth, r: [r.left, r.right, r.width], maxW: cs.maxWidth, minW: cs.minWidth, wrap: wrap.getAttribute("style"), items: [...m.querySelectorAll("[role=menuitemradio]")].map(i=>i.scrollWidth+"/"+i.clientWidth).slice(0,3) };
  });
  console.log(id, JSON.stringify(info));
  await p.screenshot({ path: `/tmp/dbg-${w}.png` });
}
await b.close(); await server.close();
