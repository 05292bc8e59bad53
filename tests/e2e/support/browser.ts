import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";

export const CHROMIUM_PATH = "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const SCREENSHOT_DIR = path.resolve("tests/e2e/screenshots");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The server and the browser one test file runs against. */
export interface E2eEnvironment {
  server: TestServer;
  browser: Browser;
}

/** Starts a test server and a browser before the file's first test and closes both after its last; read them inside hooks and tests. */
export function useServerAndBrowser(): E2eEnvironment {
  const environment = {} as E2eEnvironment;
  beforeAll(async () => {
    environment.server = await startTestServer();
    environment.browser = await launchBrowser();
  });
  afterAll(async () => {
    await environment.browser?.close();
    await environment.server?.close();
  });
  return environment;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Script errors and failed loads the page reported; a clean run has none. */
  pageErrors: string[];
}

export async function openSession(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** A text long enough for a reliable verdict; written for the test, never stored by the app. */
export const SAMPLE_TEXT = [
  "Artificial intelligence has fundamentally transformed the way organizations approach content creation and analysis.",
  "Furthermore, it is important to note that these systems offer numerous benefits, including enhanced efficiency and scalability.",
  "Additionally, businesses can leverage these tools to streamline their workflows and optimize productivity across various departments.",
  "In conclusion, the integration of such technologies represents a significant advancement that will continue to shape the future of work.",
  "Moreover, stakeholders must carefully consider the ethical implications and ensure responsible deployment in every context.",
].join(" ");
