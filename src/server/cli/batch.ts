/**
 * The JSONL batch loop shared by every command: one {"id","text"} object per
 * input line, one result object per output line. A line that cannot be read
 * or whose engine call fails is reported on stderr as "line N (id X): message"
 * and skipped; the rest of the batch still runs, in input order.
 */

type ItemId = string | number;

/** Turns one text into the fields printed after "id". */
export type Handler = (text: string) => Promise<Record<string, unknown>>;

interface BatchItem {
  id: ItemId;
  text: string;
}

type ParsedLine = { ok: true; item: BatchItem } | { ok: false; id?: ItemId; message: string };

/** Reads one input line; `message` says what is wrong with it in terms of the contract. */
function parseLine(line: string): ParsedLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { ok: false, message: "not valid JSON" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: 'needs a JSON object with an "id" and a string "text"' };
  }
  const { id, text } = parsed as { id?: unknown; text?: unknown };
  const goodId = typeof id === "string" || typeof id === "number" ? id : undefined;
  const problems: string[] = [];
  if (goodId === undefined) problems.push('needs an "id" (a string or a number)');
  if (typeof text !== "string") problems.push('needs a string "text"');
  else if (text.trim() === "") problems.push('has an empty "text"');
  if (goodId !== undefined && typeof text === "string" && problems.length === 0) return { ok: true, item: { id: goodId, text } };
  return { ok: false, id: goodId, message: problems.join("; ") };
}

/** "line 3" or "line 3 (id "b")": ids are written as JSON so 7 and "7" stay apart. */
function lineLabel(lineNumber: number, id?: ItemId): string {
  return id === undefined ? `line ${lineNumber}` : `line ${lineNumber} (id ${JSON.stringify(id)})`;
}

export interface BatchIo {
  /** One result object; becomes one line of stdout. */
  result(value: Record<string, unknown>): void;
  /** One diagnostic line for stderr. */
  problem(message: string): void;
}

export interface BatchSummary {
  processed: number;
  failed: number;
}

/**
 * Runs `handle` on every non-blank line of `input`, one at a time so results
 * come out in input order. Blank lines are skipped but still counted, so
 * line numbers match the file's.
 */
export async function runBatch(
  input: string,
  handle: Handler,
  describeError: (error: unknown) => string,
  io: BatchIo,
): Promise<BatchSummary> {
  const summary: BatchSummary = { processed: 0, failed: 0 };
  for (const [index, line] of input.split("\n").entries()) {
    if (line.trim() === "") continue;
    summary.processed += 1;
    const parsed = parseLine(line);
    if (!parsed.ok) {
      summary.failed += 1;
      io.problem(`${lineLabel(index + 1, parsed.id)}: ${parsed.message}`);
      continue;
    }
    try {
      const result = await handle(parsed.item.text);
      io.result({ id: parsed.item.id, ...result });
    } catch (error) {
      summary.failed += 1;
      io.problem(`${lineLabel(index + 1, parsed.item.id)}: ${describeError(error)}`);
    }
  }
  return summary;
}
