import { describe, expect, it } from "vitest";
import { previewImage, previewImageSize, safeUrl } from "./safeUrl";

describe("safeUrl: only http(s) or site-relative addresses reach a frame or an image (issue 13)", () => {
  it.each([
    "https://player.example/embed/603",
    "http://localhost:5050/embed/1",
    "HTTPS://PLAYER.EXAMPLE/x",
    "/api/images/poster/m-dune.svg",
    "/",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "blob:https://site.example/uuid",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "ftp://files.example/film.mp4",
    "https://",
    "http:// spaced.example",
    "relative/path.png",
    "",
    null,
    undefined,
  ])("refuses %j", (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

describe("previewImage: link previews name a raster image (messaging apps show no SVG)", () => {
  it.each([
    ["/api/images/poster/m-dune.svg", "/api/images/poster/m-dune.png"],
    ["/api/images/backdrop/s-sahsiyet.svg", "/api/images/backdrop/s-sahsiyet.png"],
    [
      "https://sinema.example/api/images/poster/m-dune.svg",
      "https://sinema.example/api/images/poster/m-dune.png",
    ],
    ["https://image.tmdb.org/t/p/w500/abc.jpg", "https://image.tmdb.org/t/p/w500/abc.jpg"],
    ["/posters/elsewhere.svg", "/posters/elsewhere.svg"],
  ])("%s → %s", (url, expected) => {
    expect(previewImage(url)).toBe(expected);
  });

  it("names no unsafe image", () => {
    expect(previewImage("javascript:alert(1)")).toBeNull();
    expect(previewImage(undefined)).toBeNull();
  });
});

describe("previewImageSize: a preview declares the size it knows (issue 31)", () => {
  it.each([
    ["/api/images/backdrop/m-dune.svg", { width: 1280, height: 720 }],
    ["/api/images/backdrop/m-dune.png", { width: 1280, height: 720 }],
    ["https://sinema.example/api/images/poster/s-gibi.png", { width: 500, height: 750 }],
    ["https://image.tmdb.org/t/p/w1280/x.jpg", null],
    ["javascript:alert(1)", null],
    [null, null],
  ])("%s → %j", (url, size) => {
    expect(previewImageSize(url)).toEqual(size);
  });
});
