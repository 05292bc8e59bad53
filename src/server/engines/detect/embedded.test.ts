import { describe, expect, it } from "vitest";
import { LIKELY_AI_ABOVE, LIKELY_HUMAN_BELOW, VERDICT_TEXT, verdictLevelFor } from "../../../shared/detection";
import { detectionSummary, highScoreCaveat, lowScoreCaveat, registerRates } from "../../../shared/messages";
import { countWords } from "../../../shared/word-count";
import { createEmbeddedDetector } from "./embedded";
import samples from "../../../../tests/fixtures/detect-dev-samples.json";
import { ENGLISH_WITH_SPANISH, FRENCH, SPANISH } from "../../../../tests/fixtures/language-samples";

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

  it("ends a likely-AI explanation by saying a high score does not prove AI, with a rate measured on people's writing", async () => {
    const ai = await detector.detect(samples.ai.text);
    const card = detector.card;
    const measured = [
      { register: null, above_50: card.formal_writing_false_positive_rate as number },
      ...registerRates(card.register_false_positive_rates ?? []),
    ];
    expect(measured.map((rate) => highScoreCaveat(rate, "likely_ai"))).toContain(ai.explanation_parts.caveat);
    expect(ai.explanation.endsWith(ai.explanation_parts.caveat as string)).toBe(true);
    expect((await detector.detect(samples.human.text)).explanation).not.toContain("does not prove AI");
  });

  it("scores a clearly AI dev text as likely AI, names the evidence in plain words and keeps the numbers for the details", async () => {
    const result = await detector.detect(samples.ai.text);
    expect(result.ai_probability).toBeGreaterThan(LIKELY_AI_ABOVE);
    expect(result.verdict_level).toBe("likely_ai");
    const { evidence, details } = result.explanation_parts;
    expect(evidence.join(" ")).toMatch(/typical of AI text, among them "\w+"/);
    expect(details.join(" ")).toMatch(/Sentence length varies by \d+%/);
    expect(details.join(" ")).toMatch(/phrases? typical of AI assistants/);
    expect(details.join(" ")).toMatch(
      /With topic words masked, its sentence patterns come out at \+\d+\.\d on the detector's pattern score/,
    );
    expect(details.join(" ")).toMatch(/Its word choices and short phrases come out at \+\d+\.\d on the detector's word score/);
  });

  it("opens with one plain sentence for each verdict level, and never claims certainty", async () => {
    const ai = await detector.detect(samples.ai.text);
    const human = await detector.detect(samples.human.text);
    const short = await detector.detect("The train was late again, so I walked to work in the rain.");
    const french = await detector.detect(FRENCH);
    expect(ai.explanation_parts.summary).toBe(detectionSummary("likely_ai", ai.ai_probability));
    expect(ai.explanation_parts.summary).toMatch(
      /reads? like an AI assistant's writing; read the flagged sentences and talk to the writer/,
    );
    expect(human.explanation_parts.summary).toBe(detectionSummary("likely_human", human.ai_probability));
    expect(human.explanation_parts.summary).toMatch(/like a person's writing; nothing here supports an accusation\.$/);
    expect(short.explanation_parts.summary).toMatch(/^The text has 13 words, and at least 50 are needed/);
    expect(french.explanation_parts.summary).toMatch(/^This text appears to be French, and/);
    for (const result of [ai, human, short, french]) {
      // One sentence: a single full stop, at its end.
      expect(result.explanation_parts.summary.match(/\.(\s|$)/g)).toHaveLength(1);
      expect(result.explanation.split("\n\n")[0]).toBe(result.explanation_parts.summary);
      expect(result.explanation_parts.summary).not.toMatch(/\b(certainly|definitely|proves?)\b/i);
    }
  });

  it("gives at most four bullets of evidence, none with a number in it", async () => {
    const wrapped = `Certainly! Here's a short essay on the topic you asked for: ${samples.ai.text} I hope this helps!`;
    for (const text of [samples.ai.text, samples.human.text, wrapped, firstWords(samples.ai.text, 60)]) {
      const { evidence, details } = (await detector.detect(text)).explanation_parts;
      expect(evidence.length).toBeGreaterThan(0);
      expect(evidence.length).toBeLessThanOrEqual(4);
      for (const bullet of evidence) expect(bullet).not.toMatch(/\d/);
      expect(details.some((detail) => /\d/.test(detail))).toBe(true);
    }
  });

  it("quotes the assistant phrases it found in one bullet only", async () => {
    const text =
      "Artificial intelligence has fundamentally transformed the way organizations approach content creation and analysis. " +
      "Furthermore, it is important to note that these systems offer numerous benefits, including enhanced efficiency and scalability. " +
      "Additionally, businesses can leverage these tools to streamline their workflows and optimize productivity across various departments. " +
      "In conclusion, the integration of such technologies represents a significant advancement that will continue to shape the future of work. " +
      "Moreover, stakeholders must carefully consider the ethical implications and ensure responsible deployment in every context.";
    const { evidence } = (await detector.detect(text)).explanation_parts;
    const quoting = evidence.filter((bullet) => bullet.includes('"'));
    expect(quoting).toHaveLength(1);
  });

  it("lays the parts out in the explanation string: summary, bullets, details, then the caveat", async () => {
    const result = await detector.detect(samples.ai.text);
    const { summary, evidence, details, caveat } = result.explanation_parts;
    expect(result.explanation).toBe(
      [
        summary,
        evidence.map((item) => `- ${item}`).join("\n"),
        ["Details:", ...details.map((item) => `- ${item}`)].join("\n"),
        caveat,
      ].join("\n\n"),
    );
  });

  it("says each caveat exactly once", async () => {
    const count = (text: string, part: string) => text.split(part).length - 1;
    const ai = await detector.detect(samples.ai.text);
    expect(count(ai.explanation, "does not prove AI")).toBe(1);
    expect(count(ai.explanation, "scored above 50%")).toBe(1);
    const human = await detector.detect(samples.human.text);
    expect(count(human.explanation, "does not rule out AI")).toBe(1);
    const short = await detector.detect(firstWords(samples.ai.text, 30));
    expect(count(short.explanation, "at least 50 are needed")).toBe(1);
    expect(short.explanation_parts.caveat).toBeNull();
    const spanish = await detector.detect(ENGLISH_WITH_SPANISH);
    expect(count(spanish.explanation, "appears to be Spanish")).toBe(1);
    expect(count(spanish.explanation, "pulled toward 50")).toBe(1);
  });

  it("names only evidence the text actually shows", async () => {
    const formal =
      "The committee met on Tuesday to discuss the budget. Several members raised concerns about the cost of the new " +
      "bridge, which has doubled since the plan was approved. The chair said a decision would come next month after an " +
      "independent review. Residents who attended were mostly in favour of delaying the project until the figures are clearer.";
    const result = await detector.detect(formal);
    expect(result.explanation_parts.details.join(" ")).toMatch(
      /0 words with an apostrophe \(contractions and possessives\), 0 informal words, 0 sentences starting in lower case/,
    );
    const evidence = result.explanation_parts.evidence.join(" ");
    expect(evidence).not.toBe("");
    expect(evidence).not.toMatch(/contractions such as|informal words|starting in lower case/i);
  });

  it("tells the reader about chat boilerplate it cut, and scores the text without it", async () => {
    const wrapped = `Certainly! Here's a short essay on the topic you asked for: ${samples.human.text} I hope this helps!`;
    const result = await detector.detect(wrapped);
    expect(result.explanation_parts.evidence[0]).toBe(
      "Lines a chat assistant writes around its answer, which people rarely " +
        "put in their own writing (the score leaves them out): \"Certainly! Here's " +
        'a short essay on the topic you asked for:" and "I hope this helps!"',
    );
    expect(result.ai_probability).toBe((await detector.detect(samples.human.text)).ai_probability);
    expect(result.explanation_parts.summary).not.toContain("nothing here supports an accusation");
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
    expect(result.explanation_parts).toMatchObject({ evidence: [], details: [], caveat: null });
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
    expect(result.explanation).toMatch(/^About \d+% of this text appears to be Spanish, and/);
    expect(result.reliable).toBe(false);
  });

  it("still judges an English text that quotes a short phrase in another language", async () => {
    const result = await detector.detect(`${samples.human.text} As my grandmother used to say, "Poco a poco se va lejos."`);
    expect(result.verdict_level).not.toBe("unsupported_language");
    expect(result.reliable).toBe(true);
  });

  it(
    "publishes its measured error rates on its card: false positives on human, " +
      "formal and second-language writing, and how often it catches a current assistant",
    () => {
      expect(detector.card.human_false_positive_rate).toBeGreaterThanOrEqual(0);
      expect(detector.card.human_false_positive_rate).toBeLessThan(1);
      expect(detector.card.formal_writing_false_positive_rate).toBeGreaterThanOrEqual(0);
      expect(detector.card.formal_writing_false_positive_rate).toBeLessThan(1);
      expect(detector.card.learner_false_positive_rate).toBeGreaterThanOrEqual(0);
      expect(detector.card.learner_false_positive_rate).toBeLessThan(1);
      expect(detector.card.current_assistant_detection_rate).toBeGreaterThanOrEqual(0);
      expect(detector.card.current_assistant_detection_rate).toBeLessThanOrEqual(1);
      expect(detector.card.model_version).toMatch(/^embedded-gbt-/);
    },
  );
});
