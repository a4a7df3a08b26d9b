import { describe, expect, it } from "vitest";
import { CatalogError, type AuditEntry } from "../catalog/client";
import {
  AUDIT_NO_VALUE,
  auditEntryView,
  auditListParams,
  auditListSearch,
  auditListStateOf,
  auditValueText,
  DEFAULT_AUDIT_LIST,
  RESTORE_MESSAGES,
  restoredMessage,
  restoreFailureMessage,
} from "./audit";

const stateOf = (query: string) => auditListStateOf(new URLSearchParams(query));

describe("the audit page's filters in the address (issue 16: /admin/audit?action=…&q=…)", () => {
  it("an empty address is the first page of 25 entries, every action, any time", () => {
    expect(stateOf("")).toEqual(DEFAULT_AUDIT_LIST);
    expect(auditListSearch(DEFAULT_AUDIT_LIST)).toBe("");
    expect(auditListParams(DEFAULT_AUDIT_LIST)).toEqual({ limit: 25, offset: 0 });
  });

  it("reads every filter back as it was written", () => {
    const state = {
      action: "delete" as const,
      q: "şahsiyet",
      from: "2026-01-10",
      to: "2026-01-15",
      page: 2,
      size: 50 as const,
    };
    const search = auditListSearch(state);
    expect(search).toBe(
      "action=delete&q=%C5%9Fahsiyet&from=2026-01-10&to=2026-01-15&size=50&page=2",
    );
    expect(stateOf(search)).toEqual(state);
  });

  it("drops what the server would refuse: unknown actions, impossible days, bad pages", () => {
    expect(stateOf("action=erase&from=2026-02-30&to=dün&page=0&size=7")).toEqual(
      DEFAULT_AUDIT_LIST,
    );
    expect(stateOf(`q=${"a".repeat(300)}`).q).toHaveLength(200);
  });

  it("asks for whole days of the admin's own clock: from the first midnight to the one after the last day", () => {
    const params = auditListParams({
      ...DEFAULT_AUDIT_LIST,
      action: "update",
      q: "  dune ",
      from: "2026-01-10",
      to: "2026-01-15",
      page: 3,
    });
    expect(params).toEqual({
      action: "update",
      q: "dune",
      from: new Date(2026, 0, 10).toISOString(),
      to: new Date(2026, 0, 16).toISOString(),
      limit: 25,
      offset: 50,
    });
    // The last day of a month rolls over to the next month's first.
    expect(auditListParams({ ...DEFAULT_AUDIT_LIST, to: "2026-01-31" }).to).toBe(
      new Date(2026, 1, 1).toISOString(),
    );
  });
});

describe("an audit entry as the list shows it", () => {
  const entry: AuditEntry = {
    id: 42,
    at: "2026-01-15T10:05:00.000Z",
    actor: "admin",
    action: "update",
    movieId: "m-dune",
    movieTitle: "Dune: Çöl Gezegeni",
    bulk: false,
    restorable: false,
    changes: [
      { field: "title", before: "Dune", after: "Dune: Çöl Gezegeni" },
      { field: "status", before: "active", after: "passive" },
      { field: "featured", before: false, after: true },
      { field: "genre", before: ["Bilim Kurgu"], after: ["Bilim Kurgu", "Macera"] },
      { field: "quality", after: "4K" },
      { field: "tmdbId", before: 438631 },
      { field: "unknownField", before: "a", after: "b" },
    ],
  };

  it("names the fields in Turkish and the values in words, in the admin's time zone", () => {
    expect(auditEntryView(entry, { timeZone: "Europe/Istanbul" })).toEqual({
      id: "42",
      action: "update",
      actor: "admin",
      title: "Dune: Çöl Gezegeni",
      movieId: "m-dune",
      bulk: false,
      when: "15.01.2026 13:05",
      dateTime: "2026-01-15T10:05:00.000Z",
      restorable: false,
      changes: [
        { label: "Başlık", before: "Dune", after: "Dune: Çöl Gezegeni" },
        { label: "Durum", before: "Aktif", after: "Pasif" },
        { label: "Öne Çıkan", before: "Hayır", after: "Evet" },
        { label: "Türler", before: "Bilim Kurgu", after: "Bilim Kurgu, Macera" },
        { label: "Kalite", before: AUDIT_NO_VALUE, after: "4K" },
        { label: "TMDB Kimliği", before: "438.631", after: AUDIT_NO_VALUE },
        { label: "unknownField", before: "a", after: "b" },
      ],
    });
  });

  it("an admin of a session older than the trail is named as unknown", () => {
    expect(auditEntryView({ ...entry, actor: "" }).actor).toBe("bilinmiyor");
  });

  it("seasons are counted, not dumped", () => {
    const seasons = [
      {
        number: 1,
        episodes: [
          { number: 1, title: "A" },
          { number: 2, title: "B" },
        ],
      },
      { number: 2, episodes: [{ number: 1, title: "C" }] },
    ];
    expect(auditValueText("seasons", seasons)).toBe("2 sezon, 3 bölüm");
    expect(auditValueText("type", "series")).toBe("Dizi");
    expect(auditValueText("airingStatus", "ended")).toBe("Tamamlandı");
    expect(auditValueText("cast", [])).toBe(AUDIT_NO_VALUE);
    expect(auditValueText("rating", 7.5)).toBe("7,5");
  });
});

describe("a failed restore, in words", () => {
  it("says why: too late, taken, or anything else", () => {
    expect(restoreFailureMessage(new CatalogError("gone", 404))).toBe(RESTORE_MESSAGES.gone);
    expect(restoreFailureMessage(new CatalogError("taken", 409))).toBe(RESTORE_MESSAGES.duplicate);
    expect(restoreFailureMessage(new CatalogError("down", 0))).toBe(RESTORE_MESSAGES.failed);
    expect(restoreFailureMessage(new Error("?"))).toBe(RESTORE_MESSAGES.failed);
  });
});

describe("a restore's toast", () => {
  it("names one title, counts several (as the delete's toast did)", () => {
    expect(restoredMessage(["Kış Uykusu"])).toBe('"Kış Uykusu" geri alındı.');
    expect(restoredMessage(["Kış Uykusu", "Ahlat Ağacı"])).toBe("2 içerik geri alındı.");
  });
});
