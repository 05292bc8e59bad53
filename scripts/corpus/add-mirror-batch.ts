/**
 * Appends a batch of assistant-written mirrors to a JSON Lines file, checked
 * and normalised the way the detection data is (../shared/data/README.md).
 *
 *   npx tsx scripts/corpus/add-mirror-batch.ts BATCH.txt corpus/mirrors/NAME.jsonl WRITER
 *
 * A batch is plain text: each mirror is a header line, a PROMPT line and the
 * text, so writers never escape JSON by hand:
 *
 *   ### register=academic_abstract | variant=fresh | persona=a biologist | group=h-123 | human_id=h-123
 *   PROMPT: Write an abstract of about 200 words on ...
 *   TEXT:
 *   The text itself, any number of lines.
 *
 * `register` is one of REGISTERS; `genre` (optional) names the kind of text
 * within it ("abstract", "cover letter").
 * `group` (the split group, shared with the human passage a mirror mirrors)
 * and `human_id` are optional; without them the mirror is its own group.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { normaliseText } from "../../src/server/engines/detect/normalise";
import { REGISTERS } from "./sources/common";

interface MirrorRow {
  id: string;
  text: string;
  label: "ai";
  source: "mirror";
  domain: string;
  genre: string;
  generator: string;
  variant: "fresh" | "rewrite";
  prompt: string;
  persona: string;
  split_group: string;
  human_id?: string;
  writer: string;
}

const GENERATOR = "current-assistant-2026-11";
const MIN_WORDS = 40;
const MAX_WORDS = 450;
const FORBIDDEN = [
  { pattern: /^\s*(?:[-*•]|\d+[.)])\s/m, why: "a list item" },
  { pattern: /^\s*#/m, why: "a markdown heading" },
  { pattern: /\*\*|__/, why: "markdown emphasis" },
  { pattern: /^\s*(?:sure|certainly|of course|here is|here's)\b/i, why: "chat boilerplate before the text" },
];

function parseBatch(raw: string): Array<Record<string, string>> {
  return raw
    .split(/^###/m)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block, n) => {
      const [header = "", ...rest] = block.split("\n");
      const body = rest.join("\n");
      const prompt = /^PROMPT:\s*([\s\S]*?)\nTEXT:\s*\n/m.exec(body);
      if (!prompt) throw new Error(`block ${n + 1}: needs a PROMPT: line and a TEXT: line`);
      const fields = Object.fromEntries(
        header.split("|").map((pair) => {
          const [key = "", ...value] = pair.split("=");
          return [key.trim(), value.join("=").trim()];
        }),
      );
      return { ...fields, prompt: (prompt[1] ?? "").trim(), text: body.slice(prompt.index + prompt[0].length) };
    });
}

function checkedRow(fields: Record<string, string>, id: string, writer: string): MirrorRow {
  const text = normaliseText(fields.text ?? "").text;
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!(REGISTERS as readonly string[]).includes(fields.register ?? ""))
    throw new Error(`${id}: register must be one of ${REGISTERS.join(", ")}`);
  if (fields.variant !== "fresh" && fields.variant !== "rewrite") throw new Error(`${id}: variant must be fresh or rewrite`);
  if (!fields.prompt) throw new Error(`${id}: the prompt is empty`);
  if (words < MIN_WORDS || words > MAX_WORDS) throw new Error(`${id}: ${words} words, outside ${MIN_WORDS}-${MAX_WORDS}`);
  for (const { pattern, why } of FORBIDDEN) if (pattern.test(fields.text ?? "")) throw new Error(`${id}: contains ${why}`);
  return {
    id,
    text,
    label: "ai",
    source: "mirror",
    domain: fields.register as string,
    genre: fields.genre ?? "",
    generator: GENERATOR,
    variant: fields.variant,
    prompt: fields.prompt,
    persona: fields.persona ?? "",
    split_group: fields.group || id,
    ...(fields.human_id ? { human_id: fields.human_id } : {}),
    writer,
  };
}

function main(): void {
  const [batchPath, outPath, writer] = process.argv.slice(2);
  if (!batchPath || !outPath || !writer) throw new Error("usage: add-mirror-batch.ts BATCH.txt OUT.jsonl WRITER");
  const existing = existsSync(outPath)
    ? readFileSync(outPath, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "").length
    : 0;
  const rows = parseBatch(readFileSync(batchPath, "utf8")).map((fields, n) =>
    checkedRow(fields, `${writer}-${String(existing + n + 1).padStart(4, "0")}`, writer),
  );
  appendFileSync(outPath, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
  console.log(`${rows.length} mirrors appended to ${outPath} (${existing + rows.length} in all)`);
}

main();
