import { describe, expect, it } from "vitest";
import { adStatusLabel, roleLabel, userStatusLabel } from "../domain/labels";
import {
  AD_SAMPLES,
  adTypeText,
  clickThroughRate,
  DASHBOARD_STATS,
  filterAds,
  filterUsers,
  initialsOf,
  recentAds,
  USER_SAMPLES,
} from "./admin";

describe("ad samples (SPEC.md §2 ad management, §3 Ad)", () => {
  it("have every field of SPEC.md §3, with the sample types, placements and statuses", () => {
    for (const ad of AD_SAMPLES) {
      expect(["banner", "video"]).toContain(ad.type);
      expect(["Header", "Pre-roll", "Sidebar"]).toContain(ad.placement);
      expect(["active", "paused", "ended"]).toContain(ad.status);
      expect(ad.spent).toBeLessThanOrEqual(ad.budget);
      expect(ad.clicks).toBeLessThanOrEqual(ad.impressions);
    }
    expect(new Set(AD_SAMPLES.map((ad) => ad.id)).size).toBe(AD_SAMPLES.length);
    // Every status label of SPEC.md §4 appears on the screen.
    expect(new Set(AD_SAMPLES.map((ad) => adStatusLabel(ad.status)))).toEqual(
      new Set(["Aktif", "Duraklatildi", "Bitti"]),
    );
  });

  it("CTR is clicks over impressions in percent, two decimals", () => {
    expect(clickThroughRate(3420, 125_430)).toBe(2.73);
    expect(clickThroughRate(1, 3)).toBe(33.33);
    expect(clickThroughRate(5, 0)).toBe(0);
    for (const ad of AD_SAMPLES) expect(ad.ctr).toBe(clickThroughRate(ad.clicks, ad.impressions));
  });

  it("searches by name or placement, case-insensitively and Turkish-aware", () => {
    const names = (term: string) => filterAds(AD_SAMPLES, term).map((ad) => ad.name);
    expect(names("pre-roll")).toEqual(["Yeni Film Fragmanı", "Dizi Maratonu Sponsorluğu"]);
    expect(names("BAYRAM ozel")).toEqual(["Bayram Özel İndirimi"]);
    expect(names("SIDEBAR")).toHaveLength(2);
    // Neither name nor placement: the type is not searched.
    expect(names("video")).toEqual([]);
    expect(names("")).toHaveLength(AD_SAMPLES.length);
  });

  it("names the type", () => {
    expect(adTypeText("banner")).toBe("Banner");
    expect(adTypeText("video")).toBe("Video");
  });
});

describe("user samples (SPEC.md §2 user management, §3 User)", () => {
  it("have every role and status of SPEC.md §4/§6", () => {
    expect(new Set(USER_SAMPLES.map((u) => roleLabel(u.role)))).toEqual(
      new Set(["Admin", "Moderator", "Kullanici"]),
    );
    expect(new Set(USER_SAMPLES.map((u) => userStatusLabel(u.status)))).toEqual(
      new Set(["Aktif", "Pasif", "Yasakli"]),
    );
    for (const user of USER_SAMPLES) {
      expect(user.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(Date.parse(user.joinDate)).toBeLessThan(Date.parse(user.lastLogin));
    }
  });

  it("searches by name or email", () => {
    const names = (term: string) => filterUsers(USER_SAMPLES, term).map((u) => u.name);
    expect(names("sahin")).toEqual(["Zeynep Şahin"]);
    expect(names("IBRAHIM")).toEqual(["İbrahim Çelik"]);
    expect(names("ayse.kaya@")).toEqual(["Ayşe Kaya"]);
    expect(names("moderator")).toEqual([]);
  });

  it("initials: first and last name, upper-cased the Turkish way", () => {
    expect(initialsOf("Ahmet Yılmaz")).toBe("AY");
    expect(initialsOf("ibrahim çelik")).toBe("İÇ");
    expect(initialsOf("Ali Rıza Öztürk")).toBe("AÖ");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("dashboard figures (SPEC.md §2)", () => {
  it("has four cards with a percent change each; active ads agree with the ad list", () => {
    expect(Object.values(DASHBOARD_STATS).map((s) => s.label)).toEqual([
      "Toplam Kullanıcı",
      "Toplam Film",
      "Aktif Reklam",
      "Günlük Görüntülenme",
    ]);
    expect(DASHBOARD_STATS.activeAds.value).toBe(
      AD_SAMPLES.filter((ad) => adStatusLabel(ad.status) === "Aktif").length,
    );
  });

  it("recent ads are the first of the list", () => {
    expect(recentAds(2).map((ad) => ad.id)).toEqual(["ad-1", "ad-2"]);
    expect(recentAds(50)).toHaveLength(AD_SAMPLES.length);
  });
});
