import { describe, expect, it } from "vitest";
import {
  adStatusLabel,
  contentStatusLabel,
  roleLabel,
  seriesStatusFromMetadata,
  seriesStatusLabel,
  typeBadge,
  userStatusLabel,
} from "./labels";

describe("seriesStatusLabel (SPEC.md §4: ongoing 'Devam Ediyor', ended 'Tamamlandı', otherwise 'Beklemede')", () => {
  it.each([
    ["ongoing", "Devam Ediyor"],
    ["ended", "Tamamlandı"],
    ["pending", "Beklemede"],
    ["", "Beklemede"],
    [null, "Beklemede"],
    [undefined, "Beklemede"],
  ])("%j → %s", (status, label) => {
    expect(seriesStatusLabel(status)).toBe(label);
  });

  it.each([
    ["Returning Series", "ongoing"],
    ["In Production", "ongoing"],
    ["Ended", "ended"],
    ["Canceled", "ended"],
    ["Planned", "pending"],
    [undefined, "pending"],
  ])("the metadata status %j is %s", (status, mapped) => {
    expect(seriesStatusFromMetadata(status)).toBe(mapped);
  });
});

describe("status and role labels (SPEC.md §4 and §6, exact)", () => {
  it.each([
    ["active", "Aktif"],
    ["passive", "Pasif"],
    ["draft", "Pasif"],
    [undefined, "Pasif"],
  ])("content status %j → %s (SPEC.md §3: 'active', otherwise shown as passive)", (s, label) => {
    expect(contentStatusLabel(s)).toBe(label);
  });

  it.each([
    ["active", "Aktif"],
    ["paused", "Duraklatildi"],
    ["ended", "Bitti"],
    ["archived", "archived"],
  ])("ad status %s → %s", (status, label) => {
    expect(adStatusLabel(status)).toBe(label);
  });

  it.each([
    ["active", "Aktif"],
    ["inactive", "Pasif"],
    ["banned", "Yasakli"],
  ])("user status %s → %s", (status, label) => {
    expect(userStatusLabel(status)).toBe(label);
  });

  it.each([
    ["admin", "Admin"],
    ["moderator", "Moderator"],
    ["user", "Kullanici"],
  ])("role %s → %s", (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it.each([
    ["movie", "Film"],
    ["tv", "Dizi"],
    ["series", "Dizi"],
    [undefined, "Film"],
  ])("type badge of %j is %s (SPEC.md §2: Film or Dizi)", (type, badge) => {
    expect(typeBadge(type)).toBe(badge);
  });
});
