import type { FileRow } from "./use-file-batch";

/** A CSV field, quoted when it holds a comma, quote or line break, and kept from being read as a formula by a spreadsheet. */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADER = ["File", "Words", "Credits charged", "AI probability (%)", "Verdict", "Note"];

/** The batch as a table a spreadsheet opens: one line per file, its result or why it has none. */
export function batchCsv(rows: readonly FileRow[]): string {
  const lines = rows.map((row) => {
    const result = row.result;
    return [
      row.file.name,
      result?.word_count ?? row.quote?.word_count ?? "",
      result?.credits_charged ?? "",
      result ? Math.round(result.ai_probability) : "",
      result?.verdict ?? "",
      row.error ?? "",
    ].map(csvField);
  });
  return `${[HEADER, ...lines].map((fields) => fields.join(",")).join("\r\n")}\r\n`;
}

export const BATCH_CSV_FILENAME = "inkprint_file_results.csv";
