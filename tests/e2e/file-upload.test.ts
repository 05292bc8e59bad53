import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { docxOf, pdfOf } from "../support/file-fixtures";
import { openSession, SAMPLE_TEXT, screenshot, useServerAndBrowser, type BrowserSession } from "./support/browser";

const e2e = useServerAndBrowser();
let session: BrowserSession;
let page: Page;
let account: TestAccount;

beforeAll(async () => {
  account = await signedInAccount(e2e.server, { credits: 5 });
  session = await openSession(e2e.browser, e2e.server.baseUrl);
  page = session.page;
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/inkprint");
});

describe("Detect AI's File Upload tab", () => {
  it("uploads two files, prices them, analyses them, opens a result and exports its PDF and the batch's CSV", async () => {
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name: "Detect AI" }).click();
    await page.getByRole("tab", { name: "File Upload" }).click();
    await page.getByLabel("Choose files").setInputFiles([
      { name: "essay.pdf", mimeType: "application/pdf", buffer: pdfOf(SAMPLE_TEXT) },
      {
        name: "letter.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: await docxOf(SAMPLE_TEXT),
      },
    ]);
    const analyze = page.getByRole("button", { name: "Analyze 2 Files (2 Credits)" });
    await analyze.waitFor();
    await analyze.click();
    const table = page.getByTestId("file-table");
    await expect.poll(() => table.getByTestId("probability-badge").count(), { timeout: 30_000 }).toBe(2);
    expect((await e2e.server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.userId)))[0]!.credits).toBe(
      3,
    );
    await page.getByRole("button", { name: "View the result of essay.pdf" }).click();
    const result = page.getByTestId("file-result");
    await result.getByTestId("highlighted-text").waitFor();
    expect(await result.getByTestId("highlighted-text").textContent()).toContain("Furthermore, it is important to note");
    await screenshot(page, "dashboard-detect-files");

    const [report] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: "Export PDF" }).click()]);
    expect(report.suggestedFilename()).toBe("inkprint_analysis_report_essay.pdf");
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(csv.suggestedFilename()).toBe("inkprint_file_results.csv");
    const rows = fs.readFileSync((await csv.path())!, "utf8");
    expect(rows).toContain("essay.pdf,");
    expect(rows).toContain("letter.docx,");
    expect(session.pageErrors).toEqual([]);
  });
});
