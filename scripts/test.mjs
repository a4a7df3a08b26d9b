#!/usr/bin/env node
// `npm test`: installs what it needs, runs every suite and ends with one line
// "N passed, N failed" summed over all suites. Exit code 1 on any failure.
//
//   node scripts/test.mjs                 every suite (what CI runs)
//   node scripts/test.mjs --only lint,unit  a subset, without the install step
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { denoBin, repoRoot } from "./lib/paths.mjs";
import { ensureDependencies, pnpm, run } from "./lib/run.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureJava } from "./lib/java.mjs";
import { ensurePostgres } from "./lib/postgres.mjs";
import { ensureRedisServer } from "./lib/redis.mjs";

const bin = (/** @type {string} */ name) => path.join(repoRoot, "node_modules/.bin", name);
/** How many failures the summary names per suite (the log above has them all). */
const MAX_NAMED_FAILURES = 15;
const DENO_SERVICES = ["services/catalog-deno", "services/sync-deno", "services/embed-demo-deno"];

/**
 * `failures` names what failed (a test, a check), so the summary at the end of
 * a long log (all CI keeps of it) says which one; `slowest` lists a suite's
 * slowest tests, printed before the summary.
 * @typedef {{ passed: number, failed: number, failures?: string[], slowest?: string[] }} Tally
 */

/**
 * A suite of checks where each command is one pass or one failure.
 * @param {Array<[label: string, command: string, args: string[], cwd?: string]>} steps
 * @returns {Promise<Tally>}
 */
async function checks(steps) {
  /** @type {Required<Omit<Tally, "slowest">>} */
  const tally = { passed: 0, failed: 0, failures: [] };
  for (const [label, command, args, cwd] of steps) {
    console.log(`\n▶ ${label}`);
    const code = await run(command, args, { cwd: cwd ? path.join(repoRoot, cwd) : repoRoot });
    if (code === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      tally.failures.push(`${label} (exit code ${code})`);
      console.log(`✗ ${label} failed (exit code ${code})`);
    }
  }
  return tally;
}

/**
 * Reads a test report; a missing or unreadable report counts as one failure,
 * so a crashed runner can never look green.
 * @param {string} file
 * @param {(report: any) => Tally} count
 * @param {number} code exit code of the runner
 * @returns {Promise<Tally>}
 */
async function fromReport(file, count, code) {
  let tally;
  try {
    tally = count(JSON.parse(await readFile(file, "utf8")));
  } catch {
    return { passed: 0, failed: 1, failures: [`no readable report ${file} (exit code ${code})`] };
  }
  if (code !== 0 && tally.failed === 0) {
    tally.failed = 1;
    tally.failures = [`the runner exited with ${code} although no test failed`];
  }
  if (tally.passed + tally.failed === 0) {
    tally.failed = 1; // no tests ran: not a pass
    tally.failures = ["no test ran"];
  }
  return tally;
}

/**
 * @param {string} tmp
 * @param {"unit" | "storybook"} project
 */
async function vitest(tmp, project) {
  const report = path.join(tmp, `vitest-${project}.json`);
  const code = await run(bin("vitest"), [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  return fromReport(
    report,
    (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrors ?? 0),
      failures: vitestFailures(r),
    }),
    code,
  );
}

/**
 * What failed in a Vitest JSON report: each failed test with its file and the
 * first line of its message, and each file that failed without a test (a
 * failed hook, an import error).
 * @param {any} report
 * @returns {string[]}
 */
function vitestFailures(report) {
  /** @type {string[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(repoRoot, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter(
      (/** @type {any} */ t) => t.status === "failed",
    );
    for (const test of failed) {
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === "failed") {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

/** @param {unknown} text */
const firstLine = (text) =>
  String(text ?? "")
    .trim()
    .split("\n")[0]
    ?.slice(0, 300) ?? "";

/** @param {string} tmp */
async function denoTests(tmp) {
  /** @type {Required<Omit<Tally, "slowest">>} */
  const tally = { passed: 0, failed: 0, failures: [] };
  // The catalogue's conformance suite starts a real PostgreSQL; when it cannot
  // be installed, that test fails with the reason (it is never skipped).
  let pgBin = "";
  try {
    pgBin = await ensurePostgres();
  } catch (error) {
    console.error(`PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const dir of DENO_SERVICES) {
    const report = path.join(tmp, `${path.basename(dir)}.xml`);
    console.log(`\n▶ deno test ${dir}`);
    const code = await run(
      denoBin,
      ["test", "-A", "--sanitize-ops", "--sanitize-resources", `--junit-path=${report}`],
      { cwd: path.join(repoRoot, dir), env: pgBin ? { PG_BIN_DIR: pgBin } : {} },
    );
    let xml = "";
    try {
      xml = await readFile(report, "utf8");
    } catch {
      /* counted below */
    }
    const root = /<testsuites\b[^>]*>/.exec(xml)?.[0] ?? "";
    const attr = (/** @type {string} */ name) =>
      Number(new RegExp(`${name}="(\\d+)"`).exec(root)?.[1] ?? 0);
    const total = attr("tests");
    const failed = attr("failures") + attr("errors");
    tally.passed += total - failed;
    if (failed) {
      tally.failed += failed;
      const failedCase = /<testcase\b[^>]*\bname="([^"]*)"[^>]*>\s*<(?:failure|error)\b/g;
      for (const [, name] of xml.matchAll(failedCase)) tally.failures.push(`${dir} › ${name}`);
    } else if (code !== 0 || total === 0) {
      tally.failed += 1;
      tally.failures.push(`deno test ${dir} (exit ${code})`);
    }
  }
  return tally;
}

/** @param {string} tmp */
async function e2e(tmp) {
  console.log("\n▶ build the site for the end-to-end tests");
  if ((await pnpm(["build"])) !== 0) return { passed: 0, failed: 1 };
  const report = path.join(tmp, "playwright.json");
  const code = await run(
    bin("playwright"),
    ["test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  return fromReport(
    report,
    (r) => ({
      passed: r.stats.expected,
      failed: r.stats.unexpected + r.stats.flaky,
      failures: playwrightFailures(r),
      slowest: playwrightSlowest(r, SLOWEST_LISTED),
    }),
    code,
  );
}

/** How many of the slowest end-to-end tests the end of a run names (issue 30: the next regression shows). */
const SLOWEST_LISTED = 20;

/**
 * The `count` slowest tests of a Playwright JSON report, slowest first, each
 * as "12.3 s  file › title" (its longest attempt).
 * @param {any} report
 * @param {number} count
 * @returns {string[]}
 */
function playwrightSlowest(report, count) {
  /** @type {Array<[number, string]>} */
  const timed = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((/** @type {any} */ r) => r.duration));
        timed.push([ms, [...trail, spec.title].join(" › ")]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return timed
    .sort((a, b) => b[0] - a[0])
    .slice(0, count)
    .map(([ms, name]) => `${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`);
}

/**
 * The tests of a Playwright JSON report that did not end as expected (a flaky
 * test, one that passed on retry, included: it counts as a failure here).
 * @param {any} report
 * @returns {string[]}
 */
function playwrightFailures(report) {
  /** @type {string[]} */
  const failures = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected" || test.status === "flaky") {
          const error = test.results?.find((/** @type {any} */ r) => r.error)?.error?.message;
          failures.push(
            `${[...trail, spec.title].join(" › ")} (${test.status}): ${firstLine(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

/**
 * Screenshots of every story against the committed baselines; each
 * screenshot is one test (scripts/visual.mjs builds the static Storybook).
 * @param {string} tmp
 */
async function visual(tmp) {
  const report = path.join(tmp, "visual.json");
  const code = await run("node", ["scripts/visual.mjs", "--report", report]);
  return fromReport(
    report,
    (r) => ({
      passed: r.passed,
      failed: r.failed,
      failures: (r.failures ?? []).map(
        (/** @type {{ name: string, reason: string }} */ f) => `${f.name}: ${firstLine(f.reason)}`,
      ),
    }),
    code,
  );
}

/**
 * Issue 29: `pnpm start:cluster` as an operator runs it — the smoke test
 * (proxy, readiness, metrics, drain, a taken port, Ctrl-C) and the chaos
 * test (kill -9, Redis restart, PostgreSQL stopped, a rolling restart under
 * load); each of their checks is one test. About a minute together.
 * @param {string} tmp
 */
async function cluster(tmp) {
  /** @type {Tally} */
  const tally = { passed: 0, failed: 0, failures: [] };
  for (const script of ["cluster-smoke", "chaos"]) {
    console.log(`\n▶ scripts/${script}.mjs`);
    const report = path.join(tmp, `${script}.json`);
    const code = await run("node", [`scripts/${script}.mjs`, "--report", report]);
    const part = await fromReport(report, (r) => r, code);
    tally.passed += part.passed;
    tally.failed += part.failed;
    tally.failures?.push(...(part.failures ?? []).map((failure) => `${script} › ${failure}`));
  }
  return tally;
}

/** @type {Record<string, { browser?: boolean, java?: boolean, redis?: boolean, run: (tmp: string) => Promise<Tally> }>} */
const SUITES = {
  gen: {
    run: () => checks([["contracts → generated types", "node", ["scripts/gen.mjs", "--check"]]]),
  },
  typecheck: {
    run: () =>
      checks([
        ["tsc", bin("tsc"), ["-p", "tsconfig.json"]],
        ...DENO_SERVICES.map(
          (dir) =>
            /** @type {[string, string, string[], string]} */ ([
              `deno check ${dir}`,
              denoBin,
              ["check", "."],
              dir,
            ]),
        ),
      ]),
  },
  lint: {
    run: () =>
      checks([
        ["eslint", bin("eslint"), [".", "--max-warnings=0"]],
        ["prettier", bin("prettier"), ["--check", "--log-level=warn", "."]],
        // The contract under two independent linters' own rules, warnings failing too:
        // openapi/redocly.yaml is Redocly's `recommended-strict` (`recommended` with
        // warnings raised to errors); openapi/.spectral.yaml is Spectral's `spectral:oas`.
        [
          "redocly lint openapi/catalog.yaml",
          bin("redocly"),
          [
            "lint",
            "--config",
            "openapi/redocly.yaml",
            "--format",
            "summary",
            "openapi/catalog.yaml",
          ],
        ],
        [
          "spectral lint openapi/catalog.yaml",
          bin("spectral"),
          ["lint", "-r", "openapi/.spectral.yaml", "--fail-severity=warn", "openapi/catalog.yaml"],
        ],
        ...DENO_SERVICES.flatMap(
          (dir) =>
            /** @type {Array<[string, string, string[], string]>} */ ([
              [`deno lint ${dir}`, denoBin, ["lint"], dir],
              [`deno fmt ${dir}`, denoBin, ["fmt", "--check"], dir],
            ]),
        ),
      ]),
  },
  unit: { run: (tmp) => vitest(tmp, "unit") },
  // The sync service's Redis tests run against a real redis-server.
  services: { redis: true, run: denoTests },
  stories: { browser: true, run: (tmp) => vitest(tmp, "storybook") },
  visual: { browser: true, run: visual },
  // e2e/html-validity.spec.ts runs the W3C HTML checker, a Java program.
  e2e: { browser: true, java: true, run: e2e },
  // After e2e, whose build of the site it serves (built here when missing).
  cluster: { run: cluster },
};

const onlyIndex = process.argv.indexOf("--only");
const selected =
  onlyIndex === -1
    ? Object.keys(SUITES)
    : (process.argv[onlyIndex + 1] ?? "").split(",").filter(Boolean);
const unknown = selected.filter((name) => !(name in SUITES));
if (unknown.length > 0 || selected.length === 0) {
  console.error(
    `Unknown suite(s): ${unknown.join(", ") || "(none given)"}. Known: ${Object.keys(SUITES).join(", ")}`,
  );
  process.exit(2);
}

const started = Date.now();
try {
  if (onlyIndex === -1 || !existsSync(path.join(repoRoot, "node_modules/.modules.yaml"))) {
    await ensureDependencies();
  }
  if (selected.some((name) => SUITES[name]?.browser)) await ensureChromium();
  if (selected.some((name) => SUITES[name]?.java)) await ensureJava();
  if (selected.some((name) => SUITES[name]?.redis)) ensureRedisServer();
} catch (error) {
  console.error(`\nSetup failed: ${error instanceof Error ? error.message : String(error)}`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const tmp = await mkdtemp(path.join(os.tmpdir(), "sinema-test-"));
/** @type {Array<[string, Tally, number]>} */
const results = [];
for (const name of selected) {
  const suiteStart = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const suite = SUITES[name];
  if (!suite) continue;
  const tally = await suite.run(tmp);
  results.push([name, tally, Date.now() - suiteStart]);
}
await rm(tmp, { recursive: true, force: true });

const total = results.reduce(
  (sum, [, t]) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }),
  {
    passed: 0,
    failed: 0,
  },
);
for (const [name, t] of results) {
  if (!t.slowest?.length) continue;
  console.log(`\n━━━ slowest ${t.slowest.length} ${name} tests ━━━`);
  for (const line of t.slowest) console.log(line);
}
console.log("\n━━━ summary ━━━");
for (const [name, t, ms] of results) {
  console.log(
    `${t.failed ? "✗" : "✓"} ${name.padEnd(10)} ${t.passed} passed, ${t.failed} failed  (${(ms / 1000).toFixed(1)} s)`,
  );
  for (const failure of (t.failures ?? []).slice(0, MAX_NAMED_FAILURES)) {
    console.log(`    ✗ ${failure}`);
  }
  const unnamed = (t.failures?.length ?? 0) - MAX_NAMED_FAILURES;
  if (unnamed > 0) console.log(`    … and ${unnamed} more`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
