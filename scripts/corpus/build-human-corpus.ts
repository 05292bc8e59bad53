/**
 * Builds corpus/human/passages.jsonl.gz: formal HUMAN prose (academic,
 * technical, legal, government, news, ...) taken from text that Debian and npm
 * packages install on this machine, so the detector can learn that formal is
 * not the same as machine-written. See corpus/human/README.md.
 *
 * Deterministic: sources are read in sorted order, every choice is made by
 * hash order, the output is sorted by id and gzipped without a timestamp.
 * Install the sources first: bash scripts/corpus/install-corpus-sources.sh
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { normaliseText } from "../../src/server/engines/detect/normalise";
import type { Paragraph, Register, Source, SourceDoc } from "./sources/common";
import { SOURCES } from "./sources/index";

const OUTPUT = join(process.cwd(), "corpus", "human", "passages.jsonl.gz");
const MIN_WORDS = 50;
const MAX_WORDS = 400;
/** Passages are cut to 120-300 words: long enough to score, short enough to be one stretch of argument. */
const TARGET_MIN = 120;
const TARGET_MAX = 300;
const MIN_SENTENCES = 3;
const MIN_WORD_RATIO = 0.85;
/** Caps so that no single register or document dominates what the detector learns. */
const MAX_PER_REGISTER = 1500;
const MAX_PER_DOCUMENT = 40;

export interface PassageRow {
  id: string;
  text: string;
  label: "human";
  source: "formal_corpus";
  domain: Register;
  genre: string;
  generator: "human";
  variant: "";
  split_group: string;
  package: string;
  origin: string;
  part: "train" | "heldout";
}

const sha1 = (s: string): string => createHash("sha1").update(s).digest("hex");

// ---------------------------------------------------------------- sentences

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATIONS = new RegExp(
  [
    String.raw`\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|Gen|Gov|Sen|Rep|Rev|Hon|Col|Capt|Lt|Sgt|Inc|`,
    "Ltd|Co|Corp|No|Nos|Vol|vol|pp|p|ch|Ch|Fig|fig|Eq|eq|Sec|sec|al|cf|vs|etc|approx|",
    String.raw`e\.g|i\.e|U\.S|U\.N|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z])\.$`,
  ].join(""),
);

export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9])/);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && ABBREVIATIONS.test(prev)) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out;
}

const countWords = (s: string): number => (s.match(/\S+/g) ?? []).length;

// ---------------------------------------------------------------- paragraph filters

/** An ordinary word: letters, with inner apostrophes or hyphens, wrapped in ordinary punctuation. */
const ORDINARY = /^[("'[]*[A-Za-z\u00C0-\u024F]+(?:['-][A-Za-z\u00C0-\u024F]+)*[)"'\],.;:!?]*$/;

function wordRatio(text: string): number {
  const tokens = text.match(/\S+/g) ?? [];
  if (tokens.length === 0) return 0;
  return tokens.filter((t) => ORDINARY.test(t)).length / tokens.length;
}

/** Markup, code and command-line remains that must never reach the corpus. */
const MARKUP = new RegExp(
  [
    "[{}<>\\\\|`~^]|", // a plain string: String.raw cannot hold the backtick
    String.raw`={2}|=>|->|:=|\b\w+\(\)|\.\w+\(|\$[A-Za-z_{(\\]|\/\/|\b(?:https?|ftp):|www\.|`,
    String.raw`@\w+\.|\.(?:PP|TP|SH|IP|B|I)\b|&\w+;|\[\d+\]|\s--?[a-z]|\b\w+_\w+\b|\b[a-z]+[A-Z]\w*\b`,
  ].join(""),
);

/** A paragraph worth cutting passages from: sentences of ordinary words, not a list item or heading. */
function isProseParagraph(text: string): boolean {
  if (countWords(text) < 8) return false;
  if (!/[.!?]["')]?$/.test(text)) return false;
  if (/^(?:[-*•+]|\(?\d+[.)]|\(?[a-z][.)])\s/.test(text)) return false;
  if (MARKUP.test(text)) return false;
  return wordRatio(text) >= MIN_WORD_RATIO;
}

// ---------------------------------------------------------------- cutting

/** Splits one long paragraph at sentence boundaries into balanced pieces of about TARGET_MIN..TARGET_MAX words. */
function splitLong(text: string): string[] {
  const words = countWords(text);
  const pieces = Math.ceil(words / 250);
  const target = words / pieces;
  const out: string[] = [];
  let current: string[] = [];
  let n = 0;
  for (const sentence of splitSentences(text)) {
    const w = countWords(sentence);
    if (n > 0 && n + w > TARGET_MAX) {
      out.push(current.join(" "));
      current = [];
      n = 0;
    }
    current.push(sentence);
    n += w;
    if (n >= target) {
      out.push(current.join(" "));
      current = [];
      n = 0;
    }
  }
  if (current.length > 0) {
    // A short tail joins the piece before it rather than standing alone.
    if (n < MIN_WORDS && out.length > 0 && countWords(out[out.length - 1] as string) + n <= MAX_WORDS) {
      out[out.length - 1] += ` ${current.join(" ")}`;
    } else out.push(current.join(" "));
  }
  return out;
}

/**
 * Cuts a document's paragraphs into passages: consecutive prose paragraphs of
 * one section are joined until TARGET_MIN words, long ones are split; a
 * non-prose paragraph (code, list, heading) or a new section ends the run, so
 * a passage never bridges material that was not running prose.
 */
function cutPassages(paragraphs: Paragraph[]): { text: string; section: string }[] {
  const out: { text: string; section: string }[] = [];
  let buffer: string[] = [];
  let words = 0;
  let section = "";
  const flush = (): void => {
    if (buffer.length > 0) out.push({ text: buffer.join(" "), section });
    buffer = [];
    words = 0;
  };
  for (const p of paragraphs) {
    const whole = p.text.replace(/\s+/g, " ").trim();
    if (p.section !== section) {
      flush();
      section = p.section;
    }
    // A long paragraph is split first, so one stray symbol costs a piece, not the whole paragraph.
    const long = countWords(whole) > TARGET_MAX;
    for (const text of long ? splitLong(whole) : [whole]) {
      if (!isProseParagraph(text)) {
        flush();
        continue;
      }
      if (long) {
        flush();
        out.push({ text, section });
        continue;
      }
      const w = countWords(text);
      if (words + w > TARGET_MAX) flush();
      buffer.push(text);
      words += w;
      if (words >= TARGET_MIN) flush();
    }
  }
  flush();
  return out;
}

/** Final checks on a normalised passage. */
function isGoodPassage(text: string): boolean {
  const w = countWords(text);
  if (w < MIN_WORDS || w > MAX_WORDS) return false;
  if (splitSentences(text).length < MIN_SENTENCES) return false;
  if (MARKUP.test(text)) return false;
  return wordRatio(text) >= MIN_WORD_RATIO;
}

// ---------------------------------------------------------------- rows

function partOf(splitGroup: string): "train" | "heldout" {
  return BigInt(`0x${sha1(splitGroup)}`) % 5n === 0n ? "heldout" : "train";
}

function rowsOf(doc: SourceDoc): PassageRow[] {
  const rows: PassageRow[] = [];
  for (const { text: raw, section } of cutPassages(doc.paragraphs)) {
    const text = normaliseText(raw).text;
    if (!isGoodPassage(text)) continue;
    const origin = section ? `${doc.origin} § ${section}` : doc.origin;
    rows.push({
      // The id hashes the package NAME (not its version), so ids only change when the text does.
      id: `hc-${sha1(`${doc.packageName}\n${origin}\n${text}`).slice(0, 12)}`,
      text,
      label: "human",
      source: "formal_corpus",
      domain: doc.domain,
      genre: doc.genre,
      generator: "human",
      variant: "",
      split_group: doc.splitGroup,
      package: doc.packageVersion,
      origin,
      part: partOf(doc.splitGroup),
    });
  }
  // Per-document cap, chosen by id (hash) order.
  return rows.sort(byId).slice(0, MAX_PER_DOCUMENT);
}

const byId = (a: PassageRow, b: PassageRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// ---------------------------------------------------------------- dedup

/**
 * Drops exact and near-identical passages (the same licence in many copyright
 * files, a paragraph repeated across manuals). Near-duplicates are found with
 * a bottom-k sketch of word 5-gram hashes: a passage sharing half its sketch
 * with one already kept is dropped. Rows are visited in id order.
 */
function dedupe(rows: PassageRow[]): PassageRow[] {
  const exact = new Set<string>();
  const owner = new Map<string, number>();
  const kept: PassageRow[] = [];
  const K = 8;
  for (const row of [...rows].sort(byId)) {
    const key = row.text
      .toLowerCase()
      .replace(/[^a-z]+/g, " ")
      .trim();
    if (exact.has(key)) continue;
    const words = key.split(" ");
    const hashes = new Set<string>();
    for (let i = 0; i + 5 <= words.length; i++) hashes.add(sha1(words.slice(i, i + 5).join(" ")).slice(0, 12));
    const sketch = [...hashes].sort().slice(0, K);
    const hits = new Map<number, number>();
    for (const h of sketch) {
      const o = owner.get(h);
      if (o !== undefined) hits.set(o, (hits.get(o) ?? 0) + 1);
    }
    if ([...hits.values()].some((n) => n >= K / 2)) continue;
    exact.add(key);
    const index = kept.length;
    for (const h of sketch) if (!owner.has(h)) owner.set(h, index);
    kept.push(row);
  }
  return kept;
}

// ---------------------------------------------------------------- register caps

/** Caps each register, taking genres in turn (each in id order) so that variety wins over the biggest source. */
function capRegisters(rows: PassageRow[]): PassageRow[] {
  const byRegister = new Map<string, Map<string, PassageRow[]>>();
  for (const row of [...rows].sort(byId)) {
    const genres = byRegister.get(row.domain) ?? new Map<string, PassageRow[]>();
    byRegister.set(row.domain, genres);
    const list = genres.get(row.genre) ?? [];
    genres.set(row.genre, list);
    list.push(row);
  }
  const out: PassageRow[] = [];
  for (const genres of byRegister.values()) {
    const queues = [...genres.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, list]) => list);
    let taken = 0;
    for (let i = 0; taken < MAX_PER_REGISTER; i++) {
      let any = false;
      for (const q of queues) {
        const row = q[i];
        if (row === undefined || taken >= MAX_PER_REGISTER) continue;
        out.push(row);
        taken++;
        any = true;
      }
      if (!any) break;
    }
  }
  return out;
}

// ---------------------------------------------------------------- main

function extractAll(sources: Source[]): PassageRow[] {
  const rows: PassageRow[] = [];
  for (const source of sources) {
    const started = Date.now();
    let docs: SourceDoc[] = [];
    try {
      docs = source.extract();
    } catch (error) {
      console.warn(`${source.name}: skipped (${(error as Error).message})`);
      continue;
    }
    const before = rows.length;
    for (const doc of docs) rows.push(...rowsOf(doc));
    console.log(`${source.name}: ${docs.length} documents, ${rows.length - before} passages (${Date.now() - started} ms)`);
  }
  return rows;
}

function summarise(rows: PassageRow[]): void {
  const table = new Map<string, { train: number; heldout: number }>();
  for (const r of rows) {
    const t = table.get(r.domain) ?? { train: 0, heldout: 0 };
    t[r.part]++;
    table.set(r.domain, t);
  }
  console.log("\n| register | passages | train | heldout |\n|---|---:|---:|---:|");
  for (const [domain, t] of [...table.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    console.log(`| ${domain} | ${t.train + t.heldout} | ${t.train} | ${t.heldout} |`);
  }
  const train = rows.filter((r) => r.part === "train").length;
  console.log(`| **total** | ${rows.length} | ${train} | ${rows.length - train} |`);
}

function main(): void {
  const started = Date.now();
  const rows = capRegisters(dedupe(extractAll(SOURCES))).sort(byId);
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const jsonl = `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`;
  // gzip output carries no timestamp or file name, so equal input gives equal bytes.
  writeFileSync(OUTPUT, gzipSync(Buffer.from(jsonl, "utf8"), { level: 9 }));
  summarise(rows);
  console.log(`\nwrote ${rows.length} passages to ${OUTPUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
