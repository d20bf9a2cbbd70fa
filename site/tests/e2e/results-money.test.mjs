// Money in the inbox (issue 33 items 3 and 4), in Chromium at 390 px and
// 1366 px against the real `api serve` (its own database at each width: see mail-inbox.mjs): a lead
// sent from a public page through the real quote form, marked won with an
// amount typed as a tradesman types it, then Results shows that value
// against that page. Also a lost lead's reason, and a quote to chase with its
// reminder. At 390 px the screens are saved under /work/shots/money/ (or
// SHOTS_DIR) to be looked at.
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect } from "./fixtures.mjs";
import { askNow, axe, recordViolations, sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

const SHOTS = process.env.SHOTS_DIR ?? "/work/shots/money";
const PAGE = "/services/boiler-repair/paisley";

// Results' totals count every lead in the database: this file's alone.
test.use({ inboxOf: "results-money" });

test.describe("money on leads and in Results", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });
  let ctx, p, base, width, server, sink;
  const go = (hash) => p.evaluate((h) => (window.location.hash = h), hash);
  const shot = async (name) => {
    if (width !== 390) return;
    mkdirSync(SHOTS, { recursive: true });
    await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const openLead = async (name) => {
    await go("#/leads");
    await p.getByRole("link", { name }).click();
    await expect(p.getByRole("heading", { level: 1, name })).toBeVisible();
  };

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ base, server, sink } = inbox);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    width = viewport.width;
    ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile, hasTouch });
    p = await ctx.newPage();
    await recordViolations(p);
    await signIn(p, base);
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("a lead marked won with an amount shows its value against its page in Results", async () => {
    const name = `Won Money ${width}`;
    await sendQuote(ctx, base, PAGE, {
      Name: name,
      Phone: "07700 900777",
      "Location or postcode": "PA1 Paisley",
    });
    await openLead(name);
    await p.getByRole("button", { name: "Won", exact: true }).click();
    const dialog = p.getByRole("dialog", { name: "Mark as won" });
    await expect(dialog).toBeVisible();
    // A typing slip is caught before anything is sent.
    await dialog.getByLabel("Amount agreed (optional)").fill("£12,34.5");
    await dialog.getByRole("button", { name: "Mark as won" }).click();
    await expect(dialog.getByRole("alert")).toContainText("pounds and pence");
    await dialog.getByLabel("Amount agreed (optional)").fill("£1,234.50");
    await shot("won-dialog");
    await axe(p, "the won dialog");
    await dialog.getByRole("button", { name: "Mark as won" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Moved to Won." })).toBeVisible();
    await expect(p.getByRole("button", { name: "Won", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(p.locator("dl").filter({ hasText: "agreed by hand" })).toContainText("£1,234.50");
    expect(await p.locator("ol").last().textContent()).toContain("New → Won · £1,234.50");

    await go("#/results");
    const money = p.locator("[data-money]");
    await expect(money.getByRole("heading", { name: "Money" })).toBeVisible();
    await expect(money.getByLabel("Money totals")).toContainText("£1,234.50");
    const card = (title) => money.locator(`[data-money-breakdown="${title}"]`);
    const byPage = card("Won by page");
    if (width < 640) {
      const row = byPage.locator("[data-phone-rows] li").filter({ hasText: PAGE });
      await expect(row).toBeVisible();
      await expect(row).toContainText("£1,234.50");
    } else {
      const row = byPage.getByRole("row").filter({ hasText: PAGE });
      await expect(row).toBeVisible();
      await expect(row).toContainText("£1,234.50");
      await expect(row).toContainText("100%");
    }
    const byArea = card("Won by area");
    await expect(byArea).toContainText("Paisley");
    await money.getByRole("heading", { name: "Money" }).scrollIntoViewIfNeeded();
    await shot("results-money");
    await axe(p, "results with money");
    // Nothing of the money is wider than a phone.
    const wide = await p.evaluate(
      (w) =>
        [...document.querySelectorAll("[data-money] *:not(.sr-only)")]
          .filter((e) => e.getBoundingClientRect().right > w + 0.5)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      width,
    );
    expect(wide, "nothing in the money wider than the screen").toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test("a lost lead needs its reason", async () => {
    const name = `Lost Money ${width}`;
    await sendQuote(ctx, base, "/contact", { Name: name, Phone: "07700 900778", Service: "Tap Repair" });
    await openLead(name);
    await p.getByRole("button", { name: "Lost", exact: true }).click();
    const dialog = p.getByRole("dialog", { name: "Mark as lost" });
    await dialog.getByRole("button", { name: "Mark as lost" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose why it was lost.");
    await dialog.getByRole("radio", { name: "Chose another firm" }).check();
    await shot("lost-dialog");
    await axe(p, "the lost dialog");
    await dialog.getByRole("button", { name: "Mark as lost" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Moved to Lost." })).toBeVisible();
    await expect(p.locator("dl").filter({ hasText: "Lost because" })).toContainText("Chose another firm");
  });

  test("an unanswered quote is listed under Quotes to chase and one tap reminds the customer", async () => {
    const name = `Chase Money ${width}`;
    const email = `chase-${width}@example.test`;
    await sendQuote(ctx, base, PAGE, { Name: name, Phone: "07700 900779", Email: email });
    await openLead(name);
    await p.getByRole("button", { name: "Quoted", exact: true }).click();
    await p.getByLabel("Amount quoted (optional)").fill("450");
    await p.getByRole("button", { name: "Mark as quoted" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Moved to Quoted." })).toBeVisible();
    // The quote was given four days ago (the catalogue chases after three).
    const db = new DatabaseSync(server.db);
    db.prepare("UPDATE enquiries SET quoted_at = ? WHERE name = ?").run(
      new Date(Date.now() - 4 * 86_400_000).toISOString(),
      name,
    );
    db.close();
    const tab = p.getByRole("navigation", { name: "Inbox sections" }).getByRole("link", { name: /^Quotes to chase/ });
    await askNow(p);
    await expect(tab.locator("[data-tab-count]")).toHaveText("1", { timeout: 15_000 });
    await tab.click();
    await expect(p.getByRole("heading", { level: 1, name: "Quotes to chase" })).toBeVisible();
    await expect(p.getByRole("link", { name })).toBeVisible();
    await shot("quotes-to-chase");
    await axe(p, "quotes to chase");
    await p.getByRole("link", { name }).click();
    await p.getByRole("button", { name: "Send a reminder" }).click();
    await expect(p.getByText("Reminder emailed.")).toBeVisible();
    await expect(p.getByRole("link", { name: "Open WhatsApp with the reminder" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/447700900779\?text=.*%C2%A3450\.00/,
    );
    await shot("chase-sent");
    await axe(p, "a chased quote");
    await expect
      .poll(() => sink.messages.some((m) => m.to.includes(email) && m.raw.includes("450.00")), { timeout: 15_000 })
      .toBe(true);
    expect(await p.locator("ol").last().textContent()).toContain("Quote chased · £450.00");
    await askNow(p);
    await expect(tab.locator("[data-tab-count]")).toHaveText("0", { timeout: 15_000 });
    expect(await p.evaluate(() => window.__violations)).toEqual([]);
  });
});
