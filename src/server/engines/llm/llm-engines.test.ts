import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  openAiMalformedContent,
  openAiMalformedResponse,
  openAiRateLimited,
  openAiReplies,
  openAiRepliesInTurn,
  openAiServerError,
  openAiTimesOut,
  type ChatRequestBody,
} from "../../../../tests/mocks/openai";
import { REPORTED_SCORE_RANGE, VERDICT_TEXT } from "../../../shared/detection";
import { detectionSummary } from "../../../shared/messages";
import { EngineError, type HumanizeEngine } from "../types";
import { ENGLISH_WITH_SPANISH, FRENCH } from "../../../../tests/fixtures/language-samples";
import { createLlmDetector, createLlmHumanizer, createLlmImprover, type LlmOptions } from "./index";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OPTIONS: LlmOptions = { apiKey: "test-key", baseUrl: "http://llm.test/v1", model: "test-model", timeoutMs: 5_000 };

async function engineErrorOf(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

const FAILURES = [
  {
    name: "a timeout",
    handler: () => openAiTimesOut(2_000),
    options: { ...OPTIONS, timeoutMs: 150 },
    kind: "timeout",
    detail: /did not answer in time/,
  },
  { name: "a 429 from the provider", handler: openAiRateLimited, options: OPTIONS, kind: "rate_limited", detail: /HTTP 429/ },
  { name: "a 500 from the provider", handler: openAiServerError, options: OPTIONS, kind: "provider", detail: /HTTP 500/ },
  {
    name: "a response that is not a completion",
    handler: openAiMalformedResponse,
    options: OPTIONS,
    kind: "bad_output",
    detail: /held no text/,
  },
] as const;

/** An LLM improver whose model answers with these changes. */
function improverAnswering(changes: object[], requests?: ChatRequestBody[]) {
  server.use(openAiReplies(JSON.stringify({ changes }), requests));
  return createLlmImprover(OPTIONS);
}

describe("LLM improver", () => {
  it("applies the model's changes with offsets into the submitted text", async () => {
    const requests: ChatRequestBody[] = [];
    const improver = improverAnswering(
      [
        { original: "go", replacement: "goes", reason: "Subject-verb agreement" },
        { original: "scool", replacement: "school", reason: "Spelling" },
        { original: "not in the text", replacement: "x", reason: "Invented" },
      ],
      requests,
    );
    const text = "She go to scool every day.";
    const result = await improver.improve(text);
    expect(result.improved_text).toBe("She goes to school every day.");
    expect(result.changes).toEqual([
      { start: 4, end: 6, original: "go", replacement: "goes", reason: "Subject-verb agreement" },
      { start: 10, end: 15, original: "scool", replacement: "school", reason: "Spelling" },
    ]);
    expect(requests[0]?.model).toBe("test-model");
    expect(requests[0]?.messages.at(-1)?.content).toBe(text);
  });

  it("ignores a change whose replacement is its original: it is not listed and does not block a real change inside it", async () => {
    const improver = improverAnswering([
      { original: "She go", replacement: "She go", reason: "Already correct" },
      { original: "go", replacement: "goes", reason: "Subject-verb agreement" },
      { original: "every day", replacement: "every day", reason: "Already correct" },
    ]);
    const result = await improver.improve("She go to school every day.");
    expect(result.improved_text).toBe("She goes to school every day.");
    expect(result.changes).toEqual([{ start: 4, end: 6, original: "go", replacement: "goes", reason: "Subject-verb agreement" }]);
  });

  it("rejects output that is not the JSON it asked for", async () => {
    server.use(openAiMalformedContent());
    const error = await engineErrorOf(createLlmImprover(OPTIONS).improve("Some text."));
    expect(error.kind).toBe("bad_output");
    expect(error.detail).toBe("the reply was not valid JSON");
  });

  for (const failure of FAILURES) {
    it(`maps ${failure.name} to "${failure.kind}"`, async () => {
      server.use(failure.handler());
      const error = await engineErrorOf(createLlmImprover(failure.options).improve("Some text."));
      expect(error.kind).toBe(failure.kind);
      expect(error.detail).toMatch(failure.detail);
    });
  }
});

describe("LLM humanizer", () => {
  const INPUT = "Moreover, the 2023 survey of 1,200 users in Oslo found that 64% prefer `dark mode`.";
  const GOOD = "The 2023 survey of 1,200 users in Oslo found that 64% prefer `dark mode`.";
  const DROPS_A_NUMBER = "The survey of users in Oslo found that most prefer `dark mode`.";
  const fallback: HumanizeEngine = {
    name: "fallback",
    humanize: async () => ({ humanized_text: "from the fallback", detector_check: null, note: null }),
  };

  it("returns a rewrite that keeps numbers, names and code", async () => {
    server.use(openAiReplies(GOOD));
    expect(await createLlmHumanizer(OPTIONS, fallback).humanize(INPUT)).toEqual({ humanized_text: GOOD, detector_check: null, note: null });
  });

  it("retries once, telling the model what it dropped", async () => {
    const requests: ChatRequestBody[] = [];
    server.use(openAiRepliesInTurn([DROPS_A_NUMBER, GOOD], requests));
    expect(await createLlmHumanizer(OPTIONS, fallback).humanize(INPUT)).toEqual({ humanized_text: GOOD, detector_check: null, note: null });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.messages.at(-1)?.content).toContain('number "2023" is missing');
  });

  it("falls back to the embedded engine when the retry also fails the checks, and says so once", async () => {
    const requests: ChatRequestBody[] = [];
    let fallbacks = 0;
    server.use(openAiRepliesInTurn([DROPS_A_NUMBER, DROPS_A_NUMBER], requests));
    expect(await createLlmHumanizer(OPTIONS, fallback, () => fallbacks++).humanize(INPUT)).toEqual({
      humanized_text: "from the fallback",
      detector_check: null,
      note: null,
    });
    expect(requests).toHaveLength(2);
    expect(fallbacks).toBe(1);
  });

  it("strips a code fence the model wrapped around its answer", async () => {
    server.use(openAiReplies(`\`\`\`\n${GOOD}\n\`\`\``));
    expect(await createLlmHumanizer(OPTIONS, fallback).humanize(INPUT)).toEqual({ humanized_text: GOOD, detector_check: null, note: null });
  });

  for (const failure of FAILURES) {
    it(`maps ${failure.name} to "${failure.kind}" instead of hiding it behind the fallback`, async () => {
      server.use(failure.handler());
      const error = await engineErrorOf(createLlmHumanizer(failure.options, fallback).humanize(INPUT));
      expect(error.kind).toBe(failure.kind);
    });
  }
});

describe("LLM detector", () => {
  const LONG_TEXT = Array.from({ length: 6 }, (_, i) => `Sentence number ${i + 1} talks about the weather and the sea in calm words.`).join(
    " ",
  );

  function verdictReply(probability: number, suspicions: number[]) {
    return JSON.stringify({
      ai_probability: probability,
      sentences: suspicions.map((suspicion, i) => ({ index: i + 1, suspicion })),
      explanation: "Even rhythm and stock phrasing.",
    });
  }

  it("fills a DetectionResult from the model's verdict", async () => {
    const requests: ChatRequestBody[] = [];
    server.use(openAiReplies(verdictReply(82, [90, 20, 75, 10, 10, 10]), requests));
    const detector = createLlmDetector(OPTIONS);
    const result = await detector.detect(LONG_TEXT);
    expect(detector.card).toEqual({
      model_version: "llm:test-model",
      human_false_positive_rate: null,
      formal_writing_false_positive_rate: null,
      learner_false_positive_rate: null,
      current_assistant_detection_rate: null,
      register_false_positive_rates: null,
    });
    expect(result.ai_probability).toBe(82);
    expect(result.verdict_level).toBe("likely_ai");
    expect(result.reliable).toBe(true);
    expect(result.word_count).toBe(78);
    expect(result.sentences).toHaveLength(6);
    for (const sentence of result.sentences) expect(LONG_TEXT.slice(sentence.start, sentence.end)).toBe(sentence.text);
    expect(result.suspicious_sentences).toEqual([result.sentences[0]?.text, result.sentences[2]?.text]);
    expect(result.explanation_parts).toEqual({
      summary: detectionSummary("likely_ai", 82),
      evidence: ["Even rhythm and stock phrasing."],
      details: [],
      caveat: null,
    });
    expect(result.explanation).toBe(`${detectionSummary("likely_ai", 82)}\n\n- Even rhythm and stock phrasing.`);
    expect(requests[0]?.messages.at(-1)?.content).toContain("[6] Sentence number 6");
  });

  it("answers a French text as the embedded detector does: named, low-confidence and pulled toward 50, even when the model is sure it is AI", async () => {
    server.use(openAiReplies(verdictReply(95, [95, 95, 95, 95, 95])));
    const result = await createLlmDetector(OPTIONS).detect(FRENCH);
    expect(result.word_count).toBeGreaterThanOrEqual(50);
    expect(result.language).toBe("fra");
    expect(result.verdict_level).toBe("unsupported_language");
    expect(result.verdict).toBe(`${VERDICT_TEXT.unsupported_language} (the text appears to be French).`);
    expect(result.ai_probability).toBe(59);
    expect(result.explanation).toMatch(/^This text appears to be French, and .* pulled toward 50\.\n\n- Even rhythm and stock phrasing\.$/);
    expect(result.reliable).toBe(false);
  });

  it("names the other language of a mixed text and pulls the score toward 50", async () => {
    server.use(openAiReplies(verdictReply(10, [10, 10, 10, 10, 10])));
    const result = await createLlmDetector(OPTIONS).detect(ENGLISH_WITH_SPANISH);
    expect(result.language).toBe("eng");
    expect(result.verdict).toBe(`${VERDICT_TEXT.unsupported_language} (part of the text appears to be Spanish).`);
    expect(result.ai_probability).toBe(42);
    expect(result.explanation).toMatch(/^About \d+% of this text appears to be Spanish, and/);
  });

  for (const [claimed, reported] of [
    [100, REPORTED_SCORE_RANGE.max],
    [0, REPORTED_SCORE_RANGE.min],
  ] as const) {
    it(`reports the model's score of ${claimed} as ${reported}, since no score claims certainty`, async () => {
      server.use(openAiReplies(verdictReply(claimed, [claimed, claimed, claimed, claimed, claimed, claimed])));
      const result = await createLlmDetector(OPTIONS).detect(LONG_TEXT);
      expect(result.ai_probability).toBe(reported);
      expect(result.sentences.map((sentence) => sentence.score)).toEqual([reported, reported, reported, reported, reported, reported]);
    });
  }

  it("marks texts under 50 words as not reliable", async () => {
    server.use(openAiReplies(verdictReply(60, [60])));
    const result = await createLlmDetector(OPTIONS).detect("A short note about the sea and the weather today.");
    expect(result.reliable).toBe(false);
    expect(result.verdict_level).toBe("insufficient_text");
  });

  it.each([
    ["prose instead of JSON", "I think this is AI."],
    ["a probability out of range", verdictReply(140, [50])],
    ["missing fields", JSON.stringify({ ai_probability: 50 })],
  ])("rejects %s as bad output", async (_name, reply) => {
    server.use(openAiMalformedContent(reply));
    const error = await engineErrorOf(createLlmDetector(OPTIONS).detect(LONG_TEXT));
    expect(error.kind).toBe("bad_output");
  });

  for (const failure of FAILURES) {
    it(`maps ${failure.name} to "${failure.kind}"`, async () => {
      server.use(failure.handler());
      const error = await engineErrorOf(createLlmDetector(failure.options).detect(LONG_TEXT));
      expect(error.kind).toBe(failure.kind);
    });
  }
});
