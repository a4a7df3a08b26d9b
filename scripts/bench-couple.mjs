#!/usr/bin/env node
// `pnpm bench:couple`: how closely two real browsers in one room stay together
// (issues 9 and 19). Runs the two-viewer test of e2e/couple.spec.ts
// (production build, sync service, demo embed provider) on its own, under
// three network conditions: the browsers reach the sync service directly
// (loopback), or through scripts/lib/delay-proxy.mjs, which delays every TCP
// chunk by 50 ± 30 ms or 150 ± 50 ms one way (uniform jitter, never
// reordering). Per condition it prints steady drift p50/p95 (both playing,
// from 1 s after a play from pause and after a seek while playing, 4 s each,
// and over a long stretch of play watched from outside: both players'
// currentTime read against each page's clock every 100 ms and interpolated,
// as an observer would, issue 32 item 7), action →
// other side p50/p95 (from A's screen showing it to B's), missed actions and
// the actions the follower sent, and how often a player's rate correction
// flipped side (faster, then slower than the room, or back), and how long a
// reaction and a chat message take from one page to the other (issue 32: a
// reaction within 1 s p95), against issues 19's and 32's targets:
//   steady drift p95 ≤ 20 ms (no delay), ≤ 40 ms (50 ± 30 ms) in the 4 s windows;
//   over the long stretch of play, ≤ 20 ms in every condition (issue 32);
//   action → other side p95 ≤ RTT + 100 ms (RTT: twice the mean one-way delay);
//   0 missed, 0 actions sent by the follower.
//
//   node scripts/bench-couple.mjs [--rounds 1] [--no-build] [--only none,50,150] [--long-play-s 60]
//
// The test suite itself only fails on what a viewer would notice (see the
// spec); this is where the tighter targets are compared, on a quiet machine.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./lib/chromium.mjs";
import { startDelayProxy } from "./lib/delay-proxy.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { ensureDependencies, pnpm } from "./lib/run.mjs";
import { freePort } from "./lib/ports.mjs";

/** Issue 32 item 4: a reaction reaches the other within 1 s (p95) at 50 ± 30 ms one way. */
const REACTION_P95_MS = 1_000;
/** Issue 32 item 7: steady drift p95 over the long stretch of play, in every condition. */
const LONG_DRIFT_P95_MS = 20;
/**
 * `driftP95Ms`: issue 19's target for the 4 s windows from 1 s after a play and a seek.
 * At 150 ± 50 ms a play reaches the other viewer 300-400 ms late (two legs through the
 * proxy), which a catch-up at 1.25x closes in 1.2-1.6 s: past that window's start.
 * @typedef {{ name: string, delayMs: number, jitterMs: number, driftP95Ms: number | null, reactionP95Ms: number | null }} Condition
 */
/** @type {Condition[]} */
const CONDITIONS = [
  { name: "none", delayMs: 0, jitterMs: 0, driftP95Ms: 20, reactionP95Ms: null },
  { name: "50", delayMs: 50, jitterMs: 30, driftP95Ms: 40, reactionP95Ms: REACTION_P95_MS },
  { name: "150", delayMs: 150, jitterMs: 50, driftP95Ms: null, reactionP95Ms: null },
];
const ACTION_OVER_RTT_MS = 100;

/** @param {string} flag */
const argument = (flag) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
};
/** Issue 32 item 7: the long stretch of steady play the test watches from outside. */
const longPlayMs = Math.max(1, Number(argument("--long-play-s") ?? 60) || 60) * 1_000;
const rounds = Math.min(10, Math.max(1, Number(argument("--rounds") ?? 1) || 1));
const only = argument("--only")?.split(",");
const conditions = CONDITIONS.filter((c) => !only || only.includes(c.name));

/**
 * Runs Playwright with its output in `log` (read it when a round fails).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} log
 * @returns {Promise<number>}
 */
function playwright(args, env, log) {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(path.join(repoRoot, "node_modules/.bin/playwright"), args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.once("error", (error) => {
      console.error(`could not run playwright: ${error.message}`);
      resolve(127);
    });
    child.once("close", (code, signal) => out.end(() => resolve(code ?? (signal ? 128 : 1))));
  });
}

await ensureDependencies();
await ensureChromium();
if (!process.argv.includes("--no-build") && (await pnpm(["build"], { quiet: true })) !== 0) {
  console.error("build failed");
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "sinema-bench-couple-"));
/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  // Of an even count, the mean of the middle two (the lower alone flattered two rounds).
  return (
    Math.round(
      (((sorted[Math.floor(middle)] ?? NaN) + (sorted[Math.ceil(middle)] ?? NaN)) / 2) * 10,
    ) / 10
  );
};
/** @param {{ commands: number, faster: number, slower: number, flips: number } | undefined} r */
const rates = (r) =>
  r ? `${r.commands} (${r.faster} faster, ${r.slower} slower, ${r.flips} flips)` : "?";
/** @param {boolean} ok */
const verdict = (ok) => (ok ? "met" : "NOT met");

let failed = false;
for (const condition of conditions) {
  const rttMs = 2 * condition.delayMs;
  const label =
    condition.delayMs === 0
      ? "no delay (loopback)"
      : `${condition.delayMs} ± ${condition.jitterMs} ms one way`;
  console.log(`\n${label}:`);
  /** @type {any[]} */
  const reports = [];
  for (let round = 1; round <= rounds; round++) {
    const file = path.join(tmp, `${condition.name}-${round}.json`);
    const traceFile = path.join(tmp, `${condition.name}-${round}.trace`);
    const syncPort = await freePort();
    const proxy =
      condition.delayMs > 0
        ? await startDelayProxy({
            targetPort: syncPort,
            delayMs: condition.delayMs,
            jitterMs: condition.jitterMs,
          })
        : null;
    const load = os.loadavg()[0] ?? 0;
    const log = path.join(tmp, `${condition.name}-${round}.log`);
    const code = await playwright(
      [
        "test",
        "-c",
        "e2e/playwright.config.ts",
        "--project",
        "timing",
        "--reporter",
        "line",
        "--output",
        path.join(tmp, `${condition.name}-${round}-results`),
        "-g",
        "two viewers watch in step",
      ],
      {
        COUPLE_REPORT_FILE: file,
        COUPLE_TRACE_FILE: traceFile,
        COUPLE_LONG_PLAY_MS: String(longPlayMs),
        E2E_SYNC_PORT: String(syncPort),
        // The site tells the browsers to reach the sync service through the proxy.
        ...(proxy ? { SYNC_URL: `ws://localhost:${proxy.port}` } : {}),
      },
      log,
    );
    await proxy?.close();
    if (!existsSync(file)) {
      console.error(
        `  round ${round}: the test stopped before measuring (exit ${code}); its output: ${log}`,
      );
      failed = true;
      continue;
    }
    if (code !== 0) console.log(`  round ${round}: the test failed (exit ${code}), see ${log}`);
    const report = JSON.parse(readFileSync(file, "utf8"));
    // Remote actions the follower held for SPEC.md's 500 ms guard (two arriving closer
    // than that, the jitter having squeezed them together): each waits up to the rest of it.
    report.held = existsSync(traceFile)
      ? readFileSync(traceFile, "utf8")
          .split("\n")
          .filter((line) => line.startsWith("B ") && line.includes('"k":"held"')).length
      : 0;
    reports.push(report);
    console.log(
      `  round ${round} (load ${load.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}):` +
        ` steady drift p50 ${report.steadyDrift.p50Ms} / p95 ${report.steadyDrift.p95Ms} ms` +
        ` (after play ${report.steadyAfterPlay.p95Ms}, after seek ${report.steadyAfterSeek.p95Ms}),` +
        ` over ${longPlayMs / 1000} s of play from outside p50 ${report.longPlay.outside.p50Ms} / p95 ${report.longPlay.outside.p95Ms} ms` +
        ` (probes p95 ${report.longPlay.inFrame.p95Ms}; rate commands A ${rates(report.longPlay.rate.a)}, B ${rates(report.longPlay.rate.b)}),` +
        ` action → other side p50 ${report.actionLatency.p50Ms} / p95 ${report.actionLatency.p95Ms} ms,` +
        ` held by the guard ${report.held},` +
        ` missed ${report.missed.length}, sent by A ${report.sent.a} of ${report.actions} actions,` +
        ` by the follower ${report.sent.b}, after reload drift p95 ${report.reload.drift.p95Ms} ms,` +
        ` rate commands A ${rates(report.rate?.a)}, B ${rates(report.rate?.b)},` +
        ` reaction → other side p50 ${report.together.reactions.p50Ms} / p95 ${report.together.reactions.p95Ms} ms` +
        ` (${report.together.reactions.samples} of ${report.together.reactions.sent}),` +
        ` message → other side p50 ${report.together.messages.p50Ms} / p95 ${report.together.messages.p95Ms} ms` +
        ` (${report.together.messages.samples} of ${report.together.messages.sent})`,
    );
  }
  if (reports.length === 0) continue;
  const drift95 = median(reports.map((r) => r.steadyDrift.p95Ms));
  const long95 = median(reports.map((r) => r.longPlay.outside.p95Ms));
  const action95 = median(reports.map((r) => r.actionLatency.p95Ms));
  const reaction95 = median(reports.map((r) => r.together.reactions.p95Ms));
  const missed = Math.max(...reports.map((r) => r.missed.length));
  const followerSent = Math.max(...reports.map((r) => r.sent.b));
  console.log(
    `  ${reports.length === 1 ? "result" : `medians of ${reports.length} rounds`}:` +
      ` steady drift p50 ${median(reports.map((r) => r.steadyDrift.p50Ms))} / p95 ${drift95} ms` +
      (condition.driftP95Ms === null
        ? ""
        : ` (target ≤ ${condition.driftP95Ms}: ${verdict(drift95 <= condition.driftP95Ms)})`) +
      `; over ${longPlayMs / 1000} s of play from outside p50 ${median(reports.map((r) => r.longPlay.outside.p50Ms))} / p95 ${long95} ms` +
      ` (target ≤ ${LONG_DRIFT_P95_MS}: ${verdict(long95 <= LONG_DRIFT_P95_MS)})` +
      `; action p50 ${median(reports.map((r) => r.actionLatency.p50Ms))} / p95 ${action95} ms` +
      ` (target ≤ RTT + ${ACTION_OVER_RTT_MS} = ${rttMs + ACTION_OVER_RTT_MS}: ${verdict(action95 <= rttMs + ACTION_OVER_RTT_MS)})` +
      `; missed ${missed} (${verdict(missed === 0)}); follower-sent ${followerSent} (${verdict(followerSent === 0)})` +
      `; rate flips ${Math.max(...reports.map((r) => (r.rate?.a.flips ?? 0) + (r.rate?.b.flips ?? 0)))} at most` +
      `; reaction p50 ${median(reports.map((r) => r.together.reactions.p50Ms))} / p95 ${reaction95} ms` +
      (condition.reactionP95Ms === null
        ? ""
        : ` (target ≤ ${condition.reactionP95Ms}: ${verdict(reaction95 <= condition.reactionP95Ms)})`) +
      `; message p50 ${median(reports.map((r) => r.together.messages.p50Ms))} / p95 ${median(reports.map((r) => r.together.messages.p95Ms))} ms`,
  );
}
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(`reports, probes and Playwright's output: ${tmp}`);
if (failed) process.exitCode = 1;
