// Password reset by an emailed link (issue 23.8), in Chromium at 390 px and
// 1366 px against the real `api serve` with an owner made by the real CLI.
// The email is the one the mail worker writes to MAIL_DIR (no SMTP_URL), as
// a mailbox would receive it. In order on one page: 'Forgot your password?'
// asks for a link; the link opens 'Choose a new password', whose rules and
// the API's refusals show in the form; the new password is set, the link
// leaves the address bar, and the owner signs in with it; the spent link
// says so and offers a new one. axe on each screen, and no CSP violation.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, hydrated, test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD, axe, recordViolations } from "./inbox.mjs";

const NEW_PASSWORD = "kelvingrove bandstand 1924";

const test = base.extend({
  /** Per worker: `api serve` writing mail to files, with a fresh database and an owner. */
  inbox: [
    async ({}, use) => {
      // SITE_URL is the Origin the API accepts and the reset link's host, so the port is chosen first.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({ PORT: String(port), SITE_URL: base, MAIL_POLL_MS: "100" });
      await addOwner(server.db, OWNER, PASSWORD);
      await use({ server, base });
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.base),
});

/** A message's body parts decoded (quoted-printable or base64), joined. */
function decoded(eml) {
  const [, ...parts] = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  return (parts.length ? parts : [eml])
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return Buffer.from(
          body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8");
      return body;
    })
    .join("\n");
}

/** The reset link in the newest email to the owner, waiting for the mail worker to write it. */
async function resetLink(dir, count) {
  const mailDir = join(dir, "mail");
  const deadline = Date.now() + 20_000;
  for (;;) {
    let files = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
    } catch {
      // The worker makes the folder with the first message.
    }
    const links = files
      .map((f) => decoded(readFileSync(join(mailDir, f), "utf8")))
      .flatMap((text) => [...new Set(text.match(/https?:\/\/\S+\/admin\/#reset=[0-9a-f]{64}/g) ?? [])]);
    if (links.length >= count) {
      const [newest] = links.filter((l) => !resetLink.seen.has(l));
      if (newest) {
        resetLink.seen.add(newest);
        return newest;
      }
    }
    if (Date.now() > deadline) throw new Error(`no reset email in ${mailDir} (files: ${files.join(", ")})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
resetLink.seen = new Set();

test.describe("password reset by an emailed link", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let ctx, p, base, dir, link;
  const errors = [];
  const heading = (name) => p.getByRole("heading", { level: 1, name });
  // Next's route announcer is an empty alert too: read the form's own.
  const formAlert = () => p.locator("form [role=alert]");

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ base } = inbox);
    dir = inbox.server.dir;
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    ctx = await browser.newContext({ viewport, isMobile, hasTouch });
    p = await ctx.newPage();
    await recordViolations(p);
    p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("'Forgot your password?' asks for a link with the email typed", async () => {
    await p.goto(`${base}/admin`);
    await hydrated(p, "form button[type=submit]");
    await p.getByLabel("Email address").fill(OWNER);
    await p.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(heading("Reset your password")).toBeVisible();
    await expect(p.getByLabel("Email address")).toHaveValue(OWNER);
    await axe(p, "forgot password");
    await p.getByRole("button", { name: "Email me a link" }).click();
    await expect(
      p.getByRole("status").filter({ hasText: "We've sent a link if that address has an account." }),
    ).toHaveText("We've sent a link if that address has an account. It works once, for 30 minutes.");
    await axe(p, "link sent");
    link = await resetLink(dir, 1);
    expect(link.startsWith(`${base}/admin/#reset=`)).toBe(true);
  });

  test("the link opens 'Choose a new password'; the rules and mismatches show in the form", async () => {
    await p.goto(link);
    await expect(heading("Choose a new password")).toBeVisible();
    await hydrated(p, "form button[type=submit]");
    await expect(p.getByText("At least 12 characters, and not your email address.")).toBeVisible();
    await axe(p, "choose a new password");
    await p.getByLabel("New password").fill("too short");
    await p.getByLabel("The same password again").fill("too short");
    await p.getByRole("button", { name: "Change password" }).click();
    await expect(formAlert()).toHaveText("The password must be at least 12 characters long.");
    await p.getByLabel("New password").fill(NEW_PASSWORD);
    await p.getByLabel("The same password again").fill(`${NEW_PASSWORD}!`);
    await p.getByRole("button", { name: "Change password" }).click();
    await expect(formAlert()).toContainText("The two passwords are different.");
    // A rule only the API knows comes back in its words; the link still works.
    await p.getByLabel("New password").fill(OWNER);
    await p.getByLabel("The same password again").fill(OWNER);
    await p.getByRole("button", { name: "Change password" }).click();
    await expect(formAlert()).toHaveText("The password must not be the email address.");
  });

  test("the new password is set, the link leaves the address bar, and the owner signs in with it", async () => {
    await p.getByLabel("New password").fill(NEW_PASSWORD);
    await p.getByLabel("The same password again").fill(NEW_PASSWORD);
    await p.getByRole("button", { name: "Change password" }).click();
    await expect(heading("Sign in to your inbox")).toBeVisible();
    await expect(p.getByRole("status").filter({ hasText: "Your password has been changed." })).toHaveText(
      "Your password has been changed. Every browser has been signed out; sign in with the new password.",
    );
    expect(new URL(p.url()).hash).toBe("");
    expect(await p.evaluate(() => window.location.href.includes("reset="))).toBe(false);
    await p.getByLabel("Email address").fill(OWNER);
    await p.getByLabel("Password").fill(PASSWORD);
    await p.getByRole("button", { name: "Sign in" }).click();
    await expect(formAlert()).toHaveText(/wrong/);
    await p.getByLabel("Password").fill(NEW_PASSWORD);
    await p.getByRole("button", { name: "Sign in" }).click();
    await expect(heading("Leads")).toBeVisible();
  });

  test("the spent link says so and offers a new one", async () => {
    // A browser with no session, as the owner's phone would be after the reset.
    const other = await ctx.browser().newContext({ viewport: p.viewportSize() });
    const q = await other.newPage();
    q.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    await q.goto(link);
    await expect(q.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await hydrated(q, "form button[type=submit]");
    await q.getByLabel("New password").fill("yet another long passphrase");
    await q.getByLabel("The same password again").fill("yet another long passphrase");
    await q.getByRole("button", { name: "Change password" }).click();
    await expect(q.locator("form [role=alert]")).toHaveText(
      "This reset link has expired or has already been used. Ask for a new one.",
    );
    await q.getByRole("button", { name: "Ask for a new link" }).click();
    await expect(q.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    expect(new URL(q.url()).hash).toBe("");
    await other.close();
  });

  test("no Content-Security-Policy violation or page error", async () => {
    expect(await p.evaluate(() => window.__violations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
