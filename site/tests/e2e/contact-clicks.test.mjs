// Calls and chats counted (issue 13.4, decision 31), at 390 px and 1366 px:
// a tap on the business's phone link and on a WhatsApp link each send one
// beacon to the real API, which stores it (read back with `api stats`), and
// the link still does what it did (the WhatsApp tab opens; the click is not
// cancelled). The gas emergency line's link is not the business's and sends
// nothing. WhatsApp's site is answered here by Playwright's routing, so
// nothing leaves the machine.
import { execFileSync } from "node:child_process";
import { expect, test as base } from "./fixtures.mjs";
import { apiBin } from "./harness.mjs";

const PATH = "/services/boiler-repair/partick";
const BUSINESS_TEL = 'a[href^="tel:"]:not([data-gas-emergency-call])';

const test = base.extend({
  // An ordinary browser's user agent (the API does not count HeadlessChrome),
  // one per width, so the two widths are two visitors.
  userAgent: async ({}, use, testInfo) =>
    use(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 w${testInfo.project.name}`,
    ),
});

/** The calls and chats `api stats` reports for `path` (0 when it lists no such page). */
function stored(db, path) {
  const table = execFileSync(apiBin, ["stats"], {
    env: { PATH: process.env.PATH, DATABASE_URL: `sqlite://${db}`, LOG: "error" },
  }).toString();
  const line = table.split("\n").find((l) => l.split(/\s+/)[0] === path);
  const cells = line?.trim().split(/\s+/) ?? [];
  return { calls: Number(cells.at(-2) ?? 0), chats: Number(cells.at(-1) ?? 0) };
}

const isClick = (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/contact-clicks";

/** Opens the page once its page view (and so the click listener) is in, and records whether anything cancels a click. */
async function openPage(page) {
  // The island that sends the page view adds the click listener in the same effect.
  const viewed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-views");
  await page.goto(PATH);
  expect((await viewed).status()).toBe(202);
  // Record, after every other listener, whether anything cancelled the click.
  await page.evaluate(() => {
    window.cancelled = [];
    window.addEventListener("click", (e) => e.target.closest?.("a") && window.cancelled.push(e.defaultPrevented));
  });
}

// Two tests, each starting on a fresh page, and no click that must count
// comes after a tel: link: in headless Chromium a click made just after one
// was followed (the browser handing it to the system) was sometimes not
// delivered to the page at all, about one run in six. What
// a beacon carried is read back from the API (`api stats` counts the kind on
// the page): Playwright does not always see a beacon's body.
test.describe("calls and chats are counted @each-width", () => {
  test("a phone tap reaches the API without holding up the link", async ({ page, server }) => {
    const sent = [];
    page.on("request", (r) => isClick(r) && sent.push(r.url()));
    await openPage(page);
    const before = stored(server.db, PATH);

    const call = page.waitForRequest(isClick);
    await page.locator(`${BUSINESS_TEL}:visible`).first().click();
    await call;
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => window.cancelled)).toEqual([false]);
    // The page stayed where it was.
    expect(new URL(page.url()).pathname).toBe(PATH);

    await expect
      .poll(() => stored(server.db, PATH), { message: "the API stored one call" })
      .toEqual({ calls: before.calls + 1, chats: before.chats });
  });

  // On a fresh page of its own: a click made after a tel: link was followed
  // was sometimes never delivered in headless Chromium (one run in several
  // under load), and then 'no beacon' proved nothing. Here the click is the
  // page's first, and `window.cancelled` shows it was delivered.
  test("a tap on the gas emergency line sends nothing", async ({ page, server }) => {
    const sent = [];
    page.on("request", (r) => isClick(r) && sent.push(r.url()));
    await openPage(page);
    const before = stored(server.db, PATH);

    await page.locator("a[data-gas-emergency-call]:visible").first().click();
    // A request the page makes after the click is the fence: requests are
    // reported in order, so none sent by the click can come after it.
    await page.evaluate(() => fetch("/api/health").then((r) => r.status));
    expect(await page.evaluate(() => window.cancelled)).toEqual([false]);
    expect(sent).toHaveLength(0);
    expect(stored(server.db, PATH)).toEqual(before);
  });

  test("a WhatsApp tap reaches the API and the chat still opens", async ({ page, context, server }) => {
    await context.route("https://wa.me/**", (r) =>
      r.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
    );
    const sent = [];
    page.on("request", (r) => isClick(r) && sent.push(r.url()));
    await openPage(page);
    const before = stored(server.db, PATH);

    const chat = page.waitForRequest(isClick);
    const tab = context.waitForEvent("page");
    await page.locator('a[href^="https://wa.me/"]:visible').first().click();
    await chat;
    const whatsapp = await tab;
    await expect(whatsapp).toHaveURL(/^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveTitle("WhatsApp");
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => window.cancelled)).toEqual([false]);
    expect(new URL(page.url()).pathname).toBe(PATH);

    await expect
      .poll(() => stored(server.db, PATH), { message: "the API stored one chat" })
      .toEqual({ calls: before.calls, chats: before.chats + 1 });
  });
});
