import { describe, expect, it } from "vitest";
import { rebaseDemoPlayerUrl } from "./playerAddress";

describe("rebaseDemoPlayerUrl (the static file names the demo player at its default address)", () => {
  it.each([
    [
      "moves a demo-player address to where the provider runs",
      "http://localhost:5050/dizi/sahsiyet/sezon-1/bolum-2?autoPlay=false",
      "http://127.0.0.1:43111",
      "http://127.0.0.1:43111/dizi/sahsiyet/sezon-1/bolum-2?autoPlay=false",
    ],
    [
      "leaves it when the provider runs at the default",
      "http://localhost:5050/v2/embed/tv/1",
      "http://localhost:5050",
      "http://localhost:5050/v2/embed/tv/1",
    ],
    [
      "leaves third-party players alone",
      "https://player.example/v2/embed/tv/1",
      "http://127.0.0.1:43111",
      "https://player.example/v2/embed/tv/1",
    ],
    [
      "leaves it when the settings are unknown",
      "http://localhost:5050/x",
      undefined,
      "http://localhost:5050/x",
    ],
    ["survives a malformed address", "not a url", "http://127.0.0.1:1", "not a url"],
  ])("%s", (_name, url, base, expected) => {
    expect(rebaseDemoPlayerUrl(url, base)).toBe(expected);
  });
});
