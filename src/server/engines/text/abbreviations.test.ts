import { describe, expect, it } from "vitest";
import { splitSentences as detectorSentences } from "../detect/sentences";
import { splitSentences as humanizerSentences } from "../humanize/sentences";

/** Each row: a text and its sentences, as both splitters must find them. */
const TEXTS: ReadonlyArray<readonly [string, string[]]> = [
  ["Dr. Smith arrived at noon. He sat down.", ["Dr. Smith arrived at noon.", "He sat down."]],
  ["Add 2 tbsp. Sugar goes in last.", ["Add 2 tbsp. Sugar goes in last."]],
  ["We met in the U.S. Embassy. It was cold.", ["We met in the U.S. Embassy.", "It was cold."]],
  ["See Fig. Three for the data. It is clear.", ["See Fig. Three for the data.", "It is clear."]],
  ["Prices rose in Jan. The next month they fell.", ["Prices rose in Jan. The next month they fell."]],
  ["The rain stopped. We went out.", ["The rain stopped.", "We went out."]],
];

describe("one abbreviation list for every engine", () => {
  it.each(TEXTS)("the detector and the Humanizer split %j alike", (text, sentences) => {
    expect(detectorSentences(text).map((sentence) => sentence.text)).toEqual(sentences);
    expect(humanizerSentences(text).map((sentence) => sentence.text)).toEqual(sentences);
  });
});
