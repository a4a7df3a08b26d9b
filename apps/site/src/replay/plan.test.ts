import { describe, expect, it } from "vitest";
import { replayPlan, type KeptTap } from "./plan";

/** A tap on control `control` (any value: the same value is the same control). */
const tap = (control: string, action: string | null): KeptTap & { id: string } => ({
  control,
  action,
  id: `${control}:${action}`,
});
const played = (kept: ReturnType<typeof tap>[]) => replayPlan(kept).play.map((t) => t.control);

describe("replayPlan (issue 34: taps before the page is live, replayed once)", () => {
  it("plays every tap on different controls once, in the order they were made", () => {
    expect(played([tap("list", "list"), tap("like", "like"), tap("couple", "couple")])).toEqual([
      "list",
      "like",
      "couple",
    ]);
  });

  it("counts two taps on one toggle once: 'Listeye Ekle' tapped twice adds the title", () => {
    expect(played([tap("list", "list"), tap("list", "list")])).toEqual(["list"]);
    expect(played([tap("list", "list"), tap("like", "like"), tap("list", "list")])).toEqual([
      "list",
      "like",
    ]);
  });

  it("keeps the last choice of a kind (stars, season tabs), where it was made", () => {
    expect(
      played([
        tap("star-3", "rate"),
        tap("list", "list"),
        tap("star-8", "rate"),
        tap("season-2", "season"),
        tap("season-1", "season"),
      ]),
    ).toEqual(["list", "star-8", "season-1"]);
  });

  it("plays a frame's load once, whatever else happened", () => {
    expect(played([tap("frame", null), tap("list", "list"), tap("frame", null)])).toEqual([
      "frame",
      "list",
    ]);
  });

  it("ignores a marker naming an unknown action, and names it once", () => {
    const plan = replayPlan([
      tap("x", "launch-rocket"),
      tap("list", "list"),
      tap("y", "launch-rocket"),
      tap("z", "toString"),
    ]);
    expect(plan.play.map((t) => t.control)).toEqual(["list"]);
    expect(plan.unknown).toEqual(["launch-rocket", "toString"]);
  });

  it("plays nothing when nothing was kept", () => {
    expect(replayPlan([])).toEqual({ play: [], unknown: [] });
  });
});
