// Debian's Java runs the W3C Nu HTML checker (vnu.jar from the `vnu-jar`
// devDependency) in e2e/html-validity.spec.ts. The package's own postinstall
// would download a Java from GitHub, which does not work on these machines
// (pnpm-workspace.yaml keeps it off), so the test command installs Debian's.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

export const javaPath = process.env.JAVA_PATH ?? "/usr/bin/java";

/**
 * The checker's jar, shipped inside the `vnu-jar` package. Looked up when
 * asked: scripts/test.mjs imports this module before dependencies exist.
 */
export function vnuJarPath() {
  return createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
}

/** What to do when Java is missing, for the test that needs it to say. */
export const javaMissingMessage =
  `Java is missing at ${javaPath}; the W3C HTML checker (vnu.jar) needs it. ` +
  "`node scripts/test.mjs --only e2e` installs it, or run: sudo apt-get install -y default-jre-headless " +
  "(or point JAVA_PATH at a java binary).";

export function javaInstalled() {
  return existsSync(javaPath);
}

/**
 * Installs Debian's headless Java when it is missing. Needs root; says what
 * to do otherwise.
 */
export async function ensureJava() {
  if (javaInstalled()) return;
  const { aptInstall } = await import("./run.mjs");
  await aptInstall("default-jre-headless", "the HTML checker", javaMissingMessage);
  if (!javaInstalled()) throw new Error(`Java still missing at ${javaPath}`);
}
