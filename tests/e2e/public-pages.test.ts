import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_RATE_LIMIT, LANDING_SCROLL } from "../../src/shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { lastMailTo, tokenFromMail } from "../support/mailbox";
import { openSession, SAMPLE_TEXT, screenshot, useServerAndBrowser, type BrowserSession } from "./support/browser";

const e2e = useServerAndBrowser();
let session: BrowserSession;

async function freshSession(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  await session?.context.close();
  session = await openSession(e2e.browser, e2e.server.baseUrl, viewport);
  return session;
}

/**
 * Opens the collapsed menu and waits for its animation to end: while it grows,
 * the links move, and a click under load can land on a neighbour or on empty
 * space (the menu then never closes).
 */
async function openCollapsedMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await page.locator("#landing-nav.show:not(.collapsing)").waitFor();
}

/** Waits until the phone menu has finished closing and the page has not scrolled for a moment. */
async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector("#landing-nav.show, #landing-nav.collapsing"));
  let last = -1;
  for (let stillFor = 0; stillFor < 3; ) {
    await page.waitForTimeout(150);
    const y = await page.evaluate(() => window.scrollY);
    stillFor = y === last ? stillFor + 1 : 0;
    last = y;
  }
}

describe("landing page", () => {
  it("shows every section, highlights the section scrolled to and opens the legal dialogs", async () => {
    const { page, pageErrors } = await freshSession();
    await page.goto("/");
    for (const heading of ["Features", "Use Cases", "Pricing", "Frequently Asked Questions", "Contact"]) {
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
    }
    expect(await page.locator("#features .card").count()).toBe(8);
    expect(await page.locator("#faq .accordion-item").count()).toBe(12);
    await screenshot(page, "landing");

    await page.locator(".landing-topbar").getByRole("link", { name: "Pricing" }).click();
    await page.waitForFunction(() => document.querySelector(".landing-topbar .nav-link.active")?.textContent === "Pricing");
    await page.getByRole("button", { name: "Yearly" }).click();
    expect(await page.getByTestId("plan-professional").textContent()).toContain("$110");
    expect(await page.getByTestId("plan-business").textContent()).toContain("$230");
    await screenshot(page, "landing-pricing");

    await page.getByRole("button", { name: "Product/Sales" }).click();
    await page.getByRole("link", { name: /sales@/ }).waitFor();

    await page.getByRole("button", { name: "Refund Policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Refund Policy" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("within 7 days");
    expect(await dialog.textContent()).toContain("3 business days");
    await screenshot(page, "landing-refund-dialog");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    expect(pageErrors).toEqual([]);
  });

  it("fits a 360 px wide phone without horizontal scrolling", async () => {
    const { page } = await freshSession({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("heading", { name: "Features", exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "landing-mobile");

    // The open menu pushes the page down; the scroll must land where the section is once it has closed.
    // Read only once the menu has closed and the smooth scroll has stopped: on its way the section passes every offset.
    await openCollapsedMenu(page);
    await page.locator("#landing-nav").getByRole("link", { name: "Pricing" }).click();
    await waitForScrollToSettle(page);
    const pricingTop = await page.evaluate(() => document.getElementById("pricing")!.getBoundingClientRect().top);
    expect(Math.abs(pricingTop - LANDING_SCROLL.offsetPx)).toBeLessThan(4);
    await screenshot(page, "landing-mobile-menu-pricing");
  });

  it("marks Contact, which cannot reach the top of a tablet's screen, once the page has scrolled to its end", async () => {
    const { page } = await freshSession({ width: 768, height: 1024 });
    await page.goto("/");
    await page.getByRole("heading", { name: "Contact", exact: true }).waitFor();
    await openCollapsedMenu(page);
    await page.locator("#landing-nav").getByRole("link", { name: "Contact" }).click();
    await waitForScrollToSettle(page);
    expect(await page.locator(".landing-topbar .nav-link.active").textContent()).toBe("Contact");
  });

  it(`runs the demo ${DEMO_RATE_LIMIT.max} times, then sends the visitor to /register`, async () => {
    const { page } = await freshSession();
    await page.goto("/");
    const demoText = SAMPLE_TEXT.split(" ").slice(0, 80).join(" ");
    const analyze = page.getByRole("button", { name: "Analyze", exact: true });
    for (let run = 1; run <= DEMO_RATE_LIMIT.max; run++) {
      await page.getByLabel("Text to analyze").fill(`${demoText} ${run}`);
      await analyze.click();
      await page.getByTestId("demo-result").waitFor();
      expect(await page.getByTestId("demo-result").textContent()).toMatch(/\d+(\.\d+)?%/);
    }
    await screenshot(page, "landing-demo-result");
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(page.url()).toBe(`${e2e.server.baseUrl}/`);
    await page.getByLabel("Text to analyze").fill(`${demoText} again`);
    expect(await page.getByTestId("demo-result").count()).toBe(0);
    await analyze.click();
    await page.waitForURL("**/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
  });
});

describe("other public pages", () => {
  it("shows a 404 page, answered with status 404, whose button goes home", async () => {
    const { page } = await freshSession();
    expect((await page.goto("/login"))?.status()).toBe(200);
    expect((await page.goto("/no/such/page"))?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await screenshot(page, "not-found");
    await page.getByRole("button", { name: "Go Back Home" }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
  });

  it("shows the payment result from the status parameter", async () => {
    const { page } = await freshSession();
    await page.goto("/stripe-checkout?status=success");
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    await screenshot(page, "checkout-success");
    await page.goto("/stripe-checkout?status=cancel");
    await page.getByRole("heading", { name: "Payment cancelled" }).waitFor();
    await screenshot(page, "checkout-cancel");
    await page.goto("/stripe-checkout?status=other");
    await page.getByText(CLIENT_MESSAGES.verifyingPayment).waitFor();
    await screenshot(page, "checkout-pending");
  });

  it("sends a signed-out visitor from the dashboard to the landing page", async () => {
    const { page } = await freshSession();
    await page.goto("/inkprint");
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await page.getByRole("heading", { name: "Features", exact: true }).waitFor();
  });

  it("refuses an incomplete registration with the spec's messages", async () => {
    const { page } = await freshSession();
    await page.goto("/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(CLIENT_MESSAGES.registerMissing).waitFor();
    await page.getByLabel("Full name").fill("Ada");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByLabel("Confirm password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(CLIENT_MESSAGES.termsRequired).waitFor();
    await page.getByRole("button", { name: "Terms of Service" }).click();
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    await screenshot(page, "register-terms-dialog");
  });

  it("resets a forgotten password through the mailed link, then logs in with it", async () => {
    const account = await signedInAccount(e2e.server);
    const newPassword = "a brand new passphrase";
    const { page } = await freshSession();
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText(SERVER_MESSAGES.invalidCredentials).waitFor();

    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/resetpw");
    await page.getByLabel("Email").fill("no-at-sign");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText(CLIENT_MESSAGES.resetInvalidEmail).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText(SERVER_MESSAGES.resetRequested).waitFor();
    await screenshot(page, "reset-request");

    const token = tokenFromMail(lastMailTo(e2e.server.dataDir, account.email));
    await page.goto(`/resetpw?token=${token}`);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}!`);
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText(CLIENT_MESSAGES.passwordsDiffer).waitFor();
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText(SERVER_MESSAGES.resetDone).waitFor();
    await screenshot(page, "reset-done");
    await page.waitForURL("**/login");

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/inkprint");
  });
});
