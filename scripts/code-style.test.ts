import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Biome formats at 140 columns but leaves a string, a regular expression or a comment whole, so a
 * long one can still run past the screen; 160 characters is the hard ceiling for every line (issue 29).
 */
const MAX_LINE_LENGTH = 160;

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The 1-based numbers and lengths (in characters) of the lines of `text` longer than `limit`. */
function linesOver(text: string, limit: number): { line: number; length: number }[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: index + 1, length: [...line.replace(/\r$/, "")].length }))
    .filter(({ length }) => length > limit);
}

/**
 * A relative import in TypeScript that spells an extension (`./words.js`): the project writes none, since
 * the bundler resolution and tsx read both the same and two spellings of one path are noise (issue 29).
 */
const RELATIVE_IMPORT_WITH_EXTENSION = /(?:\bfrom|\bimport)\s*\(?\s*["']\.{1,2}\/[^"']*\.(?:js|ts|tsx)["']/;

/** The 1-based numbers of the lines of a TypeScript text whose relative import names an extension. */
function importsWithExtension(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (RELATIVE_IMPORT_WITH_EXTENSION.test(line) ? [index + 1] : []));
}

/** The source files under version control; generated files (drizzle/, data) are JSON, binaries and SQL, not among them. */
function trackedSourceFiles(patterns = ["*.ts", "*.tsx", "*.mjs"]): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...patterns], { cwd: ROOT, encoding: "utf8" });
  // A file deleted in the working tree but not yet committed is still listed.
  return listed.split("\0").filter((file) => file !== "" && existsSync(path.join(ROOT, file)));
}

describe("linesOver", () => {
  it("names each line longer than the limit, counting characters rather than UTF-16 units or a line's \\r", () => {
    const text = ["short", "x".repeat(11), `${"🙂".repeat(10)}\r`, "🙂".repeat(11)].join("\n");
    expect(linesOver(text, 10)).toEqual([
      { line: 2, length: 11 },
      { line: 4, length: 11 },
    ]);
  });
});

describe("source lines", () => {
  it(`are at most ${MAX_LINE_LENGTH} characters long in every tracked .ts, .tsx and .mjs file`, () => {
    const files = trackedSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files.flatMap((file) =>
      linesOver(readFileSync(path.join(ROOT, file), "utf8"), MAX_LINE_LENGTH).map(
        ({ line, length }) => `${file}:${line} (${length} characters)`,
      ),
    );
    expect(tooLong).toEqual([]);
  });
});

describe("importsWithExtension", () => {
  it("names a relative import or re-export that spells an extension, and passes packages and data files", () => {
    const text = [
      'import { a } from "./a.js";',
      'import { b } from "../b";',
      'export { c } from "./c.ts";',
      'const d = await import("./d.js");',
      'import e from "./e.json";',
      'import f from "piscina/dist/index.js";',
    ].join("\n");
    expect(importsWithExtension(text)).toEqual([1, 3, 4]);
  });
});

describe("relative imports", () => {
  it("name no extension in any tracked TypeScript file", () => {
    // vite.config.ts keeps its one extension for Vite's native config loader (its comment says why); this file quotes examples.
    const exempt = new Set(["vite.config.ts", "scripts/code-style.test.ts"]);
    const files = trackedSourceFiles(["*.ts", "*.tsx"]).filter((file) => !exempt.has(file));
    expect(files.length).toBeGreaterThan(100);
    const spelled = files.flatMap((file) =>
      importsWithExtension(readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}:${line}`),
    );
    expect(spelled).toEqual([]);
  });
});
