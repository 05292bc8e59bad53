import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, users } from "../../src/server/db/schema";
import { EngineError } from "../../src/server/engines/types";
import { extractText, getDocumentProxy } from "unpdf";
import { characterLimitFor, FILE_UPLOAD, WORD_LIMITS } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import type { PlanId } from "../../src/shared/plans";
import { apiDetectFileOutput, detectFileOutput, quoteFileOutput } from "../../src/shared/schemas/detect-file";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import {
  corruptPdf,
  docxOf,
  legacyOfficeBytes,
  passwordPdf,
  pdfOf,
  pngBytes,
  scannedLikePdf,
  sentencesOfWords,
  truncatedDocx,
} from "../support/file-fixtures";
import { HttpClient, type JsonResponse } from "../support/http-client";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { startTestServer, type TestServer } from "../support/test-server";
import { postgresRowsContain, runRawSql } from "../support/raw-sql";
import { onPostgres } from "../support/postgres";
import { dialectOf } from "../../src/server/db/client";

const ESSAY =
  "Last spring our neighbour finally cut down the old pear tree. It had leaned over the fence for years, dropping fruit the wasps loved. " +
  "My daughter cried a little, then asked if we could plant something smaller. We chose a fig, mostly because the man at the market " +
  "swore it would survive our winters. It has not grown much, but it has three leaves and a stubborn look about it.";

interface Part {
  name: string;
  bytes: Buffer;
}

/** Posts a multipart form as a browser would: the page's origin, the session cookie, a file part per entry. */
async function postForm(
  client: HttpClient,
  urlPath: string,
  fields: Record<string, string>,
  files: Part[],
  field = "file",
): Promise<JsonResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(client.baseUrl + urlPath, {
    method: "POST",
    headers: { origin: client.baseUrl, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

const upload = (account: TestAccount, file: Part) => postForm(account.client, "/api/detect-file", {}, [file]);
const quote = (account: TestAccount, file: Part) => postForm(account.client, "/api/detect-file/quote", {}, [file]);

let server: TestServer;
let log: CapturedLog;

async function creditsOf(userId: number): Promise<number> {
  return (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
}

beforeAll(async () => {
  log = captureLog();
  server = await startTestServer({}, { logger: log });
});
afterAll(async () => server.close());

describe("POST /api/detect-file", () => {
  it("scores a PDF's text layer and answers the detect fields with the file name, word count, text and credits charged", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const response = await upload(account, { name: "essay.pdf", bytes: pdfOf(ESSAY) });
    expect(response.status).toBe(200);
    const body = detectFileOutput.parse(response.body);
    expect(body).toMatchObject({ status: "success", message: M.analysisDone, file_name: "essay.pdf", word_count: 70, credits_charged: 1 });
    expect(body.text.replace(/\s+/g, " ")).toBe(ESSAY);
    expect(body.sentences.at(-1)!.end).toBe(body.text.length);
    expect(await creditsOf(account.userId)).toBe(4);
  });

  it("reads a Word document, a text file and a Markdown file", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const docx = await upload(account, { name: "essay.docx", bytes: await docxOf(`${ESSAY}\n\nA second paragraph follows here.`) });
    expect(docx.status).toBe(200);
    expect(docx.body.text).toContain("A second paragraph follows here.");
    const text = await upload(account, { name: "essay.txt", bytes: Buffer.from(ESSAY) });
    expect(text.body).toMatchObject({ status: "success", text: ESSAY, word_count: 70 });
    const markdown = await upload(account, { name: "essay.md", bytes: Buffer.from(`# The fig\n\n${ESSAY}`) });
    expect(markdown.body).toMatchObject({ status: "success", word_count: 73 });
    expect(await creditsOf(account.userId)).toBe(2);
  });

  it("goes by a file's content, not its name", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const pdfNamedTxt = await upload(account, { name: "notes.txt", bytes: pdfOf(ESSAY) });
    expect(pdfNamedTxt.status).toBe(200);
    expect(String(pdfNamedTxt.body.text).replace(/\s+/g, " ")).toBe(ESSAY);
    expectError(await upload(account, { name: "photo.pdf", bytes: pngBytes() }), 415, M.fileTypeUnsupported("photo.pdf"));
  });

  it("scores the whole text up to 7,500 words, one credit per started 750", async () => {
    const account = await signedInAccount(server, { credits: 20 });
    const cases = [
      [WORD_LIMITS.detect, 1],
      [WORD_LIMITS.detect + 1, 2],
      [WORD_LIMITS.detectFile, 10],
    ] as const;
    let balance = 20;
    for (const [words, credits] of cases) {
      const response = await upload(account, { name: `${words}.txt`, bytes: Buffer.from(sentencesOfWords(words)) });
      expect(response.status, `${words} words`).toBe(200);
      const body = detectFileOutput.parse(response.body);
      expect(body).toMatchObject({ word_count: words, credits_charged: credits });
      // The detector read to the end: the last sentence it scored closes the text.
      expect(body.sentences.at(-1)!.end, `${words} words`).toBe(body.text.length);
      balance -= credits;
      expect(await creditsOf(account.userId)).toBe(balance);
    }
  });

  it("refuses a text over 7,500 words with its count, and charges nothing", async () => {
    const account = await signedInAccount(server, { credits: 20 });
    const words = WORD_LIMITS.detectFile + 1;
    expectError(
      await upload(account, { name: "book.pdf", bytes: pdfOf(sentencesOfWords(words)) }),
      400,
      M.fileWordLimit("book.pdf", words),
    );
    expect(M.fileWordLimit("book.pdf", words)).toContain("7,501 words");
    expect(await creditsOf(account.userId)).toBe(20);
  });

  it.each([
    ["a scanned-like PDF without text", "scan.pdf", () => scannedLikePdf(), 422, M.fileNoTextLayer("scan.pdf")],
    ["a password-protected PDF", "locked.pdf", () => passwordPdf(ESSAY), 422, M.fileEncrypted("locked.pdf")],
    ["a damaged PDF", "broken.pdf", () => corruptPdf(), 422, M.fileCorrupt("broken.pdf", "pdf")],
    ["a damaged Word document", "broken.docx", () => truncatedDocx(ESSAY), 422, M.fileCorrupt("broken.docx", "docx")],
    ["an image", "photo.png", () => pngBytes(), 415, M.fileTypeUnsupported("photo.png")],
    ["an old Word file", "essay.doc", () => legacyOfficeBytes(), 415, M.fileLegacyOffice("essay.doc")],
    ["an empty file", "empty.txt", () => Buffer.alloc(0), 422, M.fileNoText("empty.txt")],
    ["a file of 10 MB and one byte", "big.txt", () => Buffer.alloc(FILE_UPLOAD.maxBytes + 1, 0x61), 413, M.namedFileTooLarge("big.txt")],
  ])("refuses %s with a message naming it, and charges nothing", async (_what, name, bytes, status, message) => {
    const account = await signedInAccount(server, { credits: 5 });
    expectError(await upload(account, { name, bytes: await bytes() }), status, message);
    expectError(await quote(account, { name, bytes: await bytes() }), status, message);
    expect(await creditsOf(account.userId)).toBe(5);
  });

  it("takes a file of exactly 10 MB", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const tenMegabytes = Buffer.alloc(FILE_UPLOAD.maxBytes, 0x20);
    Buffer.from(ESSAY).copy(tenMegabytes);
    const response = await upload(account, { name: "padded.txt", bytes: tenMegabytes });
    expect(response.status).toBe(200);
    expect(response.body.word_count).toBe(70);
  });

  it("refuses a body far over the limit with 413 before reading it whole", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const response = await upload(account, {
      name: "huge.txt",
      bytes: Buffer.alloc(FILE_UPLOAD.maxBytes + FILE_UPLOAD.formOverheadBytes + 1, 0x61),
    });
    expectError(response, 413, M.fileTooLarge);
  });

  it("refuses a request that is not a form with one file", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    expectError(await account.client.post("/api/detect-file", { file: "essay" }), 415, M.uploadNotMultipart);
    expectError(await postForm(account.client, "/api/detect-file", {}, []), 400, M.fileMissing);
    expectError(
      await postForm(account.client, "/api/detect-file", {}, [{ name: "essay.txt", bytes: Buffer.from(ESSAY) }], "document"),
      400,
      M.fileMissing,
    );
    const two = [
      { name: "a.txt", bytes: Buffer.from(ESSAY) },
      { name: "b.txt", bytes: Buffer.from(ESSAY) },
    ];
    expectError(await postForm(account.client, "/api/detect-file", {}, two), 400, M.oneFilePerRequest);
    const broken = await account.client.raw("POST", "/api/detect-file", "--x\r\nnot a part", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect({ status: broken.status, body: await broken.json() }).toEqual({
      status: 400,
      body: { status: "error", message: M.uploadUnreadable },
    });
    expect(await creditsOf(account.userId)).toBe(5);
  });

  it("needs a signed-in user, and refuses a form posted from another site with the user's cookie", async () => {
    expectError(
      await postForm(new HttpClient(server.baseUrl), "/api/detect-file", {}, [{ name: "essay.txt", bytes: Buffer.from(ESSAY) }]),
      401,
      M.notSignedIn,
    );
    const account = await signedInAccount(server, { credits: 5 });
    const form = new FormData();
    form.append("file", new Blob([ESSAY]), "essay.txt");
    const crossSite = await fetch(`${server.baseUrl}/api/detect-file`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: account.client.cookie! },
      body: form,
    });
    expect({ status: crossSite.status, body: await crossSite.json() }).toEqual({
      status: 403,
      body: { status: "error", message: M.crossOrigin },
    });
    expect(await creditsOf(account.userId)).toBe(5);
  });

  it("refuses with 402 a file that costs more credits than are left, taking none", async () => {
    const account = await signedInAccount(server, { credits: 2 });
    const response = await upload(account, { name: "long.txt", bytes: Buffer.from(sentencesOfWords(2 * WORD_LIMITS.detect + 1)) });
    expectError(response, 402, M.insufficientCredits);
    expect(await creditsOf(account.userId)).toBe(2);
  });

  it("charges Enterprise nothing and says so", async () => {
    const account = await signedInAccount(server, { plan: "enterprise", credits: 0 });
    const response = await upload(account, { name: "long.txt", bytes: Buffer.from(sentencesOfWords(2 * WORD_LIMITS.detect)) });
    expect(response.body).toMatchObject({ status: "success", credits_charged: 0 });
  });
});

describe("POST /api/detect-file/quote", () => {
  it("reads and prices a file for free", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const response = await quote(account, { name: "long.docx", bytes: await docxOf(sentencesOfWords(WORD_LIMITS.detect * 3)) });
    expect(response.status).toBe(200);
    expect(quoteFileOutput.parse(response.body)).toEqual({
      status: "success",
      message: M.fileRead,
      file_name: "long.docx",
      word_count: 2250,
      credits: 3,
    });
    expect(await creditsOf(account.userId)).toBe(5);
  });
});

describe("when the engine fails", () => {
  let failing: TestServer;
  beforeAll(async () => {
    const engines = server.deps.engines;
    const detector = { ...engines.detector, detect: () => Promise.reject(new EngineError("provider", "HTTP 500 from the provider")) };
    failing = await startTestServer({}, { engines: { ...engines, detector } });
  });
  afterAll(async () => failing.close());

  it("answers 502 and gives every credit of the file back", async () => {
    const account = await signedInAccount(failing, { credits: 5 });
    const response = await postForm(account.client, "/api/detect-file", {}, [
      { name: "long.txt", bytes: Buffer.from(sentencesOfWords(1500)) },
    ]);
    expectError(response, 502, M.engineFailed);
    expect((await failing.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.userId)))[0]!.credits).toBe(5);
  });
});

describe("POST /apiv1/inkprint/detect-file", () => {
  async function keyHolder(plan: PlanId, credits: number) {
    const account = await signedInAccount(server, { plan: "business", credits });
    const created = await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "files" });
    await server.deps.db.update(users).set({ plan }).where(eq(users.id, account.userId));
    return { apiKey: created.body.ApiKey, userId: account.userId };
  }
  const anonymous = () => new HttpClient(server.baseUrl, null);
  const post = (fields: Record<string, string>, files: Part[]) => postForm(anonymous(), "/apiv1/inkprint/detect-file", fields, files);

  it("scores a file for an API key, the probability as a percent string, and counts its credits on the key", async () => {
    const holder = await keyHolder("business", 5);
    const response = await post({ apiKey: holder.apiKey }, [
      { name: "report.docx", bytes: await docxOf(sentencesOfWords(WORD_LIMITS.detect + 1)) },
    ]);
    expect(response.status).toBe(200);
    const body = apiDetectFileOutput.parse(response.body);
    expect(body).toMatchObject({ status: "success", file_name: "report.docx", word_count: 751, credits_charged: 2 });
    expect(body.ai_probability).toMatch(/^\d{1,3}%$/);
    expect(await creditsOf(holder.userId)).toBe(3);
    expect(
      (await server.deps.db.select({ used: apiKeys.creditsUsed }).from(apiKeys).where(eq(apiKeys.userId, holder.userId)))[0]!.used,
    ).toBe(2);
  });

  it("is one procedure with two doors that do not cross: a key does not sign in the dashboard's path, a session does not pay on the API's", async () => {
    const holder = await keyHolder("business", 5);
    const file = { name: "essay.txt", bytes: Buffer.from(ESSAY) };
    expectError(await postForm(anonymous(), "/api/detect-file", { apiKey: holder.apiKey }, [file]), 401, M.notSignedIn);
    const account = await signedInAccount(server, { plan: "business", credits: 5 });
    expectError(await postForm(account.client, "/apiv1/inkprint/detect-file", {}, [file]), 401, M.invalidApiKey);
    const viaSession = await postForm(account.client, "/api/detect-file", { apiKey: holder.apiKey }, [file]);
    expect(viaSession.status).toBe(200);
    expect(detectFileOutput.parse(viaSession.body).ai_probability).toEqual(expect.any(Number));
    expect(await creditsOf(holder.userId)).toBe(5);
    expect(await creditsOf(account.userId)).toBe(4);
  });

  it("refuses a missing or unknown key, a plan without API access, and every unreadable file, charging nothing", async () => {
    const file = { name: "essay.txt", bytes: Buffer.from(ESSAY) };
    expectError(await post({}, [file]), 401, M.invalidApiKey);
    expectError(await post({ apiKey: "ink_not_a_real_key_at_all_000000000000" }, [file]), 401, M.invalidApiKey);
    expectError(await post({ apiKey: (await keyHolder("basic", 5)).apiKey }, [file]), 403, M.premiumFeature);
    const holder = await keyHolder("business", 5);
    expectError(await post({ apiKey: holder.apiKey }, [{ name: "scan.pdf", bytes: scannedLikePdf() }]), 422, M.fileNoTextLayer("scan.pdf"));
    expectError(
      await post({ apiKey: holder.apiKey }, [{ name: "big.txt", bytes: Buffer.alloc(FILE_UPLOAD.maxBytes + 1, 0x61) }]),
      413,
      M.namedFileTooLarge("big.txt"),
    );
    expectError(await post({ apiKey: holder.apiKey }, []), 400, M.fileMissing);
    expectError(await anonymous().post("/apiv1/inkprint/detect-file", { apiKey: holder.apiKey, text: ESSAY }), 415, M.uploadNotMultipart);
    expect(await creditsOf(holder.userId)).toBe(5);
  });
});

describe("a file's PDF report", () => {
  async function reportText(pdf: Buffer): Promise<string> {
    const document = await getDocumentProxy(new Uint8Array(pdf));
    return (await extractText(document, { mergePages: true })).text;
  }

  it("prints the file's name and is saved under it; a whole file's suspicious sentences fit in it", async () => {
    const account = await signedInAccount(server, { credits: 20 });
    const analysed = detectFileOutput.parse(
      (await upload(account, { name: "Essay (final).txt", bytes: Buffer.from(sentencesOfWords(WORD_LIMITS.detectFile)) })).body,
    );
    const everySentence = analysed.sentences.map((sentence) => sentence.text);
    expect(everySentence.join("").length).toBeGreaterThan(characterLimitFor(WORD_LIMITS.detect));
    const response = await account.client.raw("POST", "/api/export", {
      score: analysed.ai_probability,
      verdict: analysed.verdict,
      explanation: analysed.explanation,
      senteces: everySentence,
      word_count: analysed.word_count,
      model_version: analysed.model_version,
      file_name: analysed.file_name,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="inkprint_analysis_report_Essay_final.pdf"');
    const text = await reportText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("File: Essay (final).txt");
    expect(text).toContain(`Word count: ${WORD_LIMITS.detectFile}`);
  });
});

describe("what an upload leaves behind", () => {
  const MARKER = "quokkazebra";

  function filesUnder(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
  }

  it("writes no uploaded byte to the data folder (database included) or the log", async () => {
    const account = await signedInAccount(server, { credits: 10 });
    const text = `${ESSAY} The ${MARKER} sentence is one no other file has.`;
    const files = [
      { name: `${MARKER}.pdf`, bytes: pdfOf(text) },
      { name: `${MARKER}.docx`, bytes: await docxOf(text) },
      { name: `${MARKER}.txt`, bytes: Buffer.from(text) },
      { name: `${MARKER}-scan.pdf`, bytes: scannedLikePdf() },
      { name: `${MARKER}-long.txt`, bytes: Buffer.from(`${MARKER} ${sentencesOfWords(WORD_LIMITS.detectFile + 1)}`) },
    ];
    for (const file of files) {
      await quote(account, file);
      await upload(account, file);
    }
    // SQLite writes through its WAL; a checkpoint puts everything in the main file too, and both are read.
    if (dialectOf(server.deps.db) === "sqlite") await runRawSql(server.deps.db, "PRAGMA wal_checkpoint(TRUNCATE)");
    const leaks = filesUnder(server.dataDir).filter(
      (file) => fs.readFileSync(file).includes(MARKER) || fs.readFileSync(file).includes(Buffer.from(MARKER, "utf16le")),
    );
    expect(leaks).toEqual([]);
    if (onPostgres) expect(await postgresRowsContain(server.deps.db, MARKER)).toBe(false);
    expect(log.text()).not.toContain(MARKER);
    expect(log.lines.some((line) => line.includes("/api/detect-file"))).toBe(true);
  });
});
