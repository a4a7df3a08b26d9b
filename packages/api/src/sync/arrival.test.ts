import { describe, expect, it } from "vitest";
import { coupleArrival } from "./arrival";

describe("couple mode on arrival", () => {
  it("opens the widget with the code of a shared link (SPEC.md §2: the lovers parameter prefills it)", () => {
    expect(coupleArrival("QW34ER", null)).toEqual({ kind: "invited", room: "QW34ER" });
    expect(coupleArrival(" qw34er ", null)).toEqual({ kind: "invited", room: "QW34ER" });
  });

  it("rejoins the room this tab was in after a reload, with or without the link", () => {
    expect(coupleArrival(null, "QW34ER")).toEqual({ kind: "rejoin", room: "QW34ER" });
    expect(coupleArrival("QW34ER", "QW34ER")).toEqual({ kind: "rejoin", room: "QW34ER" });
  });

  it("takes a link to another room as a new invitation, not a rejoin of the old one", () => {
    expect(coupleArrival("NEW234", "OLD567")).toEqual({ kind: "invited", room: "NEW234" });
  });

  it("ignores what is not a room code", () => {
    expect(coupleArrival(null, null)).toEqual({ kind: "none" });
    expect(coupleArrival("nope", "x")).toEqual({ kind: "none" });
    expect(coupleArrival("AB-12C", "QW34ER")).toEqual({ kind: "rejoin", room: "QW34ER" });
    expect(coupleArrival("QW34ER", "garbage")).toEqual({ kind: "invited", room: "QW34ER" });
  });
});
