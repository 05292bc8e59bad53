import { describe, expect, it } from "vitest";
import { RECITED_SHARE, recitedShare, wordNgrams } from "./recitations";

const SOURCE =
  "Beginning, the act of doing that which begins anything; commencement of an action, state, or space of time; entrance into being or upon a course.";
const sourceGrams = wordNgrams(SOURCE);
const inSource = (gram: string) => sourceGrams.has(gram);

const CASES = [
  {
    name: "a recited entry",
    mirror: "Beginning, the act of doing that which begins anything; commencement of an action, state, or space of time.",
    given: "Write a dictionary entry for the word beginning.",
    recited: true,
  },
  {
    name: "fresh writing on the same word",
    mirror: "A beginning is the first part of something, the point at which a journey, a story or a life starts to unfold.",
    given: "Write a dictionary entry for the word beginning.",
    recited: false,
  },
  {
    name: "a rewrite keeping phrases of the passage it was given",
    mirror: "Beginning means the act of doing that which begins anything, or the entrance into being or upon a course.",
    given: `Rewrite this more plainly: "${SOURCE}"`,
    recited: false,
  },
  {
    name: "common phrasing shorter than six words",
    mirror: "The act of doing good is its own reward, and the space of time we have is short, so begin at once.",
    given: "Write a short reflection.",
    recited: false,
  },
];

describe("recitation of human sources", () => {
  it.each(CASES)("$name", ({ mirror, given, recited }) => {
    expect(recitedShare(mirror, given, inSource) >= RECITED_SHARE).toBe(recited);
  });

  it("counts word six-grams case- and punctuation-blind", () => {
    expect([...wordNgrams("One, two; THREE four five six seven.")]).toEqual([
      "one two three four five six",
      "two three four five six seven",
    ]);
  });

  it("gives a text shorter than six words no share", () => {
    expect(recitedShare("Too short to recite.", "", () => true)).toBe(0);
  });
});
