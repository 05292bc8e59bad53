/**
 * Word-level difference between a text and its rewrite, for showing what the
 * Humanizer changed. Each unit is a word with the whitespace after it, so
 * line breaks and paragraphs survive in the view; units compare by the word.
 */

export interface DiffPart {
  kind: "same" | "removed" | "added";
  text: string;
}

function units(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

const wordOf = (unit: string) => unit.trimEnd();

/** Longest-common-subsequence lengths of every pair of suffixes, in one flat table (rewrites are at most 1000 words). */
function suffixTable(before: string[], after: string[]): Uint16Array {
  const width = after.length + 1;
  const table = new Uint16Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      table[i * width + j] =
        wordOf(before[i] as string) === wordOf(after[j] as string)
          ? (table[(i + 1) * width + j + 1] as number) + 1
          : Math.max(table[(i + 1) * width + j] as number, table[i * width + j + 1] as number);
    }
  }
  return table;
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string): void {
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(beforeText: string, afterText: string): DiffPart[] {
  const before = units(beforeText);
  const after = units(afterText);
  const table = suffixTable(before, after);
  const width = after.length + 1;
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (wordOf(before[i] as string) === wordOf(after[j] as string)) {
      push(parts, "same", after[j] as string);
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] as number) >= (table[i * width + j + 1] as number)) {
      push(parts, "removed", before[i++] as string);
    } else {
      push(parts, "added", after[j++] as string);
    }
  }
  while (i < before.length) push(parts, "removed", before[i++] as string);
  while (j < after.length) push(parts, "added", after[j++] as string);
  return parts;
}

/** How many places changed: a removal and the addition that replaces it count once. */
export function changedPlaces(parts: readonly DiffPart[]): number {
  return parts.filter((part, index) => part.kind !== "same" && !(part.kind === "added" && parts[index - 1]?.kind === "removed")).length;
}
