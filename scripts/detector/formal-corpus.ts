/**
 * The formal-writing corpus (issue 27): human passages of many registers
 * extracted from Debian and npm packages (corpus/human, built by
 * `npm run build:human-corpus`), and assistant-written mirrors of the same
 * registers (corpus/mirrors, written for the project, each with its prompt).
 * A fifth of the documents is held apart (`part: "heldout"`) to measure
 * false accusations on registers; a mirror goes where its human passage goes.
 *
 * Also the register probe of ../shared/data/registers: evaluation only, never
 * trained or calibrated on.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { foldOf, REPO_ROOT, type LabelledText } from "./dataset";

export type CorpusPart = "train" | "heldout";

export interface CorpusText extends LabelledText {
  part: CorpusPart;
}

export const HUMAN_CORPUS_PATH = resolve(REPO_ROOT, "corpus/human/passages.jsonl.gz");
export const MIRRORS_DIR = resolve(REPO_ROOT, "corpus/mirrors");
const REGISTERS_DIR = resolve(REPO_ROOT, "../shared/data/registers");

/** The `source` of each side, so cell balancing weighs a register's human and AI texts the same. */
export const FORMAL_HUMAN_SOURCE = "formal_corpus";
export const MIRROR_SOURCE = "mirror";

/** A human passage of the formal corpus or one of its registers' mirrors. */
export function isFormalCorpusText(row: Pick<LabelledText, "source">): boolean {
  return row.source === FORMAL_HUMAN_SOURCE || row.source === MIRROR_SOURCE;
}

/**
 * The data's 288 seed mirrors name the Brown category or guide they mirror;
 * these are the corpus registers those belong to.
 */
const SEED_REGISTER: Record<string, string> = {
  brown_belles_lettres: "literature",
  brown_editorial: "news",
  brown_government: "government",
  brown_learned_academic: "academic",
  brown_popular_lore: "news",
  brown_press: "news",
  brown_religion: "religious",
  brown_skills_hobbies: "educational",
  debian_reference_technical: "technical",
  scipy_tutorial_academic: "academic",
  sklearn_guide_academic: "academic",
  sotu_speeches: "speech",
  statsmodels_guide_academic: "academic",
};

function readJsonLines<T>(raw: string): T[] {
  return raw
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

/** A document's part when nothing assigned one: a fifth of split groups, by hash, are held apart. */
export function partOfGroup(splitGroup: string): CorpusPart {
  return foldOf(`part:${splitGroup}`, 5) === 0 ? "heldout" : "train";
}

type StoredHuman = LabelledText & { part?: CorpusPart };

export function humanCorpus(): CorpusText[] {
  if (!existsSync(HUMAN_CORPUS_PATH)) return [];
  return readJsonLines<StoredHuman>(gunzipSync(readFileSync(HUMAN_CORPUS_PATH)).toString("utf8")).map((row) => ({
    id: row.id,
    text: row.text,
    label: "human",
    source: FORMAL_HUMAN_SOURCE,
    domain: row.domain,
    generator: "human",
    variant: "",
    split_group: row.split_group,
    part: row.part ?? partOfGroup(row.split_group),
  }));
}

/** A mirror as stored: `prompt` and the seed's `human_text` say what text the writer was given. */
export type StoredMirror = {
  id: string;
  text: string;
  domain: string;
  variant: string;
  split_group: string;
  prompt: string;
  human_id?: string;
  human_text?: string;
};

export const RECITED_MIRRORS_PATH = resolve(MIRRORS_DIR, "recited.json");

/** The committed verdict of scripts/corpus/find-recitations.ts: mirrors that recite human text they were not given. */
export interface RecitedMirrors {
  rule: string;
  sources: string[];
  mirrors: Array<{ id: string; share: number }>;
}

/** Every mirror written for the project, and the data's seed mirrors (their registers renamed to the corpus's). */
export function storedMirrors(): StoredMirror[] {
  const files = existsSync(MIRRORS_DIR)
    ? readdirSync(MIRRORS_DIR)
        .filter((name) => name.endsWith(".jsonl"))
        .sort()
    : [];
  const written = files.flatMap((name) => readJsonLines<StoredMirror>(readFileSync(resolve(MIRRORS_DIR, name), "utf8")));
  const seed = readJsonLines<StoredMirror>(gunzipSync(readFileSync(resolve(REGISTERS_DIR, "mirrors-seed.jsonl.gz"))).toString("utf8")).map(
    (row) => ({
      ...row,
      domain: SEED_REGISTER[row.domain] ?? row.domain,
    }),
  );
  return [...written, ...seed];
}

function recitedIds(): Set<string> {
  if (!existsSync(RECITED_MIRRORS_PATH)) return new Set();
  const recited = JSON.parse(readFileSync(RECITED_MIRRORS_PATH, "utf8")) as RecitedMirrors;
  return new Set(recited.mirrors.map((mirror) => mirror.id));
}

/**
 * The mirrors as AI texts of their register, less those that recite human
 * writing (corpus/mirrors/recited.json): in substance they are the source's
 * own text, and no detector should be asked to call them AI.
 */
export function mirrorTexts(humans: CorpusText[] = humanCorpus()): CorpusText[] {
  const humanOf = new Map(humans.map((human) => [human.id, human]));
  const recited = recitedIds();
  return storedMirrors()
    .filter((row) => !recited.has(row.id))
    .map((row) => mirrorAsText(row, row.human_id ? humanOf.get(row.human_id) : undefined));
}

/**
 * A mirror goes where the passage it mirrors goes: its part, and its register
 * too, since the corpus script may file a document under another register than
 * the one it had when the mirror was written (decision 150).
 */
export function mirrorAsText(row: StoredMirror, passage: CorpusText | undefined): CorpusText {
  return {
    id: row.id,
    text: row.text,
    label: "ai",
    source: MIRROR_SOURCE,
    domain: passage?.domain ?? row.domain,
    generator: "current-assistant",
    variant: row.variant,
    split_group: row.split_group,
    part: passage?.part ?? partOfGroup(row.split_group),
  };
}

/** The formal corpus's texts of one part, both sides. */
export function formalCorpus(part: CorpusPart): CorpusText[] {
  const humans = humanCorpus();
  return [...humans, ...mirrorTexts(humans)].filter((text) => text.part === part);
}

/** The register probe (eight formal and literary registers, all human): evaluation only. */
export function registerProbe(): LabelledText[] {
  type ProbeRow = { id: string; text: string; domain: string };
  return readJsonLines<ProbeRow>(gunzipSync(readFileSync(resolve(REGISTERS_DIR, "human-probe.jsonl.gz"))).toString("utf8")).map((row) => ({
    id: row.id,
    text: row.text,
    label: "human",
    source: "register_probe",
    domain: row.domain,
    generator: "human",
    variant: "",
    split_group: row.id,
  }));
}
