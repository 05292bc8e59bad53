import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../src/shared/messages";
import { codeFromMail, lastMailTo, tokenFromMail } from "../support/mailbox";
import { openSession, SAMPLE_TEXT, screenshot, useServerAndBrowser, type BrowserSession } from "./support/browser";

const NAME = "Grace Hopper";
const EMAIL = "grace@example.com";
const NEW_EMAIL = "grace.hopper@example.com";
const PASSWORD = "compilers are fun 1952";

const e2e = useServerAndBrowser();
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession(e2e.browser, e2e.server.baseUrl);
  page = session.page;
});

const sidebar = () => page.getByRole("navigation", { name: "Dashboard sections" });
const section = (label: string) => page.getByRole("region", { name: label });

async function openSection(label: string): Promise<void> {
  await sidebar().getByRole("button", { name: label }).click();
  await section(label).waitFor();
}

/** One signed-in user, start to finish; each step continues where the previous one left the browser. */
describe("a user's journey", () => {
  it("registers from the landing page", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/register");
    await page.getByLabel("Full name").fill(NAME);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await screenshot(page, "register");
    const submit = page.getByRole("button", { name: "Create Account" });
    await submit.click();
    await page.getByText(CLIENT_MESSAGES.registerSuccess).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.waitForURL("**/login");
  });

  it("verifies the account through the link in the e-mail", async () => {
    const token = tokenFromMail(lastMailTo(e2e.server.dataDir, EMAIL));
    await page.goto(`/verify-account?token=${token}`);
    await page.locator(".alert-success").waitFor();
    await screenshot(page, "verify-account");
  });

  it("logs in and lands on the dashboard", async () => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await screenshot(page, "login");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText(CLIENT_MESSAGES.loginSuccess).waitFor();
    await page.waitForURL("**/inkprint");
    await sidebar().waitFor();
    expect(await page.getByText(EMAIL).first().isVisible()).toBe(true);
    await screenshot(page, "dashboard-home");
  });

  it("runs a detection and downloads the PDF report", async () => {
    await openSection("Detect AI");
    await section("Detect AI").getByText(CLIENT_MESSAGES.noAnalysisYet).waitFor();
    await section("Detect AI").getByLabel("Text to analyze").fill(SAMPLE_TEXT);
    await page.getByRole("button", { name: "Analyze Text (1 Credit)" }).click();
    const exportButton = page.getByRole("button", { name: "Export PDF" });
    await exportButton.waitFor();
    await page.getByTestId("explanation-details").locator("summary").click();
    await page
      .getByTestId("detect-measured-rates")
      .getByText(/second language, held out from its training, [\d.]+% scored above 50%/)
      .waitFor();
    await screenshot(page, "dashboard-detect");
    const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
    expect(download.suggestedFilename()).toBe("inkprint_analysis_report.pdf");
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("humanizes a text", async () => {
    await openSection("Text Humanizer");
    await page.getByLabel("AI-written text to humanize").fill(SAMPLE_TEXT);
    await page.getByRole("button", { name: "Humanize Text (1 Credit)" }).click();
    await section("Text Humanizer").getByRole("heading", { name: "Humanized Text" }).waitFor();
    await section("Text Humanizer").getByRole("button", { name: "Copy" }).waitFor();
    const check = page.getByTestId("humanizer-detector-check");
    await check.waitFor();
    expect(await check.textContent()).toMatch(/Inkprint's detector: \d+% AI before, \d+% after\./);
    expect((await page.getByTestId("humanizer-output").textContent())?.length).toBeGreaterThan(50);
    const changes = page.getByTestId("humanizer-changes");
    await changes.locator("summary").click();
    expect(await changes.locator("summary").textContent()).toMatch(/^What changed: \d+ places?$/);
    await changes.locator("ins").first().waitFor();
    await screenshot(page, "dashboard-humanizer");
  });

  it("improves a text", async () => {
    await openSection("Text Improver");
    await page.getByLabel("Text to improve").fill("this sentense have a error and it are not clear what it mean.");
    await page.getByRole("button", { name: "Improve Text (1 Credit)" }).click();
    const output = page.getByTestId("improver-output");
    await output.filter({ hasNotText: "Your result will appear here" }).waitFor();
    expect(await output.textContent()).toBe("This sentence has an error and it is not clear what it means.");
    await screenshot(page, "dashboard-improver");
  });

  it("changes the e-mail address with the code sent to the new address", async () => {
    await openSection("Profile Page");
    await page.getByLabel("E-mail").fill(NEW_EMAIL);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Verify your new e-mail" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Confirm" });
    expect(await confirm.isDisabled()).toBe(true);
    const code = codeFromMail(lastMailTo(e2e.server.dataDir, NEW_EMAIL));
    await dialog.getByLabel("Digit 1 of 6").click();
    await page.keyboard.type(code);
    await screenshot(page, "dashboard-email-code");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog.waitFor({ state: "hidden" });
    // biome-ignore lint/performance/useDomNodeTextContent: the address must be shown, and innerText reads only what is rendered.
    await page.waitForFunction((email) => document.body.innerText.includes(email), NEW_EMAIL);
    await screenshot(page, "dashboard-profile");
    // Home was opened before the change and stays mounted: it must show the new address too.
    await openSection("Home");
    await section("Home").getByText(NEW_EMAIL).waitFor();
    expect(await section("Home").getByText(EMAIL, { exact: true }).count()).toBe(0);
  });

  it("kept none of the submitted texts in browser storage or the URL", async () => {
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
    expect(stored).not.toContain("Artificial intelligence");
    expect(stored).not.toContain("sentense");
  });

  it("sees the API page gated on the Basic plan", async () => {
    await openSection("Api Integrations");
    await page.getByText(CLIENT_MESSAGES.premiumFeature).waitFor();
    await section("Api Integrations")
      .getByRole("link", { name: /Upgrade Your Plan/ })
      .waitFor();
    await screenshot(page, "dashboard-api-gated");
  });

  it("is offered the dashboard, not a login, on the landing page while signed in", async () => {
    await page.goto("/");
    const topBar = page.locator(".landing-topbar");
    const dashboard = topBar.getByRole("link", { name: "Dashboard" });
    await dashboard.waitFor();
    expect(await topBar.getByRole("link", { name: "Login" }).count()).toBe(0);
    await dashboard.click();
    await page.waitForURL("**/inkprint");
    await sidebar().waitFor();
  });

  it("signs out and returns to the landing page", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByText(CLIENT_MESSAGES.logoutSuccess).waitFor();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await page.goto("/inkprint");
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    expect(session.pageErrors).toEqual([]);
  });
});
