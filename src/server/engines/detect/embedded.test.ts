import { describe, expect, it } from "vitest";
import { LIKELY_AI_ABOVE, LIKELY_HUMAN_BELOW, VERDICT_TEXT, verdictLevelFor } from "../../../shared/detection.js";
import { highScoreCaveat, lowScoreCaveat } from "../../../shared/messages.js";
import { countWords } from "../../../shared/word-count.js";
import { createEmbeddedDetector } from "./embedded.js";
import samples from "./fixtures/dev-samples.json";
import { ENGLISH_WITH_SPANISH, FRENCH, SPANISH } from "../fixtures/language-samples.js";

const detector = createEmbeddedDetector();

/** The first `count` words of a text, words split on whitespace as the product counts them. */
const firstWords = (text: string, count: number) => text.trim().split(/\s+/).slice(0, count).join(" ");

describe("embedded detector", () => {
  it("scores a clearly human dev text as likely human", async () => {
    const result = await detector.detect(samples.human.text);
    expect(result.ai_probability).toBeLessThan(LIKELY_HUMAN_BELOW);
    expect(result.verdict_level).toBe("likely_human");
    expect(result.verdict).toBe(VERDICT_TEXT.likely_human);
    expect(result.reliable).toBe(true);
  });

  it("ends a likely-human explanation by saying a low score does not rule out AI, with the measured rate", async () => {
    const human = await detector.detect(samples.human.text);
    expect(human.explanation.endsWith(lowScoreCaveat(detector.card.current_assistant_detection_rate as number))).toBe(true);
    expect((await detector.detect(samples.ai.text)).explanation).not.toContain("does not rule out AI");
  });

  it("ends a likely-AI explanation by saying a high score does not prove AI, with the rate on formal human writing", async () => {
    const ai = await detector.detect(samples.ai.text);
    expect(ai.explanation.endsWith(highScoreCaveat(detector.card.formal_writing_false_positive_rate as number))).toBe(true);
    expect((await detector.detect(samples.human.text)).explanation).not.toContain("does not prove AI");
  });

  it("scores a clearly AI dev text as likely AI and names the evidence", async () => {
    const result = await detector.detect(samples.ai.text);
    expect(result.ai_probability).toBeGreaterThan(LIKELY_AI_ABOVE);
    expect(result.verdict_level).toBe("likely_ai");
    expect(result.explanation).toMatch(/Sentence length varies by \d+%/);
    expect(result.explanation).toMatch(/phrases? typical of AI assistants/);
    expect(result.explanation).toMatch(/With topic words masked, its sentence patterns lean toward AI writing: \+\d+\.\d/);
    expect(result.explanation).toMatch(/Its word choices and short phrases lean toward AI writing: \+\d+\.\d/);
  });

  it("names only evidence the text actually shows", async () => {
    const formal =
      "The committee met on Tuesday to discuss the budget. Several members raised concerns about the cost of the new " +
      "bridge, which has doubled since the plan was approved. The chair said a decision would come next month after an " +
      "independent review. Residents who attended were mostly in favour of delaying the project until the figures are clearer.";
    const result = await detector.detect(formal);
    expect(result.explanation).toMatch(/0 words with an apostrophe \(contractions and possessives\), 0 informal words, 0 sentences starting in lower case/);
    const strongest = /The strongest evidence.*$/.exec(result.explanation)?.[0] ?? "";
    expect(strongest).not.toBe("");
    expect(strongest).not.toMatch(/contractions such as|informal words|starting in lower case/);
  });

  it("tells the reader about chat boilerplate it cut, and scores the text without it", async () => {
    const wrapped = `Certainly! Here's a short essay on the topic you asked for: ${samples.human.text} I hope this helps!`;
    const result = await detector.detect(wrapped);
    expect(result.explanation).toContain(
      'The text also contains lines a chat assistant writes around its answer ("Certainly! Here\'s a short essay on the topic you asked for:" and "I hope this helps!")',
    );
    expect(result.ai_probability).toBe((await detector.detect(samples.human.text)).ai_probability);
    expect((await detector.detect(samples.human.text)).explanation).not.toContain("chat assistant writes");
  });

  it("returns sentences in order with offsets into the submitted text", async () => {
    const submitted = `  ${samples.ai.text.replace(/\. /g, ".\n\n")}`;
    const result = await detector.detect(submitted);
    expect(result.sentences.length).toBeGreaterThan(3);
    let lastEnd = 0;
    for (const sentence of result.sentences) {
      expect(submitted.slice(sentence.start, sentence.end)).toBe(sentence.text);
      expect(sentence.start).toBeGreaterThanOrEqual(lastEnd);
      expect(sentence.score).toBeGreaterThanOrEqual(1);
      expect(sentence.score).toBeLessThanOrEqual(99);
      lastEnd = sentence.end;
    }
    const texts = result.sentences.map((s) => s.text);
    const suspiciousPositions = result.suspicious_sentences.map((text) => texts.indexOf(text));
    expect(suspiciousPositions).toEqual([...suspiciousPositions].sort((a, b) => a - b));
  });

  it("says plainly that a short text cannot be judged, while still scoring it", async () => {
    const result = await detector.detect("The train was late again, so I walked to work in the rain.");
    expect(result.verdict_level).toBe("insufficient_text");
    expect(result.verdict).toMatch(/not enough text/i);
    expect(result.reliable).toBe(false);
    expect(result.word_count).toBe(13);
    expect(result.ai_probability).toBeGreaterThanOrEqual(0);
    expect(result.verdict).toContain("(13 words; at least 50 are needed)");
    expect((await detector.detect("Hello")).verdict).toContain("(1 word; at least 50 are needed)");
  });

  it("judges a text of exactly 50 words and calls one of 49 words too short", async () => {
    const fifty = firstWords(samples.ai.text, 50);
    const fortyNine = firstWords(samples.ai.text, 49);
    expect(countWords(fifty)).toBe(50);
    expect(countWords(fortyNine)).toBe(49);

    const judged = await detector.detect(fifty);
    expect(judged.word_count).toBe(50);
    expect(judged.verdict_level).toBe(verdictLevelFor(judged.ai_probability));
    expect(judged.verdict).toBe(VERDICT_TEXT[verdictLevelFor(judged.ai_probability)]);
    expect(judged.reliable).toBe(true);

    const tooShort = await detector.detect(fortyNine);
    expect(tooShort.word_count).toBe(49);
    expect(tooShort.verdict_level).toBe("insufficient_text");
    expect(tooShort.verdict).toContain("(49 words; at least 50 are needed)");
    expect(tooShort.reliable).toBe(false);
  });

  it("names an unsupported language and gives a low-confidence score near 50", async () => {
    const result = await detector.detect(FRENCH);
    expect(result.language).toBe("fra");
    expect(result.verdict_level).toBe("unsupported_language");
    expect(result.verdict).toMatch(/French/);
    expect(result.explanation).toMatch(/This text appears to be French/);
    expect(result.explanation).not.toMatch(/spelling|slip|sentence length/i);
    expect(result.reliable).toBe(false);
    expect(Math.abs(result.ai_probability - 50)).toBeLessThanOrEqual(10);
  });

  it("keeps only a fifth of an unsupported-language score's distance from 50, even when the model's own score is far from it", async () => {
    const result = await detector.detect(SPANISH);
    expect(result.language).toBe("spa");
    expect(result.verdict_level).toBe("unsupported_language");
    expect(result.reliable).toBe(false);
    // Any score from 0 to 100, shrunk to a fifth of its distance from 50, lands within 10 of 50.
    expect(Math.abs(result.ai_probability - 50)).toBeLessThanOrEqual(10);
  });

  it("treats an English text a third of which is Spanish as low-confidence, and names the Spanish part", async () => {
    const result = await detector.detect(ENGLISH_WITH_SPANISH);
    expect(result.language).toBe("eng");
    expect(result.verdict_level).toBe("unsupported_language");
    expect(result.verdict).toMatch(/part of the text appears to be Spanish/);
    expect(result.explanation).toMatch(/^About \d+% of this text appears to be Spanish\./);
    expect(result.reliable).toBe(false);
  });

  it("still judges an English text that quotes a short phrase in another language", async () => {
    const result = await detector.detect(`${samples.human.text} As my grandmother used to say, "Poco a poco se va lejos."`);
    expect(result.verdict_level).not.toBe("unsupported_language");
    expect(result.reliable).toBe(true);
  });

  it("publishes its measured error rates on its card: false positives on human, formal and second-language writing, and how often it catches a current assistant", () => {
    expect(detector.card.human_false_positive_rate).toBeGreaterThanOrEqual(0);
    expect(detector.card.human_false_positive_rate).toBeLessThan(1);
    expect(detector.card.formal_writing_false_positive_rate).toBeGreaterThanOrEqual(0);
    expect(detector.card.formal_writing_false_positive_rate).toBeLessThan(1);
    expect(detector.card.learner_false_positive_rate).toBeGreaterThanOrEqual(0);
    expect(detector.card.learner_false_positive_rate).toBeLessThan(1);
    expect(detector.card.current_assistant_detection_rate).toBeGreaterThanOrEqual(0);
    expect(detector.card.current_assistant_detection_rate).toBeLessThanOrEqual(1);
    expect(detector.card.model_version).toMatch(/^embedded-gbt-/);
  });
});
