import { z } from "zod";
import { MIN_WORDS_FOR_VERDICT, reportedScore, SUSPICIOUS_SENTENCE_SCORE, VERDICT_TEXT, verdictLevelFor } from "../../../shared/detection.js";
import { countWords } from "../../../shared/word-count.js";
import { identifyLanguage, TRAINED_LANGUAGE } from "../detect/language.js";
import { normaliseText, toOriginalRange } from "../detect/normalise.js";
import { splitSentences } from "../detect/sentences.js";
import { EngineError, type DetectEngine, type DetectionResult, type ScoredSentence, type VerdictLevel } from "../types.js";
import { completeChat, createChatClient, parseJsonReply, type LlmOptions } from "./client.js";
import { DETECT_SYSTEM_PROMPT, numberedSentences } from "./prompts.js";

const Score = z.number().min(0).max(100);

const DetectReply = z.object({
  ai_probability: Score,
  sentences: z.array(z.object({ index: z.number().int().min(1), suspicion: Score })),
  explanation: z.string().min(1).max(1000),
});

type Reply = z.infer<typeof DetectReply>;

/** A sentence the model did not score gets the document's score: the least surprising guess. */
function scoreSentences(submitted: string, reply: Reply): ScoredSentence[] {
  const normalised = normaliseText(submitted);
  const suspicionByIndex = new Map(reply.sentences.map((entry) => [entry.index, entry.suspicion]));
  return splitSentences(normalised.text).map((sentence, i) => {
    const { start, end } = toOriginalRange(normalised, sentence.start, sentence.end);
    return { text: submitted.slice(start, end), start, end, score: reportedScore(suspicionByIndex.get(i + 1) ?? reply.ai_probability) };
  });
}

function levelFor(probability: number, wordCount: number, language: string): VerdictLevel {
  if (language !== TRAINED_LANGUAGE && language !== "und") return "unsupported_language";
  if (wordCount < MIN_WORDS_FOR_VERDICT) return "insufficient_text";
  return verdictLevelFor(probability);
}

export function createLlmDetector(options: LlmOptions): DetectEngine {
  const client = createChatClient(options);
  const modelVersion = `llm:${options.model}`;
  return {
    name: "llm",
    card: { model_version: modelVersion, human_false_positive_rate: null, formal_writing_false_positive_rate: null, learner_false_positive_rate: null, current_assistant_detection_rate: null },
    async detect(text: string): Promise<DetectionResult> {
      const sentenceTexts = splitSentences(normaliseText(text).text).map((sentence) => sentence.text);
      const content = await completeChat(client, options, {
        json: true,
        messages: [
          { role: "system", content: DETECT_SYSTEM_PROMPT },
          { role: "user", content: numberedSentences(sentenceTexts) },
        ],
      });
      const parsed = DetectReply.safeParse(parseJsonReply(content));
      if (!parsed.success) throw new EngineError("bad_output", "the reply lacked the expected fields");
      const probability = reportedScore(parsed.data.ai_probability);
      const sentences = scoreSentences(text, parsed.data);
      const wordCount = countWords(text);
      const language = identifyLanguage(normaliseText(text).text);
      const level = levelFor(probability, wordCount, language);
      return {
        ai_probability: probability,
        verdict: VERDICT_TEXT[level],
        verdict_level: level,
        explanation: parsed.data.explanation,
        suspicious_sentences: sentences.filter((s) => s.score >= SUSPICIOUS_SENTENCE_SCORE).map((s) => s.text),
        sentences,
        language,
        word_count: wordCount,
        model_version: modelVersion,
        reliable: wordCount >= MIN_WORDS_FOR_VERDICT && level !== "unsupported_language",
      };
    },
  };
}
