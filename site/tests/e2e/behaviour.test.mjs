// Menus, the mobile panel, WhatsApp messages, the quote form's states and
// notices, the emergency flag, blog filters, and the no-JavaScript form.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { hydrated, launch, startServer } from "./harness.mjs";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); await server.stop(); });

async function page(path, opts = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...opts });
  const p = await context.newPage();
  await p.goto(server.base + path);
  if (opts.javaScriptEnabled !== false) await hydrated(p, "header button");
  return p;
}

describe("header menus (SPEC 4, PRODUCT 21)", () => {
  it("opens after about 200 ms of hover and closes about 150 ms after the pointer leaves", async () => {
    const p = await page("/");
    const button = p.locator("header nav[aria-label=Main] button", { hasText: "Services" });
    const menu = p.locator("#menu-services");
    await button.hover();
    await p.waitForTimeout(80);
    assert.equal(await menu.isVisible(), false, "not open before the delay");
    await p.waitForTimeout(300);
    assert.equal(await menu.isVisible(), true, "open after the delay");
    await p.mouse.move(5, 600);
    await p.waitForTimeout(60);
    assert.equal(await menu.isVisible(), true, "still open just after leaving");
    await p.waitForTimeout(300);
    assert.equal(await menu.isVisible(), false, "closed after the close delay");
    // Within the skip window a neighbouring menu opens at once.
    await button.hover();
    await p.waitForTimeout(350);
    await p.locator("header nav[aria-label=Main] button", { hasText: "Areas" }).hover();
    await p.waitForTimeout(60);
    assert.equal(await p.locator("#menu-areas").isVisible(), true, "skip window");
    const areaLinks = await p.locator("#menu-areas a").allTextContents();
    assert.ok(areaLinks.some((t) => t.includes("View All 250+ Areas We Cover")));
    await p.context().close();
  });

  it("works from the keyboard: Enter opens, Escape closes and returns focus", async () => {
    const p = await page("/");
    const button = p.locator("header nav[aria-label=Main] button", { hasText: "Services" });
    await button.focus();
    await p.keyboard.press("Enter");
    assert.equal(await p.locator("#menu-services").isVisible(), true);
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    await p.keyboard.press("Escape");
    assert.equal(await p.locator("#menu-services").isVisible(), false);
    assert.equal(await p.evaluate(() => document.activeElement?.textContent?.trim()), "Services");
    await p.context().close();
  });

  it("marks the current page with aria-current", async () => {
    const p = await page("/reviews");
    assert.equal(await p.locator("header nav[aria-label=Main] a[aria-current=page]").textContent(), "Reviews");
    await p.context().close();
  });
});

describe("mobile panel", () => {
  it("opens as a dialog, keeps focus inside, and closes on a link click", async () => {
    const p = await page("/", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await p.locator("button[aria-label='Open menu']").click();
    const dialog = p.locator("[role=dialog]");
    assert.equal(await dialog.isVisible(), true);
    const labels = await dialog.locator("nav a").allTextContents();
    assert.deepEqual(labels.map((l) => l.trim()), ["Home", "Services", "Emergency", "Areas", "Blog", "Reviews", "Contact"]);
    assert.equal(await p.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))), true);
    await p.keyboard.press("Escape");
    assert.equal(await dialog.count(), 0, "Escape closes");
    await p.locator("button[aria-label='Open menu']").click();
    await p.locator("[role=dialog] nav a", { hasText: "Reviews" }).click();
    await p.waitForURL(/\/reviews$/);
    assert.equal(await p.locator("[role=dialog]").count(), 0);
    await p.context().close();
  });
});

describe("WhatsApp messages per page kind (SPEC 7)", () => {
  const cases = [
    ["/", "Hi, I need help with plumbing services in Glasgow"],
    ["/emergency", "EMERGENCY"],
    ["/areas/paisley", "I need plumbing services in Paisley"],
    ["/services/boiler-repair/partick", "in Partick"],
    ["/blog/winter-plumbing-protection-glasgow", "article"],
  ];
  for (const [path, expected] of cases) {
    it(path, async () => {
      const p = await page(path);
      const hrefs = await p.locator("main a[href^='https://wa.me/']").evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]));
      assert.ok(hrefs.length > 0, "has a WhatsApp link in the page");
      const messages = hrefs.map(([h]) => decodeURIComponent(new URL(h).searchParams.get("text") ?? ""));
      assert.ok(messages.some((m) => m.includes(expected)), `${messages.join(" | ")} should include ${expected}`);
      for (const [, target, rel] of hrefs) {
        assert.equal(target, "_blank");
        assert.match(rel ?? "", /noopener/);
      }
      await p.context().close();
    });
  }
  it("the category pages use their own fixed message", async () => {
    const p = await page("/electrical");
    const href = await p.locator("main a[href^='https://wa.me/']").first().getAttribute("href");
    assert.ok(decodeURIComponent(href).toLowerCase().includes("electric"));
    await p.context().close();
  });
});

async function fill(p, form, values) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: false }).first();
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

describe("quote form (SPEC 4, 5, 8)", () => {
  it("missing fields: the Missing Information notice, fields marked, nothing sent", async () => {
    const p = await page("/contact");
    let posted = false;
    p.on("request", (r) => { if (r.url().endsWith("/api/contact")) posted = true; });
    const form = p.locator("form[action='/api/contact']").first();
    await form.locator("button[type=submit]").click();
    const notice = p.locator("[data-notice]");
    await notice.waitFor();
    assert.match(await notice.textContent(), /Missing Information.*Please fill in all required fields\./);
    assert.equal(await form.locator("[aria-invalid=true]").count(), 3);
    assert.equal(posted, false);
    await p.waitForTimeout(5600);
    assert.equal(await p.locator("[data-notice]").count(), 0, "the notice is dismissed after about 5 seconds");
    await p.context().close();
  });

  it("success: spinner while sending, the quote notice, the form reset", async () => {
    const p = await page("/contact");
    const form = p.locator("form[action='/api/contact']").first();
    await fill(p, form, { "Name": "Morag Test", "Phone": "0141 496 0000", "Service": "Tap Repair" });
    await p.route("**/api/contact", async (route) => { await new Promise((r) => setTimeout(r, 400)); await route.continue(); });
    await form.locator("button[type=submit]").click();
    assert.match(await form.locator("button[type=submit]").textContent(), /Sending\.\.\./);
    assert.equal(await form.locator("button[type=submit]").isDisabled(), true);
    await p.locator("[data-notice=success]").waitFor();
    assert.match(await p.locator("[data-notice]").textContent(), /Quote Request Sent!.*within 15 minutes/);
    assert.equal(await form.getByLabel("Name", { exact: false }).first().inputValue(), "");
    await p.context().close();
  });

  it("failure: the Unable to send request notice, values kept", async () => {
    const p = await page("/contact");
    await p.route("**/api/contact", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"error":"down"}' }));
    const form = p.locator("form[action='/api/contact']").first();
    await fill(p, form, { "Name": "Kept Value", "Phone": "0141 496 0000", "Service": "Tap Repair" });
    await form.locator("button[type=submit]").click();
    await p.locator("[data-notice=error]").waitFor();
    assert.match(await p.locator("[data-notice]").textContent(), /Unable to send request.*Please call us directly at 0141 496 0123 or try WhatsApp below/);
    assert.equal(await form.getByLabel("Name", { exact: false }).first().inputValue(), "Kept Value");
    await p.context().close();
  });

  it("service-in-area forms send the emergency flag and show the emergency notice", async () => {
    const p = await page("/services/boiler-repair/partick");
    let body;
    p.on("request", (r) => { if (r.url().endsWith("/api/contact")) body = JSON.parse(r.postData()); });
    const form = p.locator("form[action='/api/contact']").first();
    // Titled and worded as a quote, with the page's service already chosen.
    assert.equal(await form.locator("select[name=service]").inputValue(), "Boiler Services");
    assert.match(await form.locator("button[type=submit]").textContent(), /Get My Free Quote/);
    await fill(p, form, { "Name": "Emergency Test", "Phone": "07700 900123" });
    await form.locator("button[type=submit]").click();
    await p.locator("[data-notice=success]").waitFor();
    assert.equal(body.isEmergency, true);
    assert.equal(body.pagePath, "/services/boiler-repair/partick");
    assert.match(await p.locator("[data-notice]").textContent(), /Emergency Request Sent!/);
    await p.context().close();
  });

  it("category 'Get Quote' buttons go to the form, choose the service and name the item (PRODUCT 15)", async () => {
    const p = await page("/gas");
    const form = p.locator("#quote form");
    const buttons = p.getByRole("link", { name: /^Get Quote for / });
    assert.equal(await buttons.count(), 6);
    const item = (await buttons.nth(1).getAttribute("aria-label")).replace("Get Quote for ", "");
    await form.locator("select[name=service]").selectOption("");
    await buttons.nth(1).click();
    await p.waitForURL(/#quote$/);
    assert.equal(await form.locator("select[name=service]").inputValue(), "Boiler Services");
    assert.equal(await form.locator("textarea[name=message]").inputValue(), `Quote for: ${item}`);
    await p.context().close();

    // Electrical work has no option in the form's fixed list: nothing plumbing-related is chosen for it.
    const e = await page("/electrical");
    assert.equal(await e.locator("#quote select[name=service]").inputValue(), "");
    await e.getByRole("link", { name: /^Get Quote for / }).first().click();
    assert.equal(await e.locator("#quote select[name=service]").inputValue(), "");
    assert.match(await e.locator("#quote textarea[name=message]").inputValue(), /^Quote for: \S/);
    await e.context().close();
  });

  it("works with JavaScript disabled", async () => {
    const p = await page("/contact", { javaScriptEnabled: false });
    const form = p.locator("form[action='/api/contact']").first();
    await form.locator("input[name=name]").fill("No Script");
    await form.locator("input[name=phone]").fill("0141 496 0000");
    await form.locator("select[name=service]").selectOption("Tap Repair");
    // Enter in a field submits the form natively, as a keyboard user would.
    await form.locator("input[name=phone]").press("Enter");
    await p.waitForURL(/\/api\/contact\/thanks/);
    assert.match(await p.content(), /Quote Request Sent!/);
    await p.context().close();
  });
});

describe("blog filters (SPEC 4, PRODUCT 20)", () => {
  it("filter, count, clear, no match, and the URL", async () => {
    const p = await page("/blog");
    await hydrated(p, "input[type=search]");
    const count = () => p.getByText(/\d+ articles? found/).textContent();
    assert.match(await count(), /^13 articles found/);
    await p.getByPlaceholder("Search articles...").fill("BOILER");
    await p.waitForFunction(() => location.search.includes("q=BOILER"));
    const n = Number((await count()).match(/\d+/)[0]);
    assert.ok(n > 0 && n < 13);
    await p.getByRole("button", { name: "Clear Filters" }).click();
    assert.match(await count(), /^13 articles found/);
    assert.equal(await p.getByRole("button", { name: "Clear Filters" }).count(), 0);
    await p.getByPlaceholder("Search articles...").fill("zzzz nothing");
    await p.getByText("No Articles Found").waitFor();
    await p.getByRole("button", { name: "View All Articles" }).click();
    assert.match(await count(), /^13 articles found/);
    // A shared filtered URL opens filtered.
    await p.goto(server.base + "/blog?category=Gas%20Safety");
    // The static HTML lists all 13; the URL's filter applies once hydrated.
    await p.getByText(/^1 article found/).waitFor();
    await p.context().close();
  });
});
