/** Splits a text stream into lines (what @std/streams' TextLineStream does; JSR is not reachable here). */
export class TextLineStream extends TransformStream<string, string> {
  constructor() {
    let buffer = "";
    super({
      transform(chunk, controller) {
        buffer += chunk;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) controller.enqueue(line.replace(/\r$/, ""));
      },
      flush(controller) {
        if (buffer) controller.enqueue(buffer);
      },
    });
  }
}
