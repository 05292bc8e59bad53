import { Document, Packer, Paragraph } from "docx";
import { jsPDF } from "jspdf";

/**
 * Files the upload tests make for themselves, with the same libraries a
 * person's software would use: jspdf for PDFs, docx for Word documents.
 */

/** A text of exactly `count` words, in sentences of ten, so the detector has sentences to score. */
export function sentencesOfWords(count: number, marker = "word"): string {
  const words = Array.from({ length: count }, (_, i) => `${marker}${i}`);
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 10) sentences.push(`${words.slice(i, i + 10).join(" ")}.`);
  return sentences.join(" ");
}

/** A PDF with a text layer: the text wrapped to the page, over as many pages as it needs. */
export function pdfOf(text: string): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  doc.setFontSize(11);
  const lines: string[] = doc.splitTextToSize(text, 480);
  // Lines that ran off the page would not be in its text layer.
  const perPage = 45;
  for (let i = 0; i < lines.length; i += perPage) {
    if (i > 0) doc.addPage();
    doc.text(lines.slice(i, i + perPage), 56, 64);
  }
  return Buffer.from(doc.output("arraybuffer"));
}

/** A PDF like a scan: a page with only a picture-like shape on it, no text layer. */
export function scannedLikePdf(): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  doc.setFillColor(40, 40, 40);
  doc.rect(56, 64, 480, 640, "F");
  return Buffer.from(doc.output("arraybuffer"));
}

/** A PDF that opens only with a password. */
export function passwordPdf(text: string): Buffer {
  const doc = new jsPDF({ encryption: { userPassword: "secret", ownerPassword: "owner", userPermissions: ["print"] } });
  doc.text(text, 20, 20);
  return Buffer.from(doc.output("arraybuffer"));
}

/** A PDF's header followed by bytes that are no PDF at all. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 151 + 7) % 256))]);
}

/** A Word document with one paragraph per blank-line-separated block of the text. */
export async function docxOf(text: string): Promise<Buffer> {
  const paragraphs = text.split(/\n\s*\n/).map((block) => new Paragraph(block));
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

/** The first half of a Word document: its zip has no central directory. */
export async function truncatedDocx(text: string): Promise<Buffer> {
  const whole = await docxOf(text);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The eight bytes every PNG starts with, and some more. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
}

/** The container header of an old Office file (.doc, .xls). */
export function legacyOfficeBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
}
