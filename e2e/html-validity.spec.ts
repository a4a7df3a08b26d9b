import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { javaInstalled, javaMissingMessage, javaPath, vnuJarPath } from "../scripts/lib/java.mjs";
import { expect, test } from "./fixtures";
// Issue 31 item 18: the HTML the server sends for each kind of page passes the
// W3C Nu HTML checker (vnu.jar) with no error. Axe checks the same pages as
// the browser renders them in a11y.spec.ts.

/**
 * One page of each kind, and the status the server answers it with. Where the
 * browser draws the content (`drawn`), the document as drawn is checked too:
 * the server's HTML of the admin sign-in is an empty shell.
 */
const PAGES: ReadonlyArray<{ path: string; status: number; drawn?: true }> = [
  { path: "/", status: 200 },
  { path: "/movie/m-kis-uykusu", status: 200 },
  { path: "/tv/s-sahsiyet", status: 200 },
  { path: "/trending", status: 200 },
  { path: "/tur/18", status: 200 },
  { path: "/search?q=dune", status: 200 },
  { path: "/listem", status: 200, drawn: true },
  { path: "/movie/m-yok-boyle", status: 404 },
  { path: "/admin-login", status: 200, drawn: true },
];

/**
 * Errors the checker reports wrongly, matched by their message (and where it
 * helps, the markup quoted with it). Only checker bugs belong here, each with
 * why; a real error is fixed in the page instead.
 */
interface CheckerBug {
  message: string;
  extract?: RegExp;
  reason: string;
}

const CHECKER_BUGS: readonly CheckerBug[] = [
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    extract: /<link rel="expect" href="#main" blocking="render"\/?>/,
    reason:
      "The HTML standard allows blocking=render on rel=expect links since 2024 " +
      "(whatwg/html#9970, 'Document render blocking with a <link rel=expect> element'); " +
      "vnu 26.9.27 still knows only rel=stylesheet. apps/site/src/ssr/document.tsx says why the page has it.",
  },
];

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface CheckerMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the checker once over every file: one JVM start (a few seconds) for
 * all pages. vnu exits non-zero when it finds errors; the JSON says which.
 */
function check(files: readonly string[]): Promise<CheckerMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      javaPath,
      [
        // vnu's schema needs a deeper stack than the JVM's default (it says so when it overflows).
        "-Xss4m",
        // One short run: the quick compiler alone, about twice as fast here as the full warm-up.
        "-XX:TieredStopAtLevel=1",
        "-jar",
        vnuJarPath(),
        "--format",
        "json",
        "--stdout",
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { messages: CheckerMessage[] }).messages);
        } catch {
          reject(new Error(`vnu gave no JSON (${error?.message ?? "exit 0"}):\n${stderr}`));
        }
      },
    );
  });
}

const isBug = (bug: CheckerBug) => (message: CheckerMessage) =>
  bug.message === message.message && (bug.extract?.test(message.extract ?? "") ?? true);

const isCheckerBug = (message: CheckerMessage) => CHECKER_BUGS.some((bug) => isBug(bug)(message));

const quote = (message: CheckerMessage) =>
  `line ${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"} ` +
  `${message.message}\n    …${(message.extract ?? "").replace(/\s+/g, " ")}…`;

test("the W3C HTML checker finds no error in the HTML of each kind of page", async ({
  page,
}, testInfo) => {
  if (!javaInstalled()) throw new Error(javaMissingMessage);
  const dir = testInfo.outputPath("html");
  await mkdir(dir, { recursive: true });
  /** Each checked file → what it is (a page as served, or as drawn in the browser). */
  const documents = new Map<string, string>();
  const keep = async (what: string, html: string | Buffer) => {
    const file = path.join(dir, `${documents.size}.html`);
    await writeFile(file, html);
    documents.set(file, what);
  };
  for (const { path: address, status, drawn } of PAGES) {
    const answer = await page.request.get(address);
    expect(answer.status(), address).toBe(status);
    await keep(address, await answer.body());
    if (drawn) {
      await page.goto(address);
      await expect(page.locator("h1").first()).toBeVisible();
      await keep(`${address} as drawn in the browser`, await page.content());
    }
  }

  const messages = await check([...documents.keys()]);

  // Every message names one of the files, or a clean result could be a mismatch;
  // a file vnu could not read would pass with no message at all.
  const fileOf = (m: CheckerMessage) => (m.url ? fileURLToPath(m.url) : "");
  const stray = messages.filter(
    (m) => !documents.has(fileOf(m)) || m.type === "non-document-error",
  );
  expect(stray.map((m) => `${m.url ?? "(no file)"}: ${m.message}`)).toEqual([]);
  const errors = messages.filter((m) => m.type === "error");
  for (const [file, what] of documents) {
    const own = errors.filter((m) => fileOf(m) === file && !isCheckerBug(m));
    expect.soft(own.map(quote), `checker errors on ${what}`).toEqual([]);
  }
  // An entry the checker no longer needs goes, or it would hide a real error later.
  for (const bug of CHECKER_BUGS) {
    expect.soft(errors.some(isBug(bug)), `still needed: ${bug.message}`).toBe(true);
  }
});
