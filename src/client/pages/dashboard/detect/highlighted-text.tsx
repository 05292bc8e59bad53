import type { z } from "zod";
import type { scoredSentenceSchema } from "../../../../shared/schemas/detect";

type ScoredSentence = z.infer<typeof scoredSentenceSchema>;

export type TextSegment = { kind: "plain"; text: string } | { kind: "sentence"; text: string; score: number; suspiciousNumber?: number };

/**
 * Cuts the analysed text into plain stretches and scored sentences using the
 * server's offsets, so the text is shown exactly as submitted. A sentence is
 * marked suspicious when it appears in the server's suspicious list; it gets
 * that list's number, so the marks and the numbered links to them agree.
 * Offsets that overlap or fall outside the text are skipped rather than trusted.
 */
export function segmentText(text: string, sentences: readonly ScoredSentence[], suspicious: readonly string[]): TextSegment[] {
  const numbersByText = new Map<string, number[]>();
  suspicious.forEach((sentence, index) => {
    const key = sentence.trim();
    numbersByText.set(key, [...(numbersByText.get(key) ?? []), index + 1]);
  });

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const sentence of [...sentences].sort((a, b) => a.start - b.start)) {
    if (sentence.start < cursor || sentence.end > text.length || sentence.start >= sentence.end) continue;
    if (sentence.start > cursor) segments.push({ kind: "plain", text: text.slice(cursor, sentence.start) });
    const slice = text.slice(sentence.start, sentence.end);
    const suspiciousNumber = numbersByText.get(slice.trim())?.shift();
    segments.push({ kind: "sentence", text: slice, score: sentence.score, ...(suspiciousNumber ? { suspiciousNumber } : {}) });
    cursor = sentence.end;
  }
  if (cursor < text.length) segments.push({ kind: "plain", text: text.slice(cursor) });
  return segments;
}

/** The id of a suspicious sentence's mark, which the numbered links jump to. */
export function suspiciousMarkId(number: number): string {
  return `suspicious-sentence-${number}`;
}

function scoreTitle(score: number): string {
  return `AI-likeness of this sentence: ${Math.round(score)}%`;
}

/** The analysed text with its suspicious sentences marked where they stand; every sentence shows its score on hover. */
export function HighlightedText({
  text,
  sentences,
  suspicious,
}: {
  text: string;
  sentences: readonly ScoredSentence[];
  suspicious: readonly string[];
}) {
  return (
    <div className="highlighted-text border rounded p-3 bg-body" data-testid="highlighted-text">
      {segmentText(text, sentences, suspicious).map((segment, index) => {
        if (segment.kind === "plain") return <span key={index}>{segment.text}</span>;
        if (segment.suspiciousNumber === undefined) {
          return (
            <span key={index} title={scoreTitle(segment.score)}>
              {segment.text}
            </span>
          );
        }
        return (
          <mark
            key={index}
            id={suspiciousMarkId(segment.suspiciousNumber)}
            tabIndex={-1}
            className="suspicious"
            title={scoreTitle(segment.score)}
          >
            {segment.text}
            <sup aria-hidden="true">{segment.suspiciousNumber}</sup>
            <span className="visually-hidden">{` (suspicious sentence ${segment.suspiciousNumber}, ${scoreTitle(segment.score)})`}</span>
          </mark>
        );
      })}
    </div>
  );
}
