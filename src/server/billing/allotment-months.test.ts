import { describe, expect, it } from "vitest";
import { monthStart, monthsDue } from "./allotment-months";

const at = (iso: string) => new Date(iso);

describe("monthStart", () => {
  it("keeps the day and time of the period start", () => {
    expect(monthStart(at("2026-03-15T10:20:30.000Z"), 0)).toEqual(at("2026-03-15T10:20:30.000Z"));
    expect(monthStart(at("2026-03-15T10:20:30.000Z"), 1)).toEqual(at("2026-04-15T10:20:30.000Z"));
    expect(monthStart(at("2026-03-15T10:20:30.000Z"), 11)).toEqual(at("2027-02-15T10:20:30.000Z"));
  });

  it("uses the last day of a shorter month without drifting afterwards", () => {
    const start = at("2027-01-31T00:00:00.000Z");
    expect(monthStart(start, 1)).toEqual(at("2027-02-28T00:00:00.000Z"));
    expect(monthStart(start, 2)).toEqual(at("2027-03-31T00:00:00.000Z"));
    expect(monthStart(start, 3)).toEqual(at("2027-04-30T00:00:00.000Z"));
    expect(monthStart(at("2028-01-31T00:00:00.000Z"), 1)).toEqual(at("2028-02-29T00:00:00.000Z"));
  });

  it("crosses year ends", () => {
    expect(monthStart(at("2026-11-05T00:00:00.000Z"), 2)).toEqual(at("2027-01-05T00:00:00.000Z"));
    expect(monthStart(at("2026-11-05T00:00:00.000Z"), 14)).toEqual(at("2028-01-05T00:00:00.000Z"));
  });
});

describe("monthsDue", () => {
  const yearly = { periodStart: at("2026-01-10T12:00:00.000Z"), months: 12, endedAt: null };

  it("grants the first month at once, even a moment before the period starts", () => {
    expect(monthsDue(yearly, at("2026-01-10T11:59:59.000Z"))).toBe(1);
    expect(monthsDue(yearly, at("2026-02-10T11:59:59.999Z"))).toBe(1);
  });

  it("adds a month when its start is reached", () => {
    expect(monthsDue(yearly, at("2026-02-10T12:00:00.000Z"))).toBe(2);
    expect(monthsDue(yearly, at("2026-06-01T00:00:00.000Z"))).toBe(5);
  });

  it("never goes past the months the period holds", () => {
    expect(monthsDue(yearly, at("2031-01-01T00:00:00.000Z"))).toBe(12);
    expect(monthsDue({ ...yearly, months: 1 }, at("2031-01-01T00:00:00.000Z"))).toBe(1);
  });

  it("stops at the end of an allotment: a month starting at or after it is not due", () => {
    const ended = { ...yearly, endedAt: at("2026-04-10T12:00:00.000Z") };
    expect(monthsDue(ended, at("2027-01-01T00:00:00.000Z"))).toBe(3);
  });
});
