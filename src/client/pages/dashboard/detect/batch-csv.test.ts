import { describe, expect, it } from "vitest";
import { batchCsv } from "./batch-csv";
import type { FileRow } from "./use-file-batch";

const file = (name: string) => new File(["x"], name);

describe("batchCsv", () => {
  it("lists each file with its words, credits, score and verdict, or why it has none", () => {
    const rows = [
      {
        id: 1,
        file: file("essay.pdf"),
        stage: "done",
        progress: 100,
        result: { word_count: 800, credits_charged: 2, ai_probability: 81.4, verdict: "Likely AI-generated" },
      },
      { id: 2, file: file('scan, "final".pdf'), stage: "refused", progress: 0, error: "has no text layer" },
    ] as unknown as FileRow[];
    expect(batchCsv(rows)).toBe(
      "File,Words,Credits charged,AI probability (%),Verdict,Note\r\nessay.pdf,800,2,81,Likely " +
        'AI-generated,\r\n"scan, ""final"".pdf",,,,,has no text layer\r\n',
    );
  });

  it("keeps a file name that starts like a formula from being run by a spreadsheet", () => {
    const rows = [{ id: 1, file: file("=HYPERLINK(x).txt"), stage: "refused", progress: 0, error: "no text" }] as unknown as FileRow[];
    expect(batchCsv(rows).split("\r\n")[1]).toBe("'=HYPERLINK(x).txt,,,,,no text");
  });
});
