import { describe, expect, it } from "vitest";
import { isFrameableUrl, playerHostOf } from "./frameUrl";

describe("only absolute http(s) addresses go into a player frame (issue 13)", () => {
  it.each<[string, boolean]>([
    ["https://player.test/v2/embed/movie/1", true],
    ["http://localhost:5050/v2/embed/movie/1", true],
    ["HTTPS://PLAYER.TEST/x", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["blob:https://player.test/1", false],
    ["vbscript:msgbox", false],
    ["file:///etc/passwd", false],
    ["ftp://files.test/a.mp4", false],
    ["/v2/embed/movie/1", false],
    ["//player.test/v2/embed/movie/1", false],
    ["", false],
    ["http://", false],
  ])("%j → %s", (url, ok) => {
    expect(isFrameableUrl(url)).toBe(ok);
  });

  it("measures a source by its origin: scheme, name and port", () => {
    expect(playerHostOf("http://slow.localhost:5050/v2/embed/movie/1?autoPlay=false")).toBe(
      "http://slow.localhost:5050",
    );
    expect(playerHostOf("https://Player.Test/a")).toBe("https://player.test");
    expect(playerHostOf("javascript:alert(1)")).toBeNull();
  });
});
