/**
 * `promtool check metrics` from Debian's prometheus package, installed when
 * missing (as root): the metrics tests fail with the reason, never skip.
 */
const PROMTOOL = "/usr/bin/promtool";

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function ensurePromtool(): Promise<string> {
  if (await exists(PROMTOOL)) return PROMTOOL;
  if (Deno.uid() !== 0) {
    throw new Error(
      "promtool is missing: install Debian's prometheus (apt-get install prometheus)",
    );
  }
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  for (
    const args of [["update", "-qq"], [
      "install",
      "-y",
      "-qq",
      "--no-install-recommends",
      "prometheus",
    ]]
  ) {
    const { success } = await new Deno.Command("apt-get", { args, env, stdout: "null" }).output();
    if (!success) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  // Debian starts a Prometheus server on install; only the checker is wanted.
  await new Deno.Command("service", {
    args: ["prometheus", "stop"],
    stdout: "null",
    stderr: "null",
  })
    .output().catch(() => {});
  if (!(await exists(PROMTOOL))) throw new Error("prometheus installed, but promtool is not there");
  return PROMTOOL;
}

/** What `promtool check metrics` says of `text` (empty when it finds nothing). */
export async function promtoolCheck(text: string): Promise<{ ok: boolean; output: string }> {
  const child = new Deno.Command(await ensurePromtool(), {
    args: ["check", "metrics"],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const { success, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { ok: success, output: (decoder.decode(stdout) + decoder.decode(stderr)).trim() };
}
