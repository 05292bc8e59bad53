/**
 * Prose manuals that Debian ships as HTML: the Debian reference, FAQ, policy
 * and developer guides, the user guides of the scientific Python libraries,
 * PostgreSQL, Git, SQLite and GnuCash. Each HTML page is one document; only
 * its <p> elements are read (code, lists and tables live elsewhere).
 */
import { readFileSync } from "node:fs";
import { debianVersion, htmlParagraphs, listFiles, type Register, type Source, type SourceDoc } from "./common";

interface Manual {
  pkg: string;
  genre: string;
  domain: Register;
  /** Directories to walk for .html files. */
  dirs: string[];
  /** Optional filter on the path (e.g. the user guide only, not the API reference or release notes). */
  accept?: (path: string) => boolean;
}

const notApiOrReleases = (p: string): boolean =>
  !/\/(reference|generated|modules\/generated|api|_modules|_sources|release|whats_new|whatsnew|auto_examples|_static)\b/.test(p) &&
  !/release[.\-_]|changelog|genindex|search\.html|py-modindex/.test(p);

export const MANUALS: Manual[] = [
  {
    pkg: "debian-reference-en",
    genre: "debian_reference",
    domain: "technical",
    dirs: ["/usr/share/debian-reference"],
    accept: (p) => p.endsWith(".en.html"),
  },
  { pkg: "debian-faq", genre: "debian_faq", domain: "technical", dirs: ["/usr/share/doc/debian/FAQ"] },
  { pkg: "debian-policy", genre: "debian_policy", domain: "legal", dirs: ["/usr/share/doc/debian-policy/policy.html"] },
  { pkg: "developers-reference", genre: "debian_developers_reference", domain: "technical", dirs: ["/usr/share/developers-reference"] },
  {
    pkg: "maint-guide",
    genre: "debian_maint_guide",
    domain: "educational",
    dirs: ["/usr/share/doc/maint-guide/html"],
    accept: (p) => p.endsWith(".en.html"),
  },
  { pkg: "harden-doc", genre: "securing_debian_manual", domain: "technical", dirs: ["/usr/share/doc/harden-doc/html/en-US"] },
  {
    pkg: "python-scipy-doc",
    genre: "scipy_tutorial",
    domain: "educational",
    dirs: ["/usr/share/doc/python-scipy-doc/html/tutorial"],
    accept: notApiOrReleases,
  },
  {
    pkg: "python-pandas-doc",
    genre: "pandas_user_guide",
    domain: "educational",
    dirs: ["/usr/share/doc/python-pandas-doc/html/user_guide", "/usr/share/doc/python-pandas-doc/html/getting_started"],
    accept: notApiOrReleases,
  },
  {
    pkg: "python-sklearn-doc",
    genre: "sklearn_user_guide",
    domain: "educational",
    dirs: ["/usr/share/doc/python-sklearn-doc/html/modules", "/usr/share/doc/python-sklearn-doc/html/tutorial"],
    accept: notApiOrReleases,
  },
  {
    pkg: "python-statsmodels-doc",
    genre: "statsmodels_docs",
    domain: "academic",
    dirs: ["/usr/share/doc/python-statsmodels-doc/html"],
    accept: notApiOrReleases,
  },
  {
    pkg: "python-sympy-doc",
    genre: "sympy_docs",
    domain: "educational",
    dirs: [
      "/usr/share/doc/python-sympy-doc/html/tutorials",
      "/usr/share/doc/python-sympy-doc/html/tutorial",
      "/usr/share/doc/python-sympy-doc/html/explanation",
      "/usr/share/doc/python-sympy-doc/html/guides",
    ],
    accept: notApiOrReleases,
  },
  {
    pkg: "postgresql-doc-15",
    genre: "postgresql_manual",
    domain: "technical",
    dirs: ["/usr/share/doc/postgresql-doc-15/html"],
    accept: (p) => !/release-|bookindex|biblio/.test(p),
  },
  {
    pkg: "git-doc",
    genre: "git_manual",
    domain: "technical",
    dirs: ["/usr/share/doc/git-doc"],
    accept: (p) => /user-manual|gitcore-tutorial|gittutorial|everyday|gitworkflows|howto/.test(p),
  },
  {
    pkg: "sqlite3-doc",
    genre: "sqlite_docs",
    domain: "technical",
    dirs: ["/usr/share/doc/sqlite3"],
    accept: (p) => !/releaselog|changes|c3ref|session\/|syntax\//.test(p),
  },
  { pkg: "gnucash-docs", genre: "gnucash_guide", domain: "business", dirs: ["/usr/share/doc/gnucash-docs/gnucash-guide-en"] },
];

export const htmlManuals: Source = {
  name: "html-manuals",
  extract(): SourceDoc[] {
    const docs: SourceDoc[] = [];
    const seen = new Set<string>();
    for (const m of MANUALS) {
      const version = debianVersion(m.pkg);
      if (!version) continue;
      for (const dir of m.dirs) {
        for (const file of listFiles(dir, (p) => /\.html?$/.test(p) && (m.accept?.(p) ?? true))) {
          if (seen.has(file)) continue;
          seen.add(file);
          docs.push({
            packageName: m.pkg,
            packageVersion: `${m.pkg} ${version}`,
            domain: m.domain,
            genre: m.genre,
            origin: file,
            splitGroup: `${m.pkg}:${file}`,
            paragraphs: htmlParagraphs(readFileSync(file, "utf8")),
          });
        }
      }
    }
    return docs;
  },
};
