import { describe, expect, it } from "vitest";
import { collectEntries, duplicateNumbers, parseNotes, parseRecord, renderIndex } from "./decisions-index";

describe("parseRecord", () => {
  it("reads a title with a full stop and Status and Date on lines of their own", () => {
    const text =
      "# 021. Stripe webhooks: each event applied once\n\nStatus: accepted, in part superseded by 022.\nDate: 2026-11-22.\n\n## Context\n";
    expect(parseRecord(text, "021-webhooks.md")).toEqual({
      number: "021",
      title: "Stripe webhooks: each event applied once",
      status: "accepted, in part superseded by 022",
      date: "2026-11-22",
      link: "021-webhooks.md",
      movedTo: undefined,
    });
  });

  it("reads a title with a dash after a line above it, and Status and Date on one line", () => {
    const text = "Superseded by 012\n# 010 — Embedded detector\n\nStatus: superseded by 012. Date: 2026-11-22.\n";
    expect(parseRecord(text, "010.md")).toMatchObject({
      number: "010",
      title: "Embedded detector",
      status: "superseded by 012",
      date: "2026-11-22",
    });
  });

  it("says a missing status or date is not given rather than leaving the cell empty", () => {
    expect(parseRecord("# 120. New record\n\n## Context\n", "120.md")).toMatchObject({ status: "not given", date: "not given" });
  });
});

describe("parseNotes", () => {
  it("reads one entry per moved section and says where it went", () => {
    const notes =
      "# Detector notes\n\nIntro.\n\n## 013 — First\n\nStatus: experiment, not adopted.\nDate: " +
      "2026-11-22.\n\n### Context\n\n## 051. Second\n\nStatus: audit round.\nDate: 2026-11-23.\n";
    const entries = parseNotes(notes, "detector-notes.md");
    expect(entries.map((entry) => [entry.number, entry.title, entry.status, entry.date, entry.movedTo])).toEqual([
      ["013", "First", "experiment, not adopted", "2026-11-22", "docs/engines/detector-notes.md"],
      ["051", "Second", "audit round", "2026-11-23", "docs/engines/detector-notes.md"],
    ]);
    expect(renderIndex(entries)).toContain(
      "| 013 | [First](../engines/detector-notes.md) | experiment, not adopted; moved to `docs/engines/detector-notes.md` | 2026-11-22 |",
    );
  });
});

describe("the records in this repository", () => {
  const entries = collectEntries();

  it("use every number once, moved records included", () => {
    expect(duplicateNumbers(entries)).toEqual([]);
    expect(duplicateNumbers([...entries, entries[0]!])).toEqual([entries[0]!.number]);
  });

  it("give every record up to 105 a status and a date", () => {
    const older = entries.filter((entry) => Number(entry.number) <= 105);
    expect(older.length).toBeGreaterThan(80);
    expect(older.filter((entry) => entry.status === "not given" || entry.date === "not given")).toEqual([]);
  });
});
