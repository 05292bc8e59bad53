/**
 * The report's download name, kept apart from the PDF code so the router can
 * name a report without loading jsPDF (the PDF itself may be built in an
 * engine worker).
 */

export const REPORT_FILENAME = "inkprint_analysis_report.pdf";

/**
 * A file's report is saved under the file's name too, so a batch's reports do
 * not all download as the same name; only letters, digits, dots, dashes and
 * underscores are kept, as the name goes into a header.
 */
export function reportFilename(fileName?: string): string {
  const stem = fileName
    ?.replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+|_+$/g, "")
    .slice(0, 80);
  return stem ? REPORT_FILENAME.replace(/\.pdf$/, `_${stem}.pdf`) : REPORT_FILENAME;
}
