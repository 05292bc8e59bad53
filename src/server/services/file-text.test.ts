import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { readFileText } from "./file-text";

const TEXT = "The fig we planted has three leaves and a stubborn look about it.";
const read = (name: string, bytes: Uint8Array) => readFileText({ name, bytes: new Uint8Array(bytes) });

describe("readFileText", () => {
  it("reads UTF-16 text by its byte-order mark, and UTF-8 without its mark", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, "utf16le")]);
    expect((await read("notes.txt", utf16)).text).toBe(TEXT);
    const utf8WithMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]);
    expect((await read("notes.md", utf8WithMark)).text).toBe(TEXT);
  });

  it("collapses layout spaces but keeps paragraphs", async () => {
    const laidOut = Buffer.from(`  Title\n\n\n\n   First   line\t of it.  \r\n  Second line.  `);
    expect((await read("notes.txt", laidOut)).text).toBe("Title\n\nFirst line of it.\nSecond line.");
  });

  it("refuses bytes that are not text, and a zip that is not a Word document", async () => {
    const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 32));
    await expect(read("data.txt", binary)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: M.fileTypeUnsupported("data.txt"),
    });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("xl/workbook.xml"), Buffer.alloc(100)]);
    await expect(read("sheet.docx", zip)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: M.fileTypeUnsupported("sheet.docx"),
    });
  });

  it("reads a PDF whose protection only limits printing or copying", async () => {
    const doc = new jsPDF({ encryption: { ownerPassword: "owner", userPermissions: ["print"] } });
    doc.text(TEXT, 20, 20);
    expect((await read("limited.pdf", new Uint8Array(doc.output("arraybuffer")))).text).toBe(TEXT);
  });

  it("refuses a file over 10 MB with 413 before reading it", async () => {
    await expect(read("big.txt", new Uint8Array(10 * 1024 * 1024 + 1))).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: M.namedFileTooLarge("big.txt"),
    });
  });
});
