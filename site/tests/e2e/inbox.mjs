// What the inbox's browser tests share: the owner's account, signing in from
// the inbox's own form, a lead sent through the real public quote form, and
// axe on a screen.
import { expect } from "@playwright/test";
import { hydrated } from "./harness.mjs";

export { axe } from "./axe.mjs";

export const OWNER = "owner@example.test";
export const PASSWORD = "a long test passphrase 4 the owner";

/** Signs the owner in on `page` from the inbox's own form. */
export async function signIn(page, base) {
  await page.goto(`${base}/admin`);
  await hydrated(page, "form button[type=submit]");
  await page.getByLabel("Email address").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

/** The real quote form on a public page; resolves once the API has accepted it. */
export async function sendQuote(ctx, base, path, values) {
  const p = await ctx.newPage();
  await p.goto(base + path);
  const form = p.locator("form[action='/api/contact']").first();
  await hydrated(p, "form[action='/api/contact'] button[type=submit]");
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: false }).first();
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
  const answered = p.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  // Sent from the keyboard: the site scrolls smoothly (globals.css), and a
  // pointer click aimed while the page is still gliding to the button can
  // land beside it on a loaded machine (seen at 390 px). Enter on the button
  // submits the same form the same way.
  await form.locator("button[type=submit]").press("Enter");
  expect((await answered).status()).toBe(200);
  await p.close();
}

/**
 * Records every Content-Security-Policy violation on the pages of `target`
 * (a page or a browser context) in `window.__violations`, for the last test
 * of each inbox spec. Init scripts come from the browser itself, outside the
 * page's policy.
 */
export async function recordViolations(target) {
  await target.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
}

/**
 * After a stage button: Quoted and Won ask for an amount (optional), Lost
 * for a reason (issue 33.3); this confirms the dialog as it stands (Lost
 * with 'Price'). Other stages move at once.
 */
export async function confirmStage(page, stage) {
  if (stage === "Lost") await page.getByRole("radio", { name: "Price" }).check();
  if (["Quoted", "Won", "Lost"].includes(stage))
    await page.getByRole("button", { name: `Mark as ${stage.toLowerCase()}` }).click();
}

/**
 * Makes the open inbox ask for its pulse now, as it does when the owner
 * comes back to its tab (components/admin/live.ts), rather than waiting up
 * to its 4-second poll. The admin test's first live update waits for the
 * poll itself; later ones, which test what the update shows, ask now.
 */
export async function askNow(page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}
