import { TRPCError } from "@trpc/server";
import { characterLimitFor, FILE_UPLOAD, fileDetectCredits, WORD_LIMITS } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { UploadedFile } from "../../shared/schemas/detect-file";
import { countWords } from "../../shared/word-count";
import { fail } from "../errors";

/**
 * Reads the text of an uploaded file, in memory, by what its bytes are, never
 * by its name (decision 113): a PDF's text layer (unpdf, pdf.js), a Word
 * document's paragraphs (mammoth), or plain text and Markdown as written.
 * Every refusal is a 4xx naming the file, thrown before anything is charged.
 */

type FileKind = "pdf" | "docx" | "text";

export interface FileText {
  kind: FileKind;
  text: string;
  wordCount: number;
  /** What analysing it costs (fileDetectCredits). */
  credits: number;
}

const PDF_MAGIC = "%PDF-";
/** The PDF format lets the header start anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Compound File Binary: the container of .doc, .xls and .ppt, and of password-protected .docx files. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A password-protected Office file keeps its encryption header in a CFB stream of this name (UTF-16LE). */
const ENCRYPTION_STREAM = Buffer.from("EncryptionInfo", "utf16le");
/** A Word document's main part, whose name a .docx zip stores in plain bytes. */
const WORD_MAIN_PART = Buffer.from("word/document.xml");
/** Text has almost no control characters besides tab, line feed, form feed and carriage return; a binary file has many. */
const MAX_CONTROL_CHARACTER_SHARE = 0.005;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function kindOf(bytes: Buffer): FileKind | "office-legacy" | "office-encrypted" | "unknown" {
  if (bytes.subarray(0, PDF_HEADER_WINDOW).includes(PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) return bytes.includes(WORD_MAIN_PART) ? "docx" : "unknown";
  if (startsWith(bytes, CFB_MAGIC)) return bytes.includes(ENCRYPTION_STREAM) ? "office-encrypted" : "office-legacy";
  return decodeText(bytes) === null ? "unknown" : "text";
}

/** UTF-8 (with or without a byte-order mark) or UTF-16 with its mark; null for bytes that are not text. */
function decodeText(bytes: Buffer): string | null {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const controls = text.match(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g)?.length ?? 0;
  return text.includes("\u0000") || controls > text.length * MAX_CONTROL_CHARACTER_SHARE ? null : text;
}

// The readers are loaded with the first file of their kind: most servers never read a file, and mammoth alone takes 15 MB.
async function pdfText(name: string, bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  // pdf.js may take over the buffer it is given, so it gets a copy; verbosity 0 keeps its warnings out of the server's output.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }).catch((error: unknown) => {
    throw (error as { name?: string }).name === "PasswordException"
      ? fail.unprocessable(M.fileEncrypted(name))
      : fail.unprocessable(M.fileCorrupt(name, "pdf"));
  });
  try {
    const { text } = await extractText(document, { mergePages: true });
    if (countWords(text) === 0) throw fail.unprocessable(M.fileNoTextLayer(name));
    return text;
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    throw fail.unprocessable(M.fileCorrupt(name, "pdf"));
  } finally {
    await document.destroy();
  }
}

async function docxText(name: string, bytes: Buffer): Promise<string> {
  const { default: mammoth } = await import("mammoth");
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw fail.unprocessable(M.fileCorrupt(name, "docx"));
  }
}

async function textOf(name: string, bytes: Buffer): Promise<{ kind: FileKind; text: string }> {
  const kind = kindOf(bytes);
  switch (kind) {
    case "pdf":
      return { kind, text: await pdfText(name, bytes) };
    case "docx":
      return { kind, text: await docxText(name, bytes) };
    case "text":
      return { kind, text: (decodeText(bytes) as string).replace(/^\uFEFF/, "") };
    case "office-encrypted":
      throw fail.unprocessable(M.fileEncrypted(name));
    case "office-legacy":
      throw fail.unsupportedMediaType(M.fileLegacyOffice(name));
    case "unknown":
      throw fail.unsupportedMediaType(M.fileTypeUnsupported(name));
  }
}

/**
 * A file's layout (indents, runs of spaces, page gaps) says nothing about who
 * wrote its text, and would count against the character limit: spaces are
 * collapsed and paragraphs kept, as unpdf merges a PDF's pages.
 */
function withoutLayout(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The file's text, its word count and its price, or the refusal that says why it cannot be analysed. */
export async function readFileText(file: UploadedFile): Promise<FileText> {
  if (file.bytes.byteLength > FILE_UPLOAD.maxBytes) throw fail.payloadTooLarge(M.namedFileTooLarge(file.name));
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const { kind, text: asWritten } = await textOf(file.name, bytes);
  const text = withoutLayout(asWritten);
  const wordCount = countWords(text);
  if (wordCount === 0) throw fail.unprocessable(M.fileNoText(file.name));
  if (wordCount > WORD_LIMITS.detectFile) throw fail.badRequest(M.fileWordLimit(file.name, wordCount));
  const maxCharacters = characterLimitFor(WORD_LIMITS.detectFile);
  if (text.length > maxCharacters) throw fail.badRequest(M.fileTooManyCharacters(file.name, maxCharacters));
  return { kind, text, wordCount, credits: fileDetectCredits(wordCount) };
}
