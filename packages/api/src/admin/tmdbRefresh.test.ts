// Issue 33 item 3: "show a field-by-field diff (old → new, checkboxes per
// field, nothing applied by default that the admin edited by hand since the
// last import), apply the chosen fields".
import { describe, expect, it } from "vitest";
import type { AuditEntry, MovieInput } from "../catalog/client";
import { applyRefresh, handEditedFields, refreshDiff } from "./tmdbRefresh";

const entry = (action: AuditEntry["action"], fields: string[] = []): AuditEntry => ({
  id: 1,
  at: "2031-01-01T00:00:00.000Z",
  actor: "admin",
  action,
  movieId: "m-x",
  movieTitle: "X",
  bulk: false,
  changes: fields.map((field) => ({ field, before: 1, after: 2 })),
  restorable: false,
});

describe("handEditedFields: what the admin changed since the last import or refresh", () => {
  it.each<[string, AuditEntry[], string[] | null]>([
    ["nothing since the import", [entry("import")], []],
    [
      "edits after the import, newest first",
      [
        entry("update", ["title"]),
        entry("status"),
        entry("update", ["duration", "genre"]),
        entry("import"),
      ],
      ["title", "duration", "genre"],
    ],
    [
      "edits before the last refresh do not count",
      [entry("update", ["poster"]), entry("refresh"), entry("update", ["title"]), entry("import")],
      ["poster"],
    ],
    ["typed by hand: no import on record", [entry("update", ["title"]), entry("create")], null],
  ])("%s", (_name, entries, expected) => {
    const found = handEditedFields(entries);
    expect(found === null ? null : [...found]).toEqual(expected);
  });
});

const STORED: MovieInput = {
  title: "Elle Düzeltilmiş Ad",
  type: "movie",
  originalTitle: "Dune",
  runtime: 150,
  genre: ["Bilim Kurgu"],
  director: "Denis Villeneuve",
  cast: ["A", "B"],
  tmdbId: 438631,
};

const INCOMING: MovieInput = {
  title: "Dune: Çöl Gezegeni",
  type: "movie",
  originalTitle: "Dune",
  duration: 155,
  genre: ["Bilim Kurgu"],
  director: ["Denis Villeneuve"],
  cast: ["A", "B", "C"],
  poster: "https://image.tmdb.org/t/p/w500/p.jpg",
  tmdbId: 438631,
};

describe("refreshDiff: only what differs, old → new, hand edits left unchosen", () => {
  it("after an import with the title edited by hand", () => {
    expect(refreshDiff(STORED, INCOMING, new Set(["title"]))).toEqual([
      {
        field: "title",
        label: "Başlık",
        before: "Elle Düzeltilmiş Ad",
        after: "Dune: Çöl Gezegeni",
        handEdited: true,
        checked: false,
      },
      {
        field: "duration",
        label: "Süre (dakika)",
        before: "150",
        after: "155",
        handEdited: false,
        checked: true,
      },
      {
        field: "cast",
        label: "Oyuncular",
        before: "A, B",
        after: "A, B, C",
        handEdited: false,
        checked: true,
      },
      {
        field: "poster",
        label: "Afiş Adresi",
        before: "",
        after: "https://image.tmdb.org/t/p/w500/p.jpg",
        handEdited: false,
        checked: true,
      },
    ]);
  });

  it("a title typed by hand: every field it has counts as hand-entered; empty ones are filled", () => {
    const rows = refreshDiff(STORED, INCOMING, null);
    expect(rows.filter((row) => row.checked).map((row) => row.field)).toEqual(["poster"]);
  });

  it("the same values in another shape (one director as text or list, runtime as duration) are no change", () => {
    expect(
      refreshDiff(
        { ...INCOMING, director: "Denis Villeneuve", duration: undefined as never, runtime: 155 },
        INCOMING,
        new Set(),
      ),
    ).toEqual([]);
  });

  it("seasons read as counts", () => {
    const seasons = [{ number: 1, episodes: [{ number: 1, title: "Pilot" }] }];
    const [row] = refreshDiff(
      { ...STORED, ...{ type: "series" } },
      { ...STORED, type: "series", seasons },
      new Set(),
    );
    expect(row).toMatchObject({ field: "seasons", before: "", after: "1 sezon, 1 bölüm" });
  });
});

describe("applyRefresh: the chosen fields only", () => {
  it("takes the chosen fields and keeps everything else", () => {
    const { runtime: _runtime, ...stored } = STORED;
    expect(applyRefresh(STORED, INCOMING, ["duration", "poster"])).toEqual({
      ...stored,
      duration: 155,
      poster: "https://image.tmdb.org/t/p/w500/p.jpg",
    });
    const applied = applyRefresh(STORED, INCOMING, ["duration"]);
    expect("runtime" in applied).toBe(false);
    expect(applied.title).toBe("Elle Düzeltilmiş Ad");
  });

  it("a field the service no longer has is removed when chosen", () => {
    expect(
      "cast" in applyRefresh(STORED, { ...INCOMING, cast: undefined as never }, ["cast"]),
    ).toBe(false);
  });
});
