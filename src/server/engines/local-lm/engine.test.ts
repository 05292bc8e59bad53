import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeLlamaCppInstalled, SKIP_REASON, tinyModelPair } from "../../../../tests/support/local-lm";
import type { DetectEngine } from "../types";
import { createLocalLmDetector } from "./engine";

const TEXT =
  "The cat sat on the mat in the sun. It was a warm day, and the garden was full of bees. " +
  "Nobody in the house wanted to move, so the afternoon went by slowly. Later that evening the rain came, and the cat ran inside. " +
  "It shook the water from its fur and lay down by the fire, where it stayed until morning. The next day was cold and grey.";

if (!nodeLlamaCppInstalled) console.warn(`local-lm engine tests skipped: ${SKIP_REASON}`);

describe.skipIf(!nodeLlamaCppInstalled)("local-lm detector on a tiny generated model", () => {
  const models = tinyModelPair();
  let binoculars: DetectEngine;
  let fastDetectGpt: DetectEngine;

  beforeAll(async () => {
    binoculars = await createLocalLmDetector({ observer: models.observer, performer: models.performer, contextSize: 512, threads: 1 });
    fastDetectGpt = await createLocalLmDetector({ observer: models.observer, contextSize: 512, threads: 1 });
  }, 60_000);
  afterAll(() => models.cleanUp());

  it("answers a Binoculars result naming its criterion, models and calibration", async () => {
    const result = await binoculars.detect(TEXT);
    expect(result.ai_probability).toBeGreaterThanOrEqual(1);
    expect(result.ai_probability).toBeLessThanOrEqual(99);
    expect(result.model_version).toBe("local-lm:binoculars:tiny-observer+tiny-performer (published calibration)");
    expect(result.explanation_parts.details[0]).toMatch(
      /^Binoculars score: \d+\.\d{3} over \d+ tokens \(lower reads more like machine text\)\.$/,
    );
    expect(result.explanation).toContain("Falcon-7B");
    expect(result.sentences.map((s) => s.text)).toEqual([
      "The cat sat on the mat in the sun.",
      "It was a warm day, and the garden was full of bees.",
      "Nobody in the house wanted to move, so the afternoon went by slowly.",
      "Later that evening the rain came, and the cat ran inside.",
      "It shook the water from its fur and lay down by the fire, where it stayed until morning.",
      "The next day was cold and grey.",
    ]);
    for (const sentence of result.sentences) expect(TEXT.slice(sentence.start, sentence.end)).toBe(sentence.text);
    expect(new Set(result.sentences.map((s) => s.score)).size).toBeGreaterThan(1);
    expect(result.reliable).toBe(true);
  });

  it("answers Fast-DetectGPT's criterion with one model", async () => {
    const result = await fastDetectGpt.detect(TEXT);
    expect(result.model_version).toBe("local-lm:fast-detectgpt:tiny-observer (provisional calibration)");
    expect(result.explanation_parts.details[0]).toMatch(
      /^Fast-DetectGPT score: -?\d+\.\d{3} over \d+ tokens \(higher reads more like machine text\)\.$/,
    );
  });

  it("gives the same answer for the same text, and a low-confidence one for a short text", async () => {
    expect((await binoculars.detect(TEXT)).ai_probability).toBe((await binoculars.detect(TEXT)).ai_probability);
    const short = await binoculars.detect("The cat sat on the mat.");
    expect(short.verdict_level).toBe("insufficient_text");
    expect(short.reliable).toBe(false);
  });

  it("names a language the card does not list", async () => {
    const french =
      "Le chat dormait sur le tapis pendant que la pluie tombait doucement sur la " +
      "ville. Les enfants jouaient dans la cuisine et leur mère préparait le dîner. " +
      "Plus tard, toute la famille s'est assise autour de la table pour parler de la journée, des amis et des vacances qui approchaient enfin.";
    const result = await binoculars.detect(french);
    expect(result.verdict_level).toBe("unsupported_language");
    expect(result.verdict).toContain("French");
  });

  it("scores a text longer than its context in windows, every token once", async () => {
    const windowed = await createLocalLmDetector({ observer: models.observer, performer: models.performer, contextSize: 64, threads: 1 });
    const long = `${TEXT} ${TEXT} ${TEXT}`;
    const result = await windowed.detect(long);
    const tokens = Number(/over (\d+) tokens/.exec(result.explanation_parts.details[0] as string)?.[1]);
    const whole = await binoculars.detect(long);
    expect(tokens).toBe(Number(/over (\d+) tokens/.exec(whole.explanation_parts.details[0] as string)?.[1]));
    expect(tokens).toBeGreaterThan(64 * 3);
  }, 30_000);
});
