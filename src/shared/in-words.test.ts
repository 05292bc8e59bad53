import { describe, expect, it } from "vitest";
import { capitalized, countInWords, durationText, listText, megabytesText, periodText, timesText } from "./in-words";

describe("durationText", () => {
  it("says a limit's window the way a sentence does", () => {
    expect(durationText(15 * 60 * 1000)).toBe("15 minutes");
    expect(durationText(60 * 60 * 1000)).toBe("an hour");
    expect(durationText(60 * 1000)).toBe("a minute");
    expect(durationText(48 * 60 * 60 * 1000)).toBe("48 hours");
    expect(durationText(90 * 60 * 1000)).toBe("90 minutes");
    expect(durationText(30 * 1000)).toBe("30 seconds");
  });

  it("refuses a duration that is not whole seconds", () => {
    expect(() => durationText(1500)).toThrow(RangeError);
    expect(() => durationText(0)).toThrow(RangeError);
  });
});

describe("periodText", () => {
  it("drops the article after 'the last' or 'this'", () => {
    expect(periodText(60 * 60 * 1000)).toBe("hour");
    expect(periodText(15 * 60 * 1000)).toBe("15 minutes");
  });
});

describe("small words", () => {
  it("counts times, spells out small counts and lists items", () => {
    expect([1, 2, 3].map(timesText)).toEqual(["once", "twice", "3 times"]);
    expect(countInWords(1, "credit", "credits")).toBe("one credit");
    expect(countInWords(3, "credit", "credits")).toBe("three credits");
    expect(countInWords(12, "credit", "credits")).toBe("12 credits");
    expect(listText([5, 10, 15], "or")).toBe("5, 10 or 15");
    expect(listText(["Business", "Enterprise"], "and")).toBe("Business and Enterprise");
    expect(listText(["Business"], "and")).toBe("Business");
    expect(megabytesText(1024 * 1024)).toBe("1 MB");
    expect(capitalized("one credit")).toBe("One credit");
  });
});
