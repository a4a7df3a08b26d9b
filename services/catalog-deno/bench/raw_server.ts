// The baseline of `pnpm bench:api`: a bare Deno.serve answering fixed bytes,
// the most any handler on this runtime can do. Usage:
//   deno run --allow-net --allow-read bench/raw_server.ts <port> <answers.json>
// where answers.json maps a path (with query) to { file, contentType }.

interface Answer {
  file: string;
  contentType: string;
}

const [portText, answersFile] = Deno.args;
if (!portText || !answersFile) {
  throw new Error("usage: raw_server.ts <port> <answers.json>");
}
const spec = JSON.parse(await Deno.readTextFile(answersFile)) as Record<
  string,
  Answer
>;
const answers = new Map<
  string,
  { body: Uint8Array<ArrayBuffer>; contentType: string }
>();
for (const [path, answer] of Object.entries(spec)) {
  answers.set(path, {
    body: await Deno.readFile(answer.file),
    contentType: answer.contentType,
  });
}

const server = Deno.serve({
  port: Number(portText),
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(JSON.stringify({ event: "listening", port })),
}, (request) => {
  const url = new URL(request.url);
  const answer = answers.get(url.pathname + url.search);
  if (!answer) return new Response("not found", { status: 404 });
  return new Response(answer.body, {
    headers: { "content-type": answer.contentType },
  });
});

Deno.addSignalListener("SIGTERM", async () => {
  await server.shutdown();
  Deno.exit(0);
});
