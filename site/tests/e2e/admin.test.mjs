// The owner's inbox at /admin (issue 11), in Chromium at 390 px and 1366 px,
// against the real `api serve` with an owner created by the real CLI and mail
// sent to a small SMTP server written here. Each width gets a fresh database.
// Covered: an absent or ended session lands on sign-in; sign in; a lead from
// the real quote form, its failed notification resent, worked through every
// stage; spam released; results that change after page views and an enquiry;
// one person's data exported and erased; sign out, and sign out everywhere;
// axe on every screen; and
// no Content-Security-Policy violation anywhere in the inbox.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import net from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { addOwner, freePort, hydrated, launch, startServer } from "./harness.mjs";

const OWNER = "owner@example.test";
const PASSWORD = "a long test passphrase 4 the owner";
const NOTIFY = "leads@example.test";

/**
 * Enough SMTP for lettre: keeps each message, and refuses RCPT TO the
 * addresses in `refuse` with 550 (a permanent failure) until they are removed.
 */
function smtpSink() {
  const messages = [];
  const refuse = new Set();
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = "";
    let message = { to: [], raw: "" };
    const reply = (line) => socket.write(`${line}\r\n`);
    reply("220 sink.test ESMTP ready");
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          message.raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(message);
          message = { to: [], raw: "" };
          data = false;
          reply("250 2.0.0 queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") { message = { to: [], raw: "" }; reply("250 2.1.0 ok"); }
        else if (verb === "RCPT") {
          const to = (line.match(/<([^>]*)>/) ?? [])[1] ?? "";
          if (refuse.has(to)) reply(`550 5.1.1 <${to}>: mailbox unavailable`);
          else { message.to.push(to); reply("250 2.1.5 ok"); }
        } else if (verb === "DATA") { data = true; reply("354 go ahead"); }
        else if (verb === "QUIT") { reply("221 bye"); socket.end(); return; }
        else reply("250 ok");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({
    port: server.address().port, messages, refuse,
    close: () => new Promise((r) => server.close(r)),
  })));
}

/** Polls `check` until it returns a truthy value (the condition, not a fixed sleep). */
async function until(check, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === "function" ? what() : what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function axe(p, screen) {
  const results = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  assert.deepEqual(violations, [], `axe on ${screen}`);
}

/** The real quote form on a public page; resolves once the API has accepted it. */
async function sendQuote(ctx, base, path, values) {
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
  await form.locator("button[type=submit]").click();
  assert.equal((await answered).status(), 200);
  await p.close();
}

for (const width of [390, 1366]) {
  describe(`the inbox at ${width} px`, () => {
    let sink, server, browser, ctx, p, base;
    const errors = [];
    const email = `customer-${width}@example.test`;
    const spamName = `Spam Bot ${width}`;
    const go = async (hash) => {
      await p.evaluate((h) => { window.location.hash = h; }, hash);
    };
    const heading = (name) => p.getByRole("heading", { level: 1, name });

    before(async () => {
      sink = await smtpSink();
      sink.refuse.add(NOTIFY);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = await startServer({
        PORT: String(port), SITE_URL: base, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_EMAIL: NOTIFY,
        MAIL_FROM: "site@example.test", MAIL_POLL_MS: "100", MAIL_RETRY_BASE_MS: "100", PAGE_VIEW_FLUSH_MS: "50",
      });
      await addOwner(server.db, OWNER, PASSWORD);
      browser = await launch();
      ctx = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      p = await ctx.newPage();
      await p.addInitScript(() => {
        window.__violations = [];
        document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
      });
      p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
      await sink?.close();
    });

    it("without a session, /admin shows the sign-in form, never indexed", async () => {
      const res = await p.goto(`${base}/admin`);
      assert.equal(res.status(), 200);
      assert.match(await p.locator("meta[name=robots]").getAttribute("content"), /noindex, nofollow/);
      await heading("Sign in to your inbox").waitFor();
      // None of the public chrome: no header, footer, chat button or beacon.
      assert.equal(await p.locator("footer, a[href^='https://wa.me/']").count(), 0);
      await axe(p, "sign-in");
    });

    it("a wrong password shows the API's message", async () => {
      await hydrated(p, "form button[type=submit]");
      await p.getByLabel("Email address").fill(OWNER);
      await p.getByLabel("Password").fill("not the password");
      await p.getByRole("button", { name: "Sign in" }).click();
      // Next's route announcer is an empty alert too: read the form's own.
      const alert = p.locator("form [role=alert]");
      await alert.waitFor();
      assert.match(await alert.textContent(), /\w{3,}/);
    });

    it("signs in and lists leads", async () => {
      await p.getByLabel("Password").fill(PASSWORD);
      await p.getByRole("button", { name: "Sign in" }).click();
      await heading("Leads").waitFor();
      await axe(p, "leads");
    });

    it("a lead from the real quote form; its failed notification is resent", async () => {
      await sendQuote(ctx, base, "/services/boiler-repair", { Name: `Morag ${width}`, Phone: "07700 900123", Email: email, Message: "The boiler keeps losing pressure." });
      await go("#/leads");
      await p.reload();
      const link = p.getByRole("link", { name: `Morag ${width}` });
      await link.waitFor();
      await link.click();
      await heading(`Morag ${width}`).waitFor();
      // The sink refuses the business notification with 550: the outbox marks it failed.
      const resend = p.getByRole("button", { name: "Resend notification" });
      await until(async () => {
        if (await resend.isVisible()) return true;
        await p.reload();
        await heading(`Morag ${width}`).waitFor();
        return false;
      }, "the notification to fail");
      assert.equal(await p.getByRole("link", { name: "/services/boiler-repair" }).getAttribute("href"), "/services/boiler-repair");
      assert.match(await p.getByRole("link", { name: "Call" }).getAttribute("href"), /^tel:\+?\d+/);
      assert.match(await p.getByRole("link", { name: "WhatsApp" }).getAttribute("href"), /^https:\/\/wa\.me\/44/);
      assert.equal(await p.getByRole("link", { name: "Email", exact: true }).getAttribute("href"), `mailto:${email}`);
      await axe(p, "lead detail");
      sink.refuse.delete(NOTIFY);
      await resend.click();
      await p.getByRole("status").filter({ hasText: "queued to send again" }).waitFor();
      await until(() => sink.messages.some((m) => m.to.includes(NOTIFY) && m.raw.includes(`Morag ${width}`)), "the resent notification");
    });

    it("works the lead through every stage, with a note and its history", async () => {
      await p.getByLabel("Note with the change (optional)").fill("Called back, visiting Tuesday");
      for (const stage of ["Contacted", "Quoted", "Won", "Lost", "New"]) {
        await p.getByRole("button", { name: stage, exact: true }).click();
        await p.getByRole("status").filter({ hasText: `Moved to ${stage}.` }).waitFor();
        assert.equal(await p.getByRole("button", { name: stage, exact: true }).getAttribute("aria-pressed"), "true");
      }
      await p.getByLabel("Add a note").fill("Customer prefers mornings");
      await p.getByRole("button", { name: "Save note" }).click();
      await p.getByRole("status").filter({ hasText: "Note added." }).waitFor();
      const history = await p.locator("ol").last().textContent();
      for (const want of ["Enquiry received", "New → Contacted", "Contacted → Quoted", "Quoted → Won", "Won → Lost", "Called back, visiting Tuesday", "Customer prefers mornings"]) {
        assert.ok(history.includes(want), `history has ${want}: ${history}`);
      }
    });

    it("releases spam with 'Not spam'", async () => {
      // The honeypot filled, as a bot fills every field.
      const status = await p.evaluate(async (name) => (await fetch("/api/contact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name, phone: "0141 496 0000", service: "Tap Repair", pagePath: "/contact", website: "http://spam.example" }) })).status, spamName);
      assert.equal(status, 200);
      await go("#/spam");
      await heading("Spam").waitFor();
      const card = p.locator("article").filter({ hasText: spamName });
      await card.waitFor();
      await axe(p, "spam");
      await card.getByRole("button", { name: "Not spam" }).click();
      await p.getByRole("status").filter({ hasText: "moved to your leads" }).waitFor();
      await go("#/leads");
      await p.getByRole("link", { name: spamName }).waitFor();
    });

    it("incomplete and mail log screens", async () => {
      // A form posted without JavaScript, its phone left empty: kept as incomplete.
      const halfName = `Half Form ${width}`;
      const posted = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: halfName, phone: "", service: "Boiler Services", pagePath: "/contact" }).toString(),
        redirect: "manual",
      });
      assert.equal(posted.status, 303, "a no-JavaScript form is redirected to what is missing");
      await go("#/incomplete");
      await heading("Incomplete").waitFor();
      const half = p.locator("article").filter({ hasText: halfName });
      await half.getByText("Enter your phone number").waitFor();
      await axe(p, "incomplete");
      await go("#/mail");
      await heading("Mail log").waitFor();
      await p.locator("ul[aria-label=Messages] li").first().waitFor();
      await axe(p, "mail log");
    });

    it("results change after page views and an enquiry", async () => {
      await go("#/results");
      await heading("Results").waitFor();
      const total = async (label) => Number((await p.locator("dl[aria-label=Totals] div").filter({ hasText: label }).locator("dd").textContent()).replace(/\D/g, ""));
      await p.locator("dl[aria-label=Totals]").waitFor();
      // uPlot is fetched only now, and draws without a policy violation.
      await p.locator(".daily-chart[data-ready=true] canvas").waitFor();
      await axe(p, "results");
      const [views, enquiries] = [await total("Views"), await total("Enquiries")];
      // A visitor of their own, with an ordinary browser's user agent: the API does not count HeadlessChrome.
      const visitorCtx = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36" });
      const visitor = await visitorCtx.newPage();
      for (const path of ["/", "/services/boiler-repair", "/areas/partick"]) {
        const beacon = visitor.waitForResponse((r) => r.url().endsWith("/api/page-views"));
        await visitor.goto(base + path);
        assert.ok((await beacon).ok(), `page view on ${path}`);
      }
      await visitorCtx.close();
      await sendQuote(ctx, base, "/areas/partick", { Name: `Results ${width}`, Phone: "0141 496 0001", Service: "Boiler Services" });
      let last;
      await until(async () => {
        await p.getByRole("button", { name: "7 days" }).click();
        await p.getByRole("button", { name: "30 days" }).click();
        await p.locator("dl[aria-label=Totals]").waitFor();
        last = [await total("Views"), await total("Enquiries")];
        return last[0] >= views + 3 && last[1] >= enquiries + 1;
      }, () => `the totals to change from ${views} views and ${enquiries} enquiries (now ${last})`);
      const top = await p.locator("table").filter({ hasText: "Conversion" }).first().textContent();
      assert.ok(top.includes("/areas/partick"), top);
    });

    it("newsletter screen", async () => {
      await go("#/newsletter");
      await heading("Newsletter").waitFor();
      await p.getByText("No subscribers.").or(p.locator("ul[aria-label=Subscribers]")).waitFor();
      const href = await p.getByRole("link", { name: "Download CSV" }).getAttribute("href");
      assert.equal(href, "/api/admin/newsletter.csv");
      const [status, type] = await p.evaluate(async (url) => { const r = await fetch(url); return [r.status, r.headers.get("content-type")]; }, href);
      assert.equal(status, 200);
      assert.match(type, /^text\/csv/);
      await axe(p, "newsletter");
    });

    it("exports and erases one person's data", async () => {
      await go("#/people");
      await heading("People").waitFor();
      await axe(p, "people");
      await p.getByLabel("Email address or phone number").fill(email);
      await p.getByRole("button", { name: "Find" }).click();
      await p.getByRole("heading", { name: /^Held about/ }).waitFor();
      const download = p.waitForEvent("download");
      await p.getByRole("button", { name: "Download as JSON" }).click();
      const file = await (await download).path();
      const exported = JSON.parse(readFileSync(file, "utf8"));
      assert.ok(exported.enquiries.some((e) => e.email === email));
      await axe(p, "people (found)");
      const erase = p.getByRole("button", { name: "Erase this person’s data" });
      assert.equal(await erase.isDisabled(), true);
      await p.getByLabel(/^Type .* to confirm$/).fill(exported.who);
      await erase.click();
      await p.getByRole("status").filter({ hasText: /Erased: 1 enquiry/ }).waitFor();
      await p.getByRole("button", { name: "Find" }).click();
      await p.getByText(/Nothing is held about/).waitFor();
    });

    it("signs out; an ended session lands on sign-in", async () => {
      await go("#/leads");
      await heading("Leads").waitFor();
      await p.locator("summary").filter({ hasText: OWNER }).click();
      await p.getByRole("button", { name: "Sign out", exact: true }).click();
      await p.getByText("You have signed out.").waitFor();
      await p.reload();
      await heading("Sign in to your inbox").waitFor();
      // Signed in again, then the session disappears (as when it expires): the next request lands on sign-in.
      await hydrated(p, "form button[type=submit]");
      await p.getByLabel("Email address").fill(OWNER);
      await p.getByLabel("Password").fill(PASSWORD);
      await p.getByRole("button", { name: "Sign in" }).click();
      await heading("Leads").waitFor();
      await ctx.clearCookies();
      await go("#/mail");
      await p.getByText("Your session has ended. Please sign in again.").waitFor();
      await heading("Sign in to your inbox").waitFor();
    });

    it("'Sign out everywhere' ends the session on another device too", async () => {
      const signIn = async (page) => {
        await page.goto(`${base}/admin`);
        await hydrated(page, "form button[type=submit]");
        await page.getByLabel("Email address").fill(OWNER);
        await page.getByLabel("Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
      };
      const otherCtx = await browser.newContext({ viewport: { width, height: 900 } });
      const other = await otherCtx.newPage();
      await signIn(p);
      await signIn(other);
      await p.locator("summary").filter({ hasText: OWNER }).click();
      await p.getByRole("button", { name: "Sign out everywhere" }).click();
      await p.getByText("You have signed out on every device.").waitFor();
      await other.evaluate(() => { window.location.hash = "#/mail"; });
      await other.getByText("Your session has ended. Please sign in again.").waitFor();
      await otherCtx.close();
    });

    it("no Content-Security-Policy violation or page error in the inbox", async () => {
      assert.deepEqual(await p.evaluate(() => window.__violations), []);
      assert.deepEqual(errors, []);
    });
  });
}
