// The customer's consent to show their job (issue 34.3), in Chromium at 390 px
// and 1366 px, against the real `api serve` with mail to a small SMTP server.
// A lead comes in through the real public form; its job and a photograph are
// written straight into the database (the job screens are another helper's,
// issue 34.4). The owner asks from the lead; the customer reads exactly what
// would be published on the private page, agrees (once with JavaScript, once
// in a browser without it), then withdraws; the owner's lead says so in words.
import { DatabaseSync } from "node:sqlite";
import { expect, hydrated } from "./fixtures.mjs";

import { axe, sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

/** The consent link in the email sent to `to` (quoted-printable soft breaks undone). */
async function emailedLink(sink, to) {
  let link = null;
  await expect(async () => {
    const m = sink.messages.find((x) => x.to.includes(to) && /May we show your job/.test(x.raw));
    expect(m, `a consent email to ${to}`).toBeTruthy();
    const body = m.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
    link = body.match(/https?:\/\/[^\s"<]+\/api\/consent\/[0-9a-f]{64}/)[0];
  }).toPass({ timeout: 15_000 });
  return link;
}

test.describe("job consent", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let sink, server, ctx, p, base, width, viewport, jpeg;
  const heading = (name) => p.getByRole("heading", { level: 1, name });

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ sink, base, server } = inbox);
    const { isMobile, hasTouch } = testInfo.project.use;
    viewport = testInfo.project.use.viewport;
    width = viewport.width;
    ctx = await browser.newContext({ viewport, isMobile, hasTouch });
    p = await ctx.newPage();
    await signIn(p, base);
    // A real JPEG, drawn by the browser: the page shows what is stored.
    const data = await p.evaluate(() => {
      const c = document.createElement("canvas");
      c.width = 160;
      c.height = 120;
      const g = c.getContext("2d");
      g.fillStyle = "#0f3d5e";
      g.fillRect(0, 0, 160, 120);
      g.fillStyle = "#c2410c";
      g.fillRect(40, 30, 80, 60);
      return c.toDataURL("image/jpeg", 0.8);
    });
    jpeg = Buffer.from(data.split(",")[1], "base64");
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  /** A lead from the public form, won, with a job in Partick naming Thornwood and one photograph; opened in the inbox. */
  async function leadWithJob(name, phone, email) {
    await sendQuote(ctx, base, "/contact", { Name: name, Phone: phone, Email: email, Service: "Boiler Services" });
    // The server writes too (the acknowledgement's delivery): wait for its turn.
    const db = new DatabaseSync(server.db, { timeout: 10_000 });
    try {
      const { id } = db.prepare("SELECT id FROM enquiries WHERE name = ?").get(name);
      const now = new Date().toISOString();
      // A job is written on a won lead only (the inbox shows its cards then).
      db.prepare(
        "UPDATE enquiries SET stage = 'won', stage_changed_at = ?, won_at = ?, won_source = 'hand' WHERE id = ?",
      ).run(now, now, id);
      const { id: draft } = db
        .prepare(
          `INSERT INTO job_drafts (enquiry_id, slug, service_slug, area_slug, neighbourhood_slug, completed_month,
             property, problem, work_done, outcome, took_unit, took_amount, created_at, created_by, updated_at, updated_by)
           VALUES (?, ?, 'boiler-repair', 'partick', 'thornwood', '2026-11', 'residential',
             'The boiler kept losing pressure overnight.', 'We replaced the pressure relief valve.',
             'The pressure has held since.', 'hours', 3, ?, 'owner', ?, 'owner') RETURNING id`,
        )
        .get(id, `2026-11-boiler-repair-partick-${id}`, now, now);
      db.prepare(
        `INSERT INTO job_photos (draft_id, position, bytes, content_type, width, height, sha256, alt, caption, created_at, created_by)
         VALUES (?, 1, ?, 'image/jpeg', 160, 120, ?, 'The boiler cupboard after the repair', 'The gauge back in the green.', ?, 'owner')`,
      ).run(draft, jpeg, `sha-${id}`, now);
    } finally {
      db.close();
    }
    await p.evaluate(() => {
      window.location.hash = "#/leads";
    });
    await p.getByRole("link", { name }).click({ timeout: 15_000 });
    await expect(heading(name)).toBeVisible();
  }

  /** The lead's consent card, read again from the API (a reload of the lead). */
  async function card() {
    await p.reload();
    const c = p.getByTestId("lead-consent");
    await expect(c).toBeVisible({ timeout: 15_000 });
    return c;
  }

  test("the owner asks by email; the customer agrees without naming the neighbourhood, then withdraws", async ({
    browser,
  }, testInfo) => {
    const name = `Consent JS ${width}`;
    const email = `consent-js-${width}@example.test`;
    await leadWithJob(name, "07700 900611", email);
    let c = p.getByTestId("lead-consent");
    await expect(c).toContainText("Not asked");
    await hydrated(p, "[data-testid=lead-consent] button");
    await c.getByRole("button", { name: "Email", exact: true }).click();
    await expect(c.getByRole("status").filter({ hasText: "on its way to the customer by email" })).toBeVisible();
    await expect(c).toContainText("Waiting for the customer");
    await axe(p, "lead with a consent request");
    await c.screenshot({ path: testInfo.outputPath("lead-consent-card.png") });
    const link = await emailedLink(sink, email);

    const customer = await browser.newContext({ viewport });
    const page = await customer.newPage();
    const res = await page.goto(link);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "May we show your job on our website?" })).toBeVisible();
    const main = page.locator("main");
    for (const text of [
      "The boiler kept losing pressure overnight.",
      "We replaced the pressure relief valve.",
      "The pressure has held since.",
      "November 2026",
      "Partick",
      "Thornwood (shown only if you allow it)",
      "The gauge back in the green.",
    ]) {
      await expect(main).toContainText(text);
    }
    const img = page.getByRole("img", { name: "The boiler cupboard after the repair" });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => el.complete && el.naturalWidth)).toBe(160);
    const noWider = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noWider, "nothing wider than the screen").toBe(true);
    await axe(page, "the consent page");
    // Kept beside the test's results (git-ignored), to be looked at.
    await page.screenshot({ path: testInfo.outputPath("consent-page.png"), fullPage: true });
    await page.getByRole("button", { name: "Yes, but don't name Thornwood" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You agreed to us showing your job" })).toBeVisible();
    await expect(main).toContainText("without naming Thornwood");
    await axe(page, "the consent page, agreed");

    c = await card();
    await expect(c).toContainText("Agreed");
    await expect(c.getByTestId("consent-sentence")).toContainText(
      /Agreed on \d{1,2} \w+ \d{4}, without naming Thornwood\./,
    );

    await page.getByRole("button", { name: "Withdraw my agreement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Agreement withdrawn" })).toBeVisible();
    await expect(main).toContainText("You withdrew your agreement on");
    await customer.close();

    await expect(async () => {
      expect(sink.messages.some((m) => m.to.includes("leads@example.test") && /Consent withdrawn/.test(m.raw))).toBe(
        true,
      );
    }).toPass({ timeout: 15_000 });
    c = await card();
    await expect(c.getByTestId("consent-sentence")).toContainText(/Withdrawn on \d{1,2} \w+ \d{4}\./);
    await expect(p.locator("article")).toContainText("The customer withdrew their agreement to show the job");
  });

  test("without JavaScript the customer agrees and withdraws", async ({ browser }) => {
    const name = `Consent NoJS ${width}`;
    const email = `consent-nojs-${width}@example.test`;
    await leadWithJob(name, "07700 900612", email);
    const c = p.getByTestId("lead-consent");
    await hydrated(p, "[data-testid=lead-consent] button");
    await c.getByRole("button", { name: "Email", exact: true }).click();
    await expect(c).toContainText("Waiting for the customer");
    const link = await emailedLink(sink, email);

    const customer = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await customer.newPage();
    await page.goto(link);
    // (axe needs script in the page: it ran on this page with JavaScript above.)
    await expect(page.locator("script")).toHaveCount(0);
    await page.getByRole("button", { name: "Yes, publish it" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You agreed to us showing your job" })).toBeVisible();
    await expect(page.locator("main")).toContainText("naming Thornwood");
    await page.getByRole("button", { name: "Withdraw my agreement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Agreement withdrawn" })).toBeVisible();
    await customer.close();

    const again = await card();
    await expect(again).toContainText("Withdrawn");
  });
});
