import { jsPDF } from "jspdf";
import { parseExplanationText } from "../../shared/explanation-text";
import { probabilityVariant } from "../../shared/limits";
import { measuredRatesText, type MeasuredRates } from "../../shared/messages";
import { embedReportFont, markMissingGlyphs, MISSING_GLYPH, REPORT_FONT } from "./report-font";

/**
 * The PDF a user downloads after a detection: it reprints a result they
 * already have, so it holds exactly what they send plus how far the detector
 * can be trusted. Layout decisions: docs/decisions/031-pdf-report.md.
 */

export interface AnalysisReport {
  /** 0-100. */
  score: number;
  verdict: string;
  explanation: string;
  suspiciousSentences: string[];
  wordCount?: number;
  modelVersion?: string;
  /** The analysed file's name; absent for a pasted text. */
  fileName?: string;
  /** How far the detector that scored the text can be trusted. */
  detectorCard: MeasuredRates;
  generatedAt: Date;
}

type Rgb = [number, number, number];

/** The dashboard's badge colours (Bootstrap danger, warning, success), so paper and screen agree. */
const BADGE_COLOURS = {
  danger: [220, 53, 69],
  warning: [255, 193, 7],
  success: [25, 135, 84],
} satisfies Record<string, Rgb>;

const TEXT_COLOUR: Rgb = [33, 37, 41];
const MUTED_COLOUR: Rgb = [108, 117, 125];
const TRACK_COLOUR: Rgb = [233, 236, 239];

const PAGE = { marginX: 56, marginTop: 64, marginBottom: 64 } as const;
const LINE_HEIGHT = 1.4;

function badgeColour(score: number): Rgb {
  return BADGE_COLOURS[probabilityVariant(score)];
}

function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** What the report says about trusting the score, from the detector's own measurement. */
function trustNote(card: MeasuredRates, explanation: string): string {
  const rates = measuredRatesText(card, explanation);
  return card.human_false_positive_rate !== null ? `${rates} A score is evidence, not proof: do not base a decision on it alone.` : rates;
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** A cursor down the page that starts a new page whenever the next block would not fit. */
class PageWriter {
  private y: number = PAGE.marginTop;
  /** Whether some character had no glyph and was printed as a box. */
  markedMissingGlyphs = false;
  readonly width: number;
  private readonly bottom: number;

  constructor(private readonly doc: jsPDF) {
    this.width = doc.internal.pageSize.getWidth() - 2 * PAGE.marginX;
    this.bottom = doc.internal.pageSize.getHeight() - PAGE.marginBottom;
  }

  private lineHeight(fontSize: number): number {
    return fontSize * LINE_HEIGHT;
  }

  reserve(height: number): number {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = PAGE.marginTop;
    }
    const top = this.y;
    this.y += height;
    return top;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Wrapped text; each line claims its own space, so long paragraphs flow onto further pages. */
  text(content: string, options: { size: number; bold?: boolean; colour?: Rgb; indent?: number; prefix?: string }): void {
    const { size, bold = false, colour = TEXT_COLOUR, indent = 0, prefix } = options;
    this.doc.setFont(REPORT_FONT, bold ? "bold" : "normal");
    this.doc.setFontSize(size);
    this.doc.setTextColor(...colour);
    const prefixWidth = prefix ? this.doc.getTextWidth(prefix) : 0;
    const printable = markMissingGlyphs(this.doc, content);
    this.markedMissingGlyphs ||= printable.marked;
    const lines = this.doc.splitTextToSize(printable.text, this.width - indent - prefixWidth) as string[];
    lines.forEach((line, index) => {
      const top = this.reserve(this.lineHeight(size));
      const baseline = top + size;
      if (prefix && index === 0) this.doc.text(prefix, PAGE.marginX + indent, baseline);
      this.doc.text(line, PAGE.marginX + indent + prefixWidth, baseline);
    });
  }

  bar(fraction: number, colour: Rgb): void {
    const height = 12;
    const top = this.reserve(height);
    this.doc.setFillColor(...TRACK_COLOUR);
    this.doc.roundedRect(PAGE.marginX, top, this.width, height, 3, 3, "F");
    const filled = Math.max(0, Math.min(1, fraction)) * this.width;
    if (filled > 0) {
      this.doc.setFillColor(...colour);
      this.doc.roundedRect(PAGE.marginX, top, filled, height, 3, 3, "F");
    }
  }
}

function numberPages(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont(REPORT_FONT, "normal");
    doc.setFontSize(9);
    doc.setTextColor(...MUTED_COLOUR);
    const label = `Inkprint analysis report · page ${page} of ${pages}`;
    doc.text(label, doc.internal.pageSize.getWidth() / 2, doc.internal.pageSize.getHeight() - PAGE.marginBottom / 2, { align: "center" });
  }
}

function writeSuspiciousSentences(page: PageWriter, sentences: string[]): void {
  page.text("Suspicious sentences", { size: 13, bold: true });
  page.gap(4);
  if (sentences.length === 0) {
    page.text("No sentence stood out as AI-like.", { size: 11, colour: MUTED_COLOUR });
    return;
  }
  sentences.forEach((sentence, index) => {
    page.text(sentence, { size: 11, prefix: `${index + 1}. ` });
    page.gap(4);
  });
}

/** The numbers behind the evidence, after what a reader acts on (decision 104). */
function writeExplanationDetails(page: PageWriter, details: string[]): void {
  if (details.length === 0) return;
  page.text("Details", { size: 13, bold: true });
  page.gap(4);
  for (const detail of details) {
    page.text(detail, { size: 10, prefix: "• " });
    page.gap(2);
  }
  page.gap(14);
}

function writeAboutResult(page: PageWriter, report: AnalysisReport): void {
  page.text("About this result", { size: 13, bold: true });
  page.gap(4);
  page.text(`Word count: ${report.wordCount ?? "not recorded"}`, { size: 10 });
  page.text(`Model version: ${report.modelVersion ?? "not recorded"}`, { size: 10 });
  page.gap(4);
  page.text(trustNote(report.detectorCard, report.explanation), { size: 10, colour: MUTED_COLOUR });
  if (page.markedMissingGlyphs) {
    page.gap(4);
    page.text(`Characters this report's font cannot show (such as Chinese, Japanese, Korean or emoji) are printed as ${MISSING_GLYPH}.`, {
      size: 10,
      colour: MUTED_COLOUR,
    });
  }
}

/** Builds the report as PDF bytes. */
export function buildAnalysisReport(report: AnalysisReport): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: true });
  doc.setProperties({ title: "Inkprint analysis report", creator: "Inkprint" });
  embedReportFont(doc);
  const page = new PageWriter(doc);

  page.text("Inkprint analysis report", { size: 20, bold: true });
  if (report.fileName !== undefined) page.text(`File: ${report.fileName}`, { size: 11 });
  page.text(`Generated ${formatDate(report.generatedAt)}`, { size: 10, colour: MUTED_COLOUR });
  page.gap(16);

  const colour = badgeColour(report.score);
  page.text(`AI probability: ${formatPercent(report.score)}`, { size: 14, bold: true });
  page.gap(4);
  page.bar(report.score / 100, colour);
  page.gap(12);
  page.text(`Verdict: ${report.verdict}`, { size: 13, bold: true });
  page.gap(8);
  const explanation = parseExplanationText(report.explanation);
  page.text(explanation.summary, { size: 11, bold: explanation.evidence.length > 0 || explanation.details.length > 0 });
  page.gap(6);
  for (const reason of explanation.evidence) {
    page.text(reason, { size: 11, prefix: "• " });
    page.gap(2);
  }
  if (explanation.caveat !== null) {
    page.gap(4);
    page.text(explanation.caveat, { size: 10, colour: MUTED_COLOUR });
  }
  page.gap(16);

  writeSuspiciousSentences(page, report.suspiciousSentences);
  page.gap(16);
  writeExplanationDetails(page, explanation.details);
  writeAboutResult(page, report);

  numberPages(doc);
  return Buffer.from(doc.output("arraybuffer"));
}
