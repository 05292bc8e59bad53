import { beforeAll, describe, expect, it } from "vitest";
import { ENGLISH_WITH_SPANISH, FRENCH } from "../../../../tests/fixtures/language-samples";
import { UnsupportedLanguageError, type ImproveEngine } from "../types";
import { SERVER_MESSAGES as M } from "../../../shared/messages";
import { createEmbeddedImprover } from "./embedded";
import { gleu } from "./gleu";
import { detokenize, tokenize } from "./tokenize";

describe("embedded improver", () => {
  let improver: ImproveEngine;
  beforeAll(async () => {
    improver = await createEmbeddedImprover();
  }, 30_000);

  it("fixes spelling and agreement, with offsets into the submitted text", async () => {
    const text = "She go to school and studys sciences and tecnologies.";
    const result = await improver.improve(text);
    expect(result.improved_text).toBe("She goes to school and studies sciences and technologies.");
    for (const change of result.changes) {
      expect(text.slice(change.start, change.end)).toBe(change.original);
      expect(change.reason.length).toBeGreaterThan(0);
    }
  });

  it("refuses a text in another language instead of 'correcting' it into English words", async () => {
    await expect(improver.improve(FRENCH)).rejects.toThrow(UnsupportedLanguageError);
  });

  it("leaves sentences in another language as written, fixes the English and says why", async () => {
    const text = ENGLISH_WITH_SPANISH.replace("bought some", "bougth some");
    const result = await improver.improve(text);
    expect(result.improved_text).toBe(ENGLISH_WITH_SPANISH);
    expect(result.changes.map((change) => change.original)).toEqual(["bougth"]);
    expect(result.note).toBe(M.rewritePartOtherLanguage("Spanish"));
  });

  it("applies its own rules alongside Harper", async () => {
    const result = await improver.improve("Due to the fact that it rained, we went home.  it was late.");
    expect(result.improved_text).toBe("Because it rained, we went home. It was late.");
    expect(result.changes.map((change) => change.reason)).toContain("Wordy phrase");
  });

  it("puts a confusable word right beside Harper's fixes", async () => {
    const result = await improver.improve("I dont know weather he will come.");
    expect(result.improved_text).toBe("I don't know whether he will come.");
    expect(result.changes.map((change) => change.replacement)).toEqual(["don't", "whether"]);
  });

  it("fixes the spelling and the capital of a misspelt first word together", async () => {
    const result = await improver.improve("becase it rained, we stayed home.");
    expect(result.improved_text).toBe("Because it rained, we stayed home.");
    expect(result.changes).toHaveLength(1);
  });

  it("fixes a double comparative, which Harper files as an opinion", async () => {
    const result = await improver.improve("This test is more easier than the last one.");
    expect(result.improved_text).toBe("This test is easier than the last one.");
  });

  it("leaves a misspelling inside a quotation, inline code or a URL alone: they are the author's exact words", async () => {
    for (const text of [
      'She wrote "I recieved the libary book yesterday" in her note.',
      "Type `i recieved it` in the box.",
      "The file is at www.example.com/recieve/libary today.",
    ]) {
      expect(await improver.improve(text)).toEqual({ improved_text: text, changes: [], note: null });
    }
    // The same words outside those spans are corrected.
    expect((await improver.improve("She recieved the libary book yesterday.")).improved_text).toBe(
      "She received the library book yesterday.",
    );
  });

  it("leaves correct text unchanged", async () => {
    const text = "The committee met on Tuesday. It approved the budget, and the members went home early.";
    expect(await improver.improve(text)).toEqual({ improved_text: text, changes: [], note: null });
  });

  it("leaves names it does not know alone", async () => {
    const text = "I went to Jeju Island with Mr. Bacchan last year.";
    expect((await improver.improve(text)).changes).toEqual([]);
  });

  it("does not turn a name into a known one a letter away, nor a tech term into a word", async () => {
    for (const text of ["Xiaoming went to the shop.", "I use numpy for arrays.", "That song is goated."]) {
      expect((await improver.improve(text)).changes).toEqual([]);
    }
  });

  it("puts the verb in the past before 'yesterday' and keeps 'there' ('their yesterday' is Harper's misreading)", async () => {
    expect((await improver.improve("I go there yesterday.")).improved_text).toBe("I went there yesterday.");
    expect((await improver.improve("I was there today.")).changes).toEqual([]);
  });
});

describe("GLEU and JFLEG tokenisation", () => {
  it("round-trips JFLEG tokenisation", () => {
    const tokenised = "I do n't know , but it 's 3.5 km ( about 2 miles ) .";
    expect(detokenize(tokenised)).toBe("I don't know, but it's 3.5 km (about 2 miles).");
    expect(tokenize(detokenize(tokenised)).join(" ")).toBe(tokenised);
  });

  it("splits off only the line's final full stop, keeps an ellipsis and an HTML entity whole", () => {
    for (const tokenised of [
      "We met Mr. Lee etc. on a day. They left .",
      "It was &raspsquo; fine &raspsquo; ...",
      "He bought pens etc. .",
    ]) {
      expect(tokenize(detokenize(tokenised)).join(" ")).toBe(tokenised);
    }
  });

  it("scores a perfect correction 100 and rewards fixing errors over copying the source", () => {
    const source = [["he", "go", "to", "school", "every", "day", "."]];
    const reference = [["he", "goes", "to", "school", "every", "day", "."]];
    expect(gleu({ sources: source, hypotheses: reference, references: [reference] }, 10)).toBeCloseTo(100, 5);
    const copy = gleu({ sources: source, hypotheses: source, references: [reference] }, 10);
    expect(copy).toBeLessThan(60);
  });
});
