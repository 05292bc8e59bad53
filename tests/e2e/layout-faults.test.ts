import { describe, expect, it } from "vitest";
import { PATHS } from "../../src/shared/paths";
import { signedInAccount } from "../support/accounts";
import { openSession, useServerAndBrowser } from "./support/browser";

const e2e = useServerAndBrowser();

/** The smallest tap target WCAG 2.5.5 and the platform guides ask for, in CSS pixels. */
const MIN_TAP_PX = 44;

describe("landing pricing", () => {
  // The five-column layout from 1200 px is the tightest; the others are checked too.
  it.each([1200, 1280, 1440, 992, 768, 390])("keeps each price and its unit on one line at %i px", async (width) => {
    const { context, page } = await openSession(e2e.browser, e2e.server.baseUrl, { width, height: 900 });
    await page.goto("/#pricing");
    await page.getByTestId("plan-business").waitFor();
    for (const period of ["Monthly", "Yearly"]) {
      await page.getByRole("button", { name: period, exact: true }).click();
      const lines = await page.locator(".pricing-card").evaluateAll((cards) =>
        cards.map((card) => {
          const amount = card.querySelector(".plan-price-amount")!.getBoundingClientRect();
          const unit = card.querySelector(".plan-price-unit")?.getBoundingClientRect();
          const unitCentre = unit ? (unit.top + unit.bottom) / 2 : (amount.top + amount.bottom) / 2;
          const inside = (unit ?? amount).right <= card.getBoundingClientRect().right;
          return {
            card: card.getAttribute("data-testid"),
            oneLine: unitCentre > amount.top && unitCentre < amount.bottom && inside,
            unitHeight: unit?.height ?? 0,
            amountHeight: amount.height,
          };
        }),
      );
      expect(lines.filter((line) => !line.oneLine)).toEqual([]);
      // A unit that wrapped inside itself ("per" / "scan") is taller than one line of the amount.
      expect(lines.filter((line) => line.unitHeight > line.amountHeight)).toEqual([]);
    }
    await context.close();
  });
});

describe("phone menu buttons", () => {
  it(`are at least ${MIN_TAP_PX} px square on the landing page and in the dashboard`, async () => {
    const account = await signedInAccount(e2e.server);
    const { context, page } = await openSession(e2e.browser, e2e.server.baseUrl, { width: 390, height: 844 });
    await page.goto("/");
    const landing = await page.getByRole("button", { name: "Toggle navigation" }).boundingBox();
    expect(landing!.width).toBeGreaterThanOrEqual(MIN_TAP_PX);
    expect(landing!.height).toBeGreaterThanOrEqual(MIN_TAP_PX);

    const [name, value] = account.client.cookie!.split("=") as [string, string];
    await context.addCookies([{ name, value, url: e2e.server.baseUrl }]);
    await page.goto(PATHS.dashboard);
    const dashboard = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    expect(dashboard!.width).toBeGreaterThanOrEqual(MIN_TAP_PX);
    expect(dashboard!.height).toBeGreaterThanOrEqual(MIN_TAP_PX);
    await context.close();
  });
});

describe("a signed-in user opening the account screens", () => {
  it.each([PATHS.login, PATHS.register])("%s goes to the dashboard", async (path) => {
    const account = await signedInAccount(e2e.server);
    const { context, page } = await openSession(e2e.browser, e2e.server.baseUrl);
    const [name, value] = account.client.cookie!.split("=") as [string, string];
    await context.addCookies([{ name, value, url: e2e.server.baseUrl }]);
    await page.goto(path);
    await page.waitForURL(`**${PATHS.dashboard}`);
    await page.getByRole("navigation", { name: "Dashboard sections" }).waitFor();
    await context.close();
  });
});
