// The team in the inbox (issue 33.7), in Chromium at 390 px and 1366 px
// against the real `api serve`, with an owner and a staff account made by
// the real CLI. The owner gives a lead to the staff account; the staff
// account signs in, does not see People, Newsletter or Accounts (and the API
// refuses People when asked by its address), finds the lead under 'Mine'
// and works it; the owner's Accounts screen shows each role. At 390 px the
// staff inbox, the assign control and the Accounts screen are photographed
// into /work/shots/team/.
import { mkdirSync } from "node:fs";
import { expect, hydrated, test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD, axe, recordViolations } from "./inbox.mjs";

const STAFF = "fitter@example.test";
const SHOTS = process.env.SHOTS_DIR ?? "/work/shots/team";

const test = base.extend({
  /** Per worker: `api serve` on a fresh database with an owner and a staff account. */
  team: [
    async ({}, use) => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({ PORT: String(port), SITE_URL: base });
      await addOwner(server.db, OWNER, PASSWORD);
      await addOwner(server.db, STAFF, PASSWORD, "staff");
      await use({ server, base });
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ team }, use) => use(team.base),
});

/** A lead through the public endpoint, as the quote form sends it; its id. */
async function sendLead(base, name) {
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      phone: "07700 900556",
      service: "Tap Repair",
      location: "Partick, G11",
      message: "The kitchen tap drips all night.",
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).id;
}

async function signInAs(page, base, email) {
  await page.goto(`${base}/admin`);
  await hydrated(page, "form button[type=submit]");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

test.describe("the team", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let owner, staff, ownerCtx, staffCtx, base, width, mine, theirs;
  const errors = [];
  const shoot = async (p, name) => {
    if (width !== 390) return;
    mkdirSync(SHOTS, { recursive: true });
    await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  test.beforeAll(async ({ browser, team }, testInfo) => {
    ({ base } = team);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    width = viewport.width;
    const open = async () => {
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile, hasTouch });
      const p = await ctx.newPage();
      await recordViolations(p);
      p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
      return [ctx, p];
    };
    [ownerCtx, owner] = await open();
    [staffCtx, staff] = await open();
    mine = `Isla Fraser ${width}`;
    theirs = `Callum Boyd ${width}`;
  });
  test.afterAll(async () => {
    await ownerCtx?.close();
    await staffCtx?.close();
  });

  test("the owner gives a lead to the staff account", async () => {
    const id = await sendLead(base, mine);
    await sendLead(base, theirs);
    await signInAs(owner, base, OWNER);
    await owner.evaluate((h) => (window.location.hash = h), `#/leads/${id}`);
    await expect(owner.getByRole("heading", { level: 1, name: mine })).toBeVisible();
    const card = owner.getByRole("heading", { name: "Who is on it" }).locator("..");
    await expect(card.locator("[data-assigned]")).toHaveText("Nobody yet.");
    await card.getByLabel("Give this lead to").selectOption({ label: STAFF });
    await card.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByRole("status").filter({ hasText: `Given to ${STAFF}.` })).toBeVisible();
    await expect(card.locator("[data-assigned]")).toHaveText(`${STAFF}.`);
    await expect(owner.getByText(`Given to ${STAFF}`, { exact: true })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shoot(owner, "assign-control");
    await axe(owner, "a lead with the assign control");
  });

  test("a staff account sees no owner's sections, and the API refuses them", async () => {
    await signInAs(staff, base, STAFF);
    const nav = staff.getByRole("navigation", { name: "Inbox sections" });
    await expect(nav.getByRole("link", { name: /^Leads/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^People/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /^Newsletter/ })).toHaveCount(0);
    await staff.locator("header details summary").click();
    await expect(staff.locator("[data-my-role]")).toHaveText("Signed in as staff");
    await expect(staff.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await expect(staff.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await staff.locator("header details summary").click();
    await expect(staff.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
    // Typed into the address bar, the screen shows the API's refusal.
    await staff.evaluate(() => (window.location.hash = "#/accounts"));
    await expect(staff.getByText("Only the owner's account can do this.")).toBeVisible();
    await staff.evaluate(() => (window.location.hash = "#/leads"));
    await expect(staff.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  });

  test("'Mine' shows the lead given to the staff account, which works it", async () => {
    const list = staff.getByRole("list", { name: "Leads" });
    await expect(list.getByRole("link", { name: theirs })).toBeVisible();
    await staff.getByRole("button", { name: "Mine" }).click();
    await expect(staff.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
    await expect(list.getByRole("link", { name: mine })).toBeVisible();
    await expect(list.getByRole("link", { name: theirs })).toHaveCount(0);
    await expect(list.locator("[data-assignee]")).toHaveText(["For you"]);
    await shoot(staff, "staff-inbox-mine");
    await axe(staff, "the staff inbox, Mine");
    await list.getByRole("link", { name: mine }).click();
    await expect(staff.getByRole("heading", { level: 1, name: mine })).toBeVisible();
    await staff.getByRole("button", { name: "Contacted" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Moved to Contacted." })).toBeVisible();
    await staff.getByLabel("Add a note").fill("Booked in for Thursday morning.");
    await staff.getByRole("button", { name: "Save note" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(staff.getByText("Note: Booked in for Thursday morning.")).toBeVisible();
  });

  test("the owner's Accounts screen shows each role, and the audit log who did what", async () => {
    await owner.evaluate(() => (window.location.hash = "#/accounts"));
    await expect(owner.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
    const accounts = owner.getByRole("list", { name: "Accounts" });
    const row = (email) => accounts.getByRole("listitem").filter({ hasText: email });
    await expect(row(OWNER).locator("[data-role]")).toHaveText("Owner");
    await expect(row(STAFF).locator("[data-role]")).toHaveText("Staff");
    // The only owner is offered no way to stop being one.
    await expect(row(OWNER).getByRole("button", { name: "Make staff" })).toHaveCount(0);
    await expect(row(STAFF).getByRole("button", { name: "Make owner" })).toBeVisible();
    await shoot(owner, "accounts");
    await axe(owner, "accounts");
    await owner.evaluate(() => (window.location.hash = "#/audit"));
    const log = owner.getByRole("list", { name: "Audit log" });
    await expect(log.getByRole("listitem").filter({ hasText: /^moved lead #\d+ from new to contacted/ })).toContainText(
      STAFF,
    );
    await expect(log.getByRole("listitem").filter({ hasText: /^assigned lead #\d+ to/ })).toContainText(OWNER);
    const violations = [
      ...(await owner.evaluate(() => window.__violations)),
      ...(await staff.evaluate(() => window.__violations)),
    ];
    expect([...violations, ...errors]).toEqual([]);
  });
});
