// Quotes the customer accepts online (issue 33.1-2), in Chromium at 390 px and
// 1366 px, against the real `api serve` with mail to a small SMTP server. The
// owner writes a quote on a lead from the real public form (lines typed in
// pounds, the running total and VAT), sends it and gets WhatsApp and the link;
// the customer reads the emailed link and accepts on the private page, once
// with JavaScript and once in a browser without it; the owner's open inbox
// shows the lead Won without a reload.
import { join } from "node:path";
import { expect, hydrated } from "./fixtures.mjs";

import { axe, sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

/** The private link in the quote email sent to `to` (quoted-printable soft breaks undone). */
async function emailedLink(sink, to) {
  let link = null;
  await expect(async () => {
    const m = sink.messages.find((x) => x.to.includes(to) && /Your quote from/.test(x.raw));
    expect(m, `a quote email to ${to}`).toBeTruthy();
    const body = m.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
    link = body.match(/https?:\/\/[^\s"<]+\/api\/quotes\/[0-9a-f]{64}/)[0];
  }).toPass({ timeout: 15_000 });
  return link;
}

test.describe("quotes", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let sink, ctx, p, base, width, viewport;
  const heading = (name) => p.getByRole("heading", { level: 1, name });
  const stagePill = (name) => p.locator("article header").getByText(name, { exact: true });
  /** A 390 px screenshot of `page` for a person to look at, when SHOTS_DIR is set. */
  const shot = async (page, file) => {
    if (process.env.SHOTS_DIR && width === 390)
      await page.screenshot({ path: join(process.env.SHOTS_DIR, `${file}-390.png`), fullPage: true });
  };

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ sink, base } = inbox);
    const { isMobile, hasTouch } = testInfo.project.use;
    viewport = testInfo.project.use.viewport;
    width = viewport.width;
    ctx = await browser.newContext({ viewport, isMobile, hasTouch });
    await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    p = await ctx.newPage();
    await signIn(p, base);
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  /** A lead from the public form, opened in the owner's inbox. */
  async function openLead(name, phone, email) {
    await sendQuote(ctx, base, "/contact", { Name: name, Phone: phone, Email: email, Service: "Boiler Services" });
    await p.evaluate(() => {
      window.location.hash = "#/leads";
    });
    await p.getByRole("link", { name }).click({ timeout: 15_000 });
    await expect(heading(name)).toBeVisible();
  }

  /** Writes and sends a quote of `lines` ([description, typed amount]). */
  async function writeAndSend(lines) {
    const card = p.locator("form", { has: p.getByRole("button", { name: "Send quote" }) });
    for (const [i, [description, amount]] of lines.entries()) {
      if (i > 0) await card.getByRole("button", { name: "Add a line" }).click();
      await card.getByLabel(`Line ${i + 1}: what for`).fill(description);
      await card.getByLabel("Amount inc. VAT (£)").nth(i).fill(amount);
    }
    await card.getByRole("button", { name: "Send quote" }).click();
  }

  test("the owner writes a quote on the phone and sends it", async () => {
    const name = `Quote JS ${width}`;
    await openLead(name, "07700 900601", `js-${width}@example.test`);
    const card = p.locator("form", { has: p.getByRole("button", { name: "Send quote" }) });
    await hydrated(p, "form button[type=submit]");
    // A bad amount is caught by the line, before anything is sent.
    await card.getByLabel("Line 1: what for").fill("New thermostatic radiator valves");
    await card.getByLabel("Amount inc. VAT (£)").fill("12.345");
    await card.getByRole("button", { name: "Send quote" }).click();
    await expect(card.getByText("Type the amount in pounds and pence")).toBeVisible();
    await expect(card.getByText("Please check the highlighted lines.")).toBeVisible();
    // Typed in pounds, added up to the penny, with the VAT inside it; the
    // line corrected, its messages go.
    await card.getByLabel("Amount inc. VAT (£)").fill("£1,234.50");
    await expect(card.getByText("Type the amount in pounds and pence")).toHaveCount(0);
    await expect(card.getByText("Please check the highlighted lines.")).toHaveCount(0);
    await card.getByRole("button", { name: "Add a line" }).click();
    await card.getByLabel("Line 2: what for").fill("Call-out");
    await card.getByLabel("Amount inc. VAT (£)").nth(1).fill("49.5");
    await card.getByRole("button", { name: "Add a line" }).click();
    await card.getByLabel("Line 3: what for").fill("Not needed");
    await card.getByLabel("Amount inc. VAT (£)").nth(2).fill("0.10");
    await expect(card.getByTestId("quote-total")).toHaveText("£1,284.10");
    await card.getByRole("button", { name: "Remove line 3" }).click();
    await expect(card.getByTestId("quote-total")).toHaveText("£1,284.00");
    await expect(card).toContainText("Includes VAT at 20%");
    await expect(card).toContainText("£214.00");
    await card.scrollIntoViewIfNeeded();
    await shot(p, "quote-editor");
    await card.getByRole("button", { name: "Send quote" }).click();

    await expect(p.getByRole("status").filter({ hasText: "Quote v1 sent (£1,284.00)" })).toBeVisible();
    await expect(p.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/447700900601\?text=Hello%20Quote%2C.*%2Fapi%2Fquotes%2F[0-9a-f]{64}/,
    );
    await p.getByRole("button", { name: "Copy link" }).first().click();
    await expect(p.getByRole("button", { name: "Link copied" }).first()).toBeVisible();
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/api\/quotes\/[0-9a-f]{64}$/);
    await expect(stagePill("Quoted")).toBeVisible();
    await expect(p.getByTestId("quote-v1")).toContainText("Waiting for the customer");
    await axe(p, "lead with a quote");
    expect(await emailedLink(sink, `js-${width}@example.test`)).toBe(copied);
  });

  test("the customer accepts with JavaScript; the open inbox shows Won without a reload", async ({ browser }) => {
    const link = await emailedLink(sink, `js-${width}@example.test`);
    const customer = await browser.newContext({ viewport });
    const c = await customer.newPage();
    const res = await c.goto(link);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(res.headers()["cache-control"]).toBe("no-store");
    await expect(c.getByRole("heading", { name: "Your quote" })).toBeVisible();
    await expect(c.locator("[data-total]")).toHaveText("£1,284.00");
    await axe(c, "the customer's quote");
    await shot(c, "customer-quote");
    await c.getByLabel("To accept, type your full name").fill(`Quote JS ${width}`);
    await c.getByRole("button", { name: "Accept this quote" }).click();
    await expect(c.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
    await expect(c.locator("main")).toContainText(`by Quote JS ${width}`);
    await shot(c, "quote-accepted");
    await customer.close();

    await expect(stagePill("Won")).toBeVisible({ timeout: 15_000 });
    await expect(p.getByTestId("quote-v1")).toContainText(`Accepted by Quote JS ${width}`);
  });

  test("the customer accepts without JavaScript", async ({ browser }) => {
    const name = `Quote NoJS ${width}`;
    await openLead(name, "07700 900602", `nojs-${width}@example.test`);
    await writeAndSend([["Annual boiler service", "95"]]);
    await expect(p.getByRole("status").filter({ hasText: "Quote v1 sent (£95.00)" })).toBeVisible();
    const link = await emailedLink(sink, `nojs-${width}@example.test`);

    const customer = await browser.newContext({ viewport, javaScriptEnabled: false });
    const c = await customer.newPage();
    await c.goto(link);
    await c.getByLabel("To accept, type your full name").fill(name);
    await c.getByRole("button", { name: "Accept this quote" }).click();
    await expect(c.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
    // Accepting again from the back button changes nothing, and says so.
    await c.goBack();
    await c.reload();
    await expect(c.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
    await expect(c.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+44/);
    await customer.close();

    await expect(stagePill("Won")).toBeVisible({ timeout: 15_000 });
  });
});
