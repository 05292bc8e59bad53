import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../src/server/db/schema";
import { signedInAccount } from "../support/accounts";
import { openSession, screenshot, useServerAndBrowser, type BrowserSession } from "./support/browser";

const PHONE = { width: 390, height: 844 };
const LONG_NAME = "Alexandra Konstantinopoulou-Whitfield";

const e2e = useServerAndBrowser();
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  const admin = await signedInAccount(e2e.server, { plan: "business", role: "Admin", credits: 40 });
  for (const keyName of [LONG_NAME, "Staging server"]) {
    const created = await admin.client.post("/api/createApiKey", { keyName });
    if (created.status !== 200) throw new Error(`key not created: ${JSON.stringify(created.body)}`);
  }
  await e2e.server.deps.db
    .insert(payments)
    .values({ userId: admin.userId, productBought: "Business (monthly)", amountCents: 1999, currency: "usd", purchasedAt: new Date() });
  session = await openSession(e2e.browser, e2e.server.baseUrl, PHONE);
  const [cookieName, cookieValue] = admin.client.cookie!.split("=") as [string, string];
  await session.context.addCookies([{ name: cookieName, value: cookieValue, url: e2e.server.baseUrl }]);
  page = session.page;
});

async function openSectionFromMenu(label: string): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name: label }).click();
  await page.getByRole("region", { name: label }).waitFor();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await page.waitForFunction(() => !document.querySelector(".offcanvas-backdrop"));
}

/** Every table cell's box, and whether anything in the section can only be reached by scrolling sideways. */
function tableLayout(sectionLabel: string) {
  return page.getByRole("region", { name: sectionLabel }).evaluate((region) => {
    const wrappers = [...region.querySelectorAll(".table-responsive")];
    const cells = [...region.querySelectorAll("tbody td")].map((cell) => {
      const box = cell.getBoundingClientRect();
      return { text: (cell.textContent ?? "").trim(), label: getComputedStyle(cell, "::before").content, left: box.left, right: box.right };
    });
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      wrapperOverflow: Math.max(0, ...wrappers.map((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)),
      cells,
    };
  });
}

function expectEveryCellOnScreen(layout: Awaited<ReturnType<typeof tableLayout>>): void {
  expect(layout.pageOverflow).toBeLessThanOrEqual(0);
  expect(layout.wrapperOverflow).toBe(0);
  for (const cell of layout.cells) {
    expect(cell.left, cell.text).toBeGreaterThanOrEqual(0);
    expect(cell.right, cell.text).toBeLessThanOrEqual(PHONE.width);
  }
}

/** On a phone a row becomes a card, so no column hides past the edge of the screen. */
describe("tables on a 390 px phone", () => {
  it("shows every column of the recent payments on Home, each with its name", async () => {
    await page.goto("/inkprint");
    await page.getByRole("region", { name: "Home" }).waitFor();
    await page.getByText("Completed").waitFor();
    const layout = await tableLayout("Home");
    expectEveryCellOnScreen(layout);
    expect(layout.cells.map((cell) => cell.label)).toEqual(['"Product"', '"Amount"', '"Date"', '"Status"']);
    await screenshot(page, "phone-home-payments");
  });

  it("shows each API key with its dates and both actions", async () => {
    await openSectionFromMenu("Api Integrations");
    await page.getByText("Staging server").waitFor();
    const layout = await tableLayout("Api Integrations");
    expectEveryCellOnScreen(layout);
    const labels = layout.cells.map((cell) => cell.label);
    expect(labels.filter((label) => label === '"Last used"')).toHaveLength(2);
    await expect(page.getByRole("button", { name: `Delete ${LONG_NAME}` }).isVisible()).resolves.toBe(true);
    await screenshot(page, "phone-api-keys");
  });

  it("shows each user with the admin's actions", async () => {
    await openSectionFromMenu("Admin Dashboard");
    await page
      .getByRole("button", { name: /^Adjust credits of/ })
      .first()
      .waitFor();
    const layout = await tableLayout("Admin Dashboard");
    expectEveryCellOnScreen(layout);
    expect(layout.cells.some((cell) => cell.label === '"Joined"')).toBe(true);
    await screenshot(page, "phone-admin-users");
  });
});
