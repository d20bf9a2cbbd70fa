// Visits and replies in the owner's inbox (issue 33 items 5 and 6), in
// Chromium at 390 px and 1366 px, against the real `api serve` sending mail
// to a small SMTP server (smtp-sink.mjs). On one signed-in page, in order:
// a visit booked on a lead from the real quote form, the customer's
// confirmation and its calendar file read from the sink; the Visits screen;
// a template reply sent by email in the customer's thread and one opened in
// WhatsApp; the templates screen refusing an unknown placeholder.
// With SHOTS_DIR set, the 390 px run saves screenshots of each screen there.
import { join } from "node:path";
import { expect } from "./fixtures.mjs";
import { axe, sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

/** Where the inbox fixture (mail-inbox.mjs) sends the owner's mail: replies go back there. */
const NOTIFY = "leads@example.test";

/** A header of a raw message, unfolded. */
function header(raw, name) {
  const head = raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]/g, " ");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The calendar part of a raw message, decoded, its folds undone, as lines. */
function calendar(raw) {
  const at = raw.indexOf("Content-Type: text/calendar");
  expect(at, "a calendar part").toBeGreaterThan(-1);
  const part = raw.slice(at);
  const [head, ...rest] = part.split("\r\n\r\n");
  let body = rest.join("\r\n\r\n");
  body = body.slice(0, body.indexOf("\r\n--"));
  const text = /base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : /quoted-printable/i.test(head)
      ? body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
      : body;
  return { type: head.split("\r\n")[0], lines: text.replace(/\r\n /g, "").split("\r\n") };
}

/** The UK calendar day `offset` days from now, `YYYY-MM-DD`. */
function londonDay(offset) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + offset * 86_400_000));
}

test.describe("visits and replies", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let sink, ctx, p, base, width, email, name;
  const errors = [];
  const shot = async (file) => {
    if (process.env.SHOTS_DIR && width === 390)
      await p.screenshot({ path: join(process.env.SHOTS_DIR, file), fullPage: false });
  };
  const heading = (n) => p.getByRole("heading", { level: 1, name: n });
  const go = (hash) => p.evaluate((h) => (window.location.hash = h), hash);

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ sink, base } = inbox);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    width = viewport.width;
    email = `visit-${width}@example.test`;
    name = `Isla Visit ${width}`;
    ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile, hasTouch });
    p = await ctx.newPage();
    p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    await signIn(p, base);
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("books a visit; the customer's confirmation carries the calendar file", async () => {
    await sendQuote(ctx, base, "/contact", {
      Name: name,
      Phone: "07700 900321",
      Email: email,
      Service: "Tap Repair",
      "Location or postcode": "Partick, G11",
    });
    await go("#/leads");
    await p.getByRole("link", { name }).click();
    await expect(heading(name)).toBeVisible();
    const form = p.getByRole("form", { name: "Book a visit" });
    await form.getByLabel("Day").fill("2027-07-01");
    await form.getByLabel("Time (UK)").fill("09:30");
    await form.getByLabel("How long").selectOption("90");
    await form.getByLabel("Who is going").fill("Craig");
    await form.scrollIntoViewIfNeeded();
    await shot("visit-form-390.png");
    await form.getByRole("button", { name: "Book visit" }).click();
    await expect(
      p.getByRole("status").filter({ hasText: "Visit booked. The customer has been emailed" }),
    ).toBeVisible();
    await expect(p.getByRole("list", { name: "Booked visits" })).toContainText("Survey: Thursday 1 July 2027 at 09:30");
    // The lead's history says so.
    await expect(p.getByRole("paragraph").filter({ hasText: /^Visit booked$/ })).toBeVisible();

    await expect
      .poll(
        () => sink.messages.some((m) => m.to.includes(email) && header(m.raw, "Subject")?.startsWith("Visit booked")),
        {
          message: "the confirmation reaches the customer",
          timeout: 15_000,
        },
      )
      .toBe(true);
    const mail = sink.messages.find((m) => m.to.includes(email) && header(m.raw, "Subject").startsWith("Visit booked"));
    expect(header(mail.raw, "Subject")).toMatch(/^Visit booked: Thursday 1 July 2027 at 09:30 \(reference #\d+\)$/);
    expect(header(mail.raw, "Reply-To")).toBe(NOTIFY);
    const ics = calendar(mail.raw);
    expect(ics.type).toContain("method=REQUEST");
    for (const line of [
      "METHOD:REQUEST",
      "SEQUENCE:0",
      "DTSTART:20270701T083000Z",
      "DTEND:20270701T100000Z",
      "STATUS:CONFIRMED",
    ])
      expect(ics.lines, line).toContain(line);
    expect(ics.lines.some((l) => /^UID:visit-[0-9a-f]+@/.test(l))).toBe(true);
    await axe(p, "lead with visits and replies");
  });

  test("the Visits screen lists the coming days' visits by day, each linking to its lead", async () => {
    const form = p.getByRole("form", { name: "Book a visit" });
    const tomorrow = londonDay(1);
    await form.getByLabel("Day").fill(tomorrow);
    await form.getByLabel("Time (UK)").fill("10:15");
    await form.getByLabel("Who is going").fill("Jo");
    await form.getByRole("button", { name: "Book visit" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Visit booked." })).toBeVisible();
    await go("#/visits");
    await expect(heading("Visits")).toBeVisible();
    const day = p.locator(`[data-day="${tomorrow}"]`);
    await expect(day).toContainText("10:15");
    await expect(day.getByRole("link", { name })).toHaveAttribute("href", /^#\/leads\/\d+$/);
    await expect(day.getByRole("link", { name: ".ics" })).toHaveAttribute("href", /^\/api\/admin\/visits\/\d+\.ics$/);
    // The 2027 visit is beyond the 14 days.
    await expect(p.getByText("Thursday 1 July 2027")).toHaveCount(0);
    await shot("visits-screen-390.png");
    await axe(p, "visits screen");
    await day.getByRole("link", { name }).click();
    await expect(heading(name)).toBeVisible();
  });

  test("sends a template reply by email in the customer's thread, and one by WhatsApp", async () => {
    const ack = sink.messages.find(
      (m) => m.to.includes(email) && header(m.raw, "Subject").startsWith("We have your request"),
    );
    expect(ack, "the acknowledgement was sent").toBeTruthy();
    await p.getByLabel("Template").selectOption({ label: "Ask for photographs" });
    const text = p.getByLabel("Message (change anything before sending)");
    await expect(text).toHaveValue(/^Hello Isla, a few photographs would help us price your Tap Repair job\./);
    await text.fill(`${await text.inputValue()}\n\nThe tap under the sink, please.`);
    await text.scrollIntoViewIfNeeded();
    await shot("reply-composer-390.png");
    await p.getByRole("button", { name: "Send by email" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Reply queued to send by email." })).toBeVisible();
    await expect(p.getByText("Reply sent by email (photos)")).toBeVisible();
    await expect
      .poll(() => sink.messages.some((m) => m.to.includes(email) && header(m.raw, "Subject")?.startsWith("Re: ")), {
        message: "the reply reaches the customer",
        timeout: 15_000,
      })
      .toBe(true);
    const reply = sink.messages.find((m) => m.to.includes(email) && header(m.raw, "Subject").startsWith("Re: "));
    expect(header(reply.raw, "Subject")).toBe(`Re: ${header(ack.raw, "Subject")}`);
    expect(header(reply.raw, "In-Reply-To")).toBe(header(ack.raw, "Message-ID"));
    expect(header(reply.raw, "References")).toBe(header(ack.raw, "Message-ID"));

    await p.getByLabel("Template").selectOption({ label: "Follow-up" });
    await p.getByRole("button", { name: "Send by WhatsApp" }).click();
    await expect(p.getByRole("link", { name: "Open WhatsApp with this message" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/447700900321\?text=Hello%20Isla%2C%20we%20are%20checking%20in/,
    );
    await expect(p.getByText("Reply sent by WhatsApp (follow-up)")).toBeVisible();
  });

  test("the templates screen saves the owner's words and refuses an unknown placeholder", async () => {
    await go("#/templates");
    await expect(heading("Reply templates")).toBeVisible();
    const ackForm = p.getByRole("form", { name: "Acknowledge" });
    const words = ackForm.getByRole("textbox");
    await words.fill("Hello {firstname}, thanks for your {service} request ({reference}).");
    await ackForm.getByRole("button", { name: "Save" }).click();
    await expect(ackForm.getByRole("alert")).toHaveText(
      "{firstname} is not a placeholder we can fill in. Use {first_name}, {service}, {area} or {reference}.",
    );
    await shot("templates-editor-390.png");
    await words.fill("Hello {first_name}, thanks for your {service} request ({reference}).");
    await ackForm.getByRole("button", { name: "Save" }).click();
    await expect(ackForm.getByRole("status")).toHaveText("Saved.");
    await expect(ackForm).toContainText("(your words)");
    await axe(p, "reply templates");
    await ackForm.getByRole("button", { name: "Use the built-in words" }).click();
    await expect(ackForm.getByRole("status")).toHaveText("Back to the built-in words.");
    expect(errors).toEqual([]);
  });
});
