// Issue 33: "genres mapped to ours (unmapped ones listed, not dropped silently)".
import { describe, expect, it } from "vitest";
import { mapGenres } from "./tmdbGenres";

describe("mapGenres: the service's genres in the catalogue's words", () => {
  it.each([
    [[{ id: 18, name: "Dram" }], ["Drama"], []],
    [
      [
        { id: 878, name: "Bilim-Kurgu" },
        { id: 28, name: "Aksiyon" },
      ],
      ["Bilim Kurgu", "Aksiyon"],
      [],
    ],
    [[{ id: 10765, name: "Bilim Kurgu & Fantazi" }], ["Bilim Kurgu", "Fantastik"], []],
    [
      [
        { id: 12, name: "Macera" },
        { id: 80, name: "Suç" },
      ],
      [],
      ["Macera", "Suç"],
    ],
    [[{ id: 424242, name: "" }], [], ["#424242"]],
    [
      [
        { id: 28, name: "Aksiyon" },
        { id: 10759, name: "Aksiyon & Macera" },
      ],
      ["Aksiyon"],
      [],
    ],
    [undefined, [], []],
  ])("%j", (genres, mapped, unmapped) => {
    expect(mapGenres(genres)).toEqual({ mapped, unmapped });
  });
});
