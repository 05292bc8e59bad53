import { z } from "zod";
import { reportedScore } from "../../../shared/detection";
import type { ExplanationParts } from "../../../shared/schemas/detect";
import { countWords } from "../../../shared/word-count";
import { detectionResult, judge, readLanguage, reportedProbability } from "../detect/judgement";
import { normaliseText, toOriginalRange, type NormalisedText } from "../detect/normalise";
import { splitSentences, type SentenceSpan } from "../detect/sentences";
import { EngineError, type DetectEngine, type DetectionResult, type ScoredSentence } from "../types";
import { completeChat, createChatClient, parseJsonReply, type LlmOptions } from "./client";
import { DETECT_SYSTEM_PROMPT, numberedSentences } from "./prompts";

const Score = z.number().min(0).max(100);

const DetectReply = z.object({
  ai_probability: Score,
  sentences: z.array(z.object({ index: z.number().int().min(1), suspicion: Score })),
  explanation: z.string().min(1).max(1000),
});

type Reply = z.infer<typeof DetectReply>;

/** A sentence the model did not score gets the document's score: the least surprising guess. */
function scoreSentences(submitted: string, normalised: NormalisedText, sentences: SentenceSpan[], reply: Reply): ScoredSentence[] {
  const suspicionByIndex = new Map(reply.sentences.map((entry) => [entry.index, entry.suspicion]));
  return sentences.map((sentence, i) => {
    const { start, end } = toOriginalRange(normalised, sentence.start, sentence.end);
    return { text: submitted.slice(start, end), start, end, score: reportedScore(suspicionByIndex.get(i + 1) ?? reply.ai_probability) };
  });
}

export function createLlmDetector(options: LlmOptions): DetectEngine {
  const client = createChatClient(options);
  const modelVersion = `llm:${options.model}`;
  return {
    name: "llm",
    card: {
      model_version: modelVersion,
      human_false_positive_rate: null,
      formal_writing_false_positive_rate: null,
      learner_false_positive_rate: null,
      current_assistant_detection_rate: null,
      register_false_positive_rates: null,
    },
    async detect(text: string): Promise<DetectionResult> {
      const normalised = normaliseText(text);
      const sentenceSpans = splitSentences(normalised.text);
      const sentenceTexts = sentenceSpans.map((sentence) => sentence.text);
      const content = await completeChat(client, options, {
        json: true,
        messages: [
          { role: "system", content: DETECT_SYSTEM_PROMPT },
          { role: "user", content: numberedSentences(sentenceTexts) },
        ],
      });
      const parsed = DetectReply.safeParse(parseJsonReply(content));
      if (!parsed.success) throw new EngineError("bad_output", "the reply lacked the expected fields");
      const { language, foreign } = readLanguage(normalised.text, sentenceTexts);
      const probability = reportedProbability(parsed.data.ai_probability, foreign);
      const sentences = scoreSentences(text, normalised, sentenceSpans, parsed.data);
      const wordCount = countWords(text);
      const { level, verdict, summary } = judge(probability, wordCount, foreign);
      // The model's own reasons are one bullet of evidence; it gives no measurements, and its card no rates to caveat with.
      const parts: ExplanationParts = {
        summary,
        evidence: [parsed.data.explanation.replace(/\s+/g, " ").trim()],
        details: [],
        caveat: null,
      };
      return detectionResult({
        probability: probability,
        judgement: { level, verdict },
        parts,
        sentences,
        language,
        wordCount: wordCount,
        modelVersion: modelVersion,
      });
    },
  };
}
