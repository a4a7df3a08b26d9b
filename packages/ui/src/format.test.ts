import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDay,
  formatLira,
  formatPercentChange,
  formatRate,
  formatSeconds,
  formatShare,
  formatShortDate,
  formatShortDateTime,
} from "./format";

describe("Turkish number style (Intl 'tr-TR')", () => {
  it.each([
    [15_000, "₺15.000"],
    [8_750, "₺8.750"],
    [1_500_000, "₺1.500.000"],
    [0, "₺0"],
  ])("SPEC.md §9 lira: %d → %s", (amount, text) => {
    expect(formatLira(amount)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    "no amount, no lira text: %s",
    (amount) => {
      expect(formatLira(amount)).toBeUndefined();
    },
  );

  it.each([
    [125_430, "125.430"],
    [1200, "1.200"],
    [7, "7"],
  ])("counts use dots: %d → %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it.each([
    [8, "+8%"],
    [12.5, "+12,5%"],
    [-0.25, "-0,3%"],
    [-3, "-3%"],
    [0, "0%"],
  ])("a change against the last period: %d → %s", (value, text) => {
    expect(formatPercentChange(value)).toBe(text);
  });

  it.each([
    [2.73, "%2,73"],
    [6, "%6,00"],
  ])("a click-through rate in percent puts the sign first: %d → %s", (value, text) => {
    expect(formatRate(value)).toBe(text);
  });

  it.each([
    [0.75, "%75"],
    [0, "%0"],
    [2 / 3, "%67"],
  ])("a share in whole percents: %d → %s", (value, text) => {
    expect(formatShare(value)).toBe(text);
  });

  it.each([
    [6.15, "6,2 sn"],
    [0.8, "0,8 sn"],
    [12, "12,0 sn"],
  ])("seconds to a tenth: %d → %s", (value, text) => {
    expect(formatSeconds(value)).toBe(text);
  });
});

describe("Turkish dates", () => {
  it.each([
    ["2024-03-12", "12 Mart 2024"],
    ["2024-03-12T23:30:00Z", "12 Mart 2024"],
    ["yakında", "yakında"],
    ["", undefined],
    [null, undefined],
  ])("a long date: %j → %j", (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    ["2026-03-10", "10 Mar"],
    ["2026-12-01", "1 Ara"],
  ])("a day reads as the server counted it, whatever the zone: %s → %s", (day, text) => {
    expect(formatDay(day)).toBe(text);
  });

  it("numeric dates for narrow columns; a moment on Turkish time", () => {
    expect(formatShortDate("2023-01-15")).toBe("15.01.2023");
    expect(formatShortDateTime("2024-05-20T14:30:00Z")).toBe("20.05.2024 17:30");
  });
});
