import { describe, expect, it } from "vitest";
import { inlineRecorderScript, installEarlyActionRecorder, RECORDER_GLOBAL } from "./recorder";

describe("the inline recorder script", () => {
  it("is the recorder itself, called with the window, and names the global replay.ts reads", () => {
    const source = inlineRecorderScript();
    expect(source.startsWith("(")).toBe(true);
    expect(source.endsWith(")(window);")).toBe(true);
    expect(source).toContain(RECORDER_GLOBAL);
    // Serialised alone into the page: it may use nothing from its module.
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("runs alone: evaluated in a bare scope with only a window, it installs itself", () => {
    const listeners: string[] = [];
    const win = {
      document: {
        addEventListener: (type: string) => listeners.push(type),
        removeEventListener: () => undefined,
      },
    } as unknown as Window;
    // A new Function sees none of this module's names, as the inline script sees none.
    new Function("window", inlineRecorderScript())(win);
    expect(listeners.sort()).toEqual(["click", "load"]);
    expect(win[RECORDER_GLOBAL]?.finish()).toEqual([]);
    // The exported function is the same code.
    expect(typeof installEarlyActionRecorder).toBe("function");
  });
});
