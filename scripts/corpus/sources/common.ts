/**
 * Shared types and helpers for the human-corpus extractors. Each extractor
 * turns one installed package's files into documents made of clean prose
 * paragraphs; the builder (../build-human-corpus.ts) does the passage cutting,
 * filtering, deduplication and sampling the same way for every source.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

export const REGISTERS = [
  "academic",
  "encyclopaedic",
  "technical",
  "educational",
  "government",
  "legal",
  "business",
  "news",
  "speech",
  "religious",
  "literature",
  "correspondence",
  "medical",
  "essay",
] as const;
export type Register = (typeof REGISTERS)[number];

/** One paragraph of running prose. `section` lets the builder join short paragraphs of one section only. */
export interface Paragraph {
  text: string;
  section: string;
}

/** One source document: passages cut from it share split_group so a document never straddles train and heldout. */
export interface SourceDoc {
  /** Package name alone (used in ids, so ids survive version bumps). */
  packageName: string;
  /** "name version" as installed. */
  packageVersion: string;
  domain: Register;
  genre: string;
  /** File within the package; the builder appends the section. */
  origin: string;
  splitGroup: string;
  paragraphs: Paragraph[];
  /** The document as read, where cleaning drops much of it (a dictionary entry's etymology and glossary), for the recitation check. */
  fullText?: string;
}

export interface Source {
  name: string;
  extract(): SourceDoc[];
}

/** Where the npm sources are installed (see install-corpus-sources.sh); kept out of the project's own node_modules. */
export const NPM_ROOT = join(process.cwd(), ".corpus-sources", "node_modules");

const versionCache = new Map<string, string | null>();

/** Installed Debian package version, or null when the package is not installed (its source is then skipped). */
export function debianVersion(pkg: string): string | null {
  if (versionCache.has(pkg)) return versionCache.get(pkg) ?? null;
  let version: string | null = null;
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format fields, not a template.
    const out = execFileSync("dpkg-query", ["-W", "-f=${Status}\t${Version}", pkg], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const [status, v] = out.split("\t");
    if (status?.endsWith("installed") && v) version = v;
  } catch {
    version = null;
  }
  versionCache.set(pkg, version);
  return version;
}

/** Version of an npm package installed under .corpus-sources, or null. */
export function npmVersion(pkg: string): string | null {
  const file = join(NPM_ROOT, pkg, "package.json");
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** Reads a file, gunzipping .gz (and dictzip .dz, which is gzip-compatible). */
export function readText(file: string): string {
  const buf = readFileSync(file);
  const raw = /\.(gz|dz)$/.test(file) ? gunzipSync(buf) : buf;
  return raw.toString("utf8");
}

/** Recursively lists files under dir (sorted, so extraction order is stable). */
export function listFiles(dir: string, accept: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile() && accept(p)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Packages the detector is evaluated on: nothing from them may enter the corpus. */
/** How to read one of stdlib's text datasets: one document per `data/*.txt` file. */
interface NpmTextDataset {
  name: string;
  packageName: string;
  domain: Register;
  genre: string;
  /** The file's running text, split into paragraphs (headings left out). */
  paragraphsOf(text: string): string[];
}

/** A source over an npm package that ships its texts as `data/*.txt`, as the @stdlib datasets do. */
export function npmTextDataset({ name, packageName, domain, genre, paragraphsOf }: NpmTextDataset): Source {
  return {
    name,
    extract(): SourceDoc[] {
      const version = npmVersion(packageName);
      if (!version) return [];
      const dir = join(NPM_ROOT, packageName, "data");
      return readdirSync(dir)
        .filter((f) => f.endsWith(".txt"))
        .sort()
        .map((file) => ({
          packageName,
          packageVersion: `${packageName} ${version}`,
          domain,
          genre,
          origin: `data/${file}`,
          splitGroup: `${name}:${file}`,
          paragraphs: paragraphsOf(readFileSync(join(dir, file), "utf8")).map((text) => ({ text, section: "" })),
        }));
    },
  };
}

export const FORBIDDEN_PACKAGES = new Set([
  "debian-handbook",
  "python3-doc",
  "perl-doc",
  "gnu-standards",
  "r-cran-tm",
  "r-cran-janeaustenr",
  "dict-foldoc",
]);
export function isForbiddenPackage(pkg: string): boolean {
  return FORBIDDEN_PACKAGES.has(pkg) || pkg.startsWith("linux-doc");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "...",
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  copy: "(c)",
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * Paragraphs of an HTML page: the text of its <p> elements (code lives in
 * <pre>, lists in <li>, tables in <td>, so taking <p> alone leaves them out),
 * each tagged with the nearest heading above it. <p> inside list items and
 * table cells is dropped, as are paragraphs that hold inline code.
 */
export function htmlParagraphs(html: string): Paragraph[] {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|pre|table|nav|footer|header)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<(li|dt|dd)\b[\s\S]*?<\/\1>/gi, " ");
  const out: Paragraph[] = [];
  let section = "";
  const re = /<(h[1-4])\b[^>]*>([\s\S]*?)<\/\1>|<p\b[^>]*>([\s\S]*?)<\/p>/gi;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[1]) {
      section = cleanInline(m[2] ?? "")
        .replace(/[¶#]\s*$/, "")
        .trim();
      continue;
    }
    const inner = m[3] ?? "";
    if (/<(code|tt|kbd|samp|var)\b/i.test(inner) && /<(code|tt|kbd|samp)\b[^>]*>[^<]*[(){}=/_.$][^<]*</i.test(inner)) continue;
    const text = cleanInline(inner);
    if (text) out.push({ text, section });
  }
  return out;
}

function cleanInline(s: string): string {
  return decodeEntities(s.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
