// SPEC details checked in the browser: headings in the spec's own words, the
// not-found page's large 404, the quote form's WhatsApp button following the
// chosen service, the mobile panel sliding in from the right (and not moving
// under reduced motion), and page-view failures logged, never shown.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { hydrated, launch, startServer } from "./harness.mjs";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); await server.stop(); });

async function open(path, opts = {}) {
  const { beforeGoto, ...contextOpts } = opts;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...contextOpts });
  const p = await context.newPage();
  const errors = [];
  p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  if (beforeGoto) await beforeGoto(p);
  const res = await p.goto(server.base + path);
  return { p, errors, status: res?.status() };
}

const FALLBACK = "Hi, I need help with plumbing services in Glasgow";
const waText = (href) => new URL(href).searchParams.get("text");

describe("headings and labels in the spec's words (SPEC 2)", () => {
  const cases = [
    ["/", ["Request Your Free Quote"]],
    ["/electrical", ["Why Choose Us"]],
    ["/areas/partick", ["Plumber Partick", "Why Choose Us", "Get Free Quote - Partick"]],
    ["/services/boiler-repair/partick", ["Boiler Repair in Partick", "Why Choose Us", "Get Boiler Repair Quote"]],
    ["/blog", ["All Articles", "Stay Updated"]],
    ["/blog/winter-plumbing-protection-glasgow", ["Need Help?", "Related Articles", "Ready to Get Started?"]],
  ];
  for (const [path, headings] of cases) {
    it(`${path}: ${headings.join(", ")}`, async () => {
      const { p } = await open(path);
      for (const name of headings) {
        assert.ok(await p.getByRole("heading", { name, exact: true }).count() >= 1, `a heading reading exactly '${name}'`);
      }
      await p.context().close();
    });
  }

  it("the category page's why-choose list has six points and the area page four blocks", async () => {
    const { p } = await open("/gas");
    const why = p.locator("section", { has: p.getByRole("heading", { name: "Why Choose Us", exact: true }) });
    assert.equal(await why.locator("ul").first().locator(":scope > li").count(), 6);
    await p.goto(server.base + "/areas/paisley");
    const blocks = p.locator("section", { has: p.getByRole("heading", { name: "Why Choose Us", exact: true }) });
    assert.equal(await blocks.locator("ul").first().locator(":scope > li").count(), 4);
    await p.context().close();
  });
});

describe("not-found page (SPEC 8 'Unmatched route')", () => {
  for (const width of [390, 1366]) {
    it(`a large 404 heading above 'Oops! Page not found' at ${width} px, and the path logged`, async () => {
      const { p, errors, status } = await open("/nothing/here", { viewport: { width, height: 900 } });
      assert.equal(status, 404);
      const h1 = p.locator("h1");
      assert.equal(await h1.count(), 1, "one h1");
      assert.equal((await h1.textContent()).trim(), "404");
      const subtitle = p.getByText("Oops! Page not found", { exact: true });
      assert.equal(await subtitle.count(), 1);
      const [big, small] = [await h1.boundingBox(), await subtitle.boundingBox()];
      assert.ok(big.y + big.height <= small.y + 1, "the 404 sits above the words");
      const size = (l) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      assert.ok((await size(h1)) >= 72, `the 404 is large (${await size(h1)} px)`);
      assert.ok((await size(h1)) > (await size(subtitle)) * 2, "and clearly larger than the words below it");
      assert.equal(await p.getByRole("link", { name: "Return to Home" }).getAttribute("href"), "/");
      await waitFor(() => errors.some((e) => e.includes("/nothing/here")), () => `the attempted path is logged: ${errors.join(" | ")}`);
      await p.context().close();
    });
  }
});

describe("WhatsApp beside the quote form (SPEC 7)", () => {
  it("every quote form has one, and its message follows the selected service", async () => {
    const { p } = await open("/contact");
    const forms = p.locator("form[action='/api/contact']");
    assert.equal(await p.locator("[data-quote-whatsapp]").count(), await forms.count());
    const form = forms.first();
    const wa = form.locator("[data-quote-whatsapp]");
    assert.equal(await wa.getAttribute("target"), "_blank");
    assert.match(await wa.getAttribute("rel"), /\bnoopener\b/);
    assert.match(await wa.getAttribute("href"), /^https:\/\/wa\.me\/44\d+\?text=/);
    assert.equal(waText(await wa.getAttribute("href")), FALLBACK, "nothing selected: plumbing services");
    await hydrated(p, "form[action='/api/contact'] select[name=service]");
    const select = form.locator("select[name=service]");
    await select.selectOption("Boiler Services");
    assert.equal(waText(await wa.getAttribute("href")), "Hi, I need help with Boiler Services in Glasgow");
    await select.selectOption("Drain Unblocking");
    assert.equal(waText(await wa.getAttribute("href")), "Hi, I need help with Drain Unblocking in Glasgow");
    await select.selectOption("");
    assert.equal(waText(await wa.getAttribute("href")), FALLBACK);
    // The visible name says what it is; assistive technology hears it opens a new tab.
    assert.match(await wa.evaluate((el) => el.textContent), /WhatsApp.*new tab/);
    await p.context().close();
  });

  it("names the page's preselected service before any script runs, and a category 'Get Quote' choice", async () => {
    const { p } = await open("/services/boiler-repair/partick", { javaScriptEnabled: false });
    assert.equal(waText(await p.locator("[data-quote-whatsapp]").first().getAttribute("href")), "Hi, I need help with Boiler Services in Glasgow");
    await p.context().close();

    const g = (await open("/gas")).p;
    await hydrated(g, "#quote select[name=service]");
    await g.locator("#quote select[name=service]").selectOption("");
    assert.equal(waText(await g.locator("#quote [data-quote-whatsapp]").getAttribute("href")), FALLBACK);
    await g.getByRole("link", { name: /^Get Quote for / }).first().click();
    assert.equal(waText(await g.locator("#quote [data-quote-whatsapp]").getAttribute("href")), "Hi, I need help with Boiler Services in Glasgow");
    await g.context().close();
  });
});

describe("mobile panel motion (SPEC 2 header)", () => {
  const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  /**
   * Watches for the panel being added and, in the same task (before anything
   * is painted), pauses and records its animations, so the test can look at
   * the first and last frames however slow the machine is.
   */
  async function watchPanel(p) {
    await p.evaluate(() => {
      new MutationObserver((_, obs) => {
        const panel = document.getElementById("mobile-menu");
        if (!panel) return;
        obs.disconnect();
        const overlay = panel.previousElementSibling;
        const anims = [...panel.getAnimations(), ...(overlay?.getAnimations() ?? [])];
        for (const a of anims) a.pause();
        window.__panel = {
          count: panel.getAnimations().length,
          overlayCount: overlay?.getAnimations().length ?? 0,
          animationName: getComputedStyle(panel).animationName,
          transitionDuration: getComputedStyle(panel).transitionDuration,
        };
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  it("slides in from the right", async () => {
    const { p } = await open("/", mobile);
    await hydrated(p, "button[aria-label='Open menu']");
    await watchPanel(p);
    await p.locator("button[aria-label='Open menu']").click();
    await p.waitForFunction(() => window.__panel);
    assert.equal(await p.evaluate(() => window.__panel.count), 1, "the panel has one animation");
    assert.equal(await p.evaluate(() => window.__panel.overlayCount), 1, "the backdrop fades in");
    const frame = (t) => p.evaluate((t) => {
      const panel = document.getElementById("mobile-menu");
      const [a] = panel.getAnimations();
      a.currentTime = t === "end" ? a.effect.getComputedTiming().endTime - 1 : t;
      const r = panel.getBoundingClientRect();
      return { left: r.left, right: r.right, width: innerWidth, duration: a.effect.getComputedTiming().duration };
    }, t);
    const first = await frame(0);
    assert.equal(first.width, 390, "the panel off-screen never widens the page");
    assert.ok(first.duration >= 150 && first.duration <= 500, `a short slide (${first.duration} ms)`);
    assert.ok(first.left >= first.width - 1, `starts off-screen to the right (left ${first.left} of ${first.width})`);
    const middle = await frame(first.duration / 2);
    assert.ok(middle.left > first.width - (first.right - first.left) - 1 && middle.left < first.width, `moves in from the right (left ${middle.left})`);
    const last = await frame("end");
    assert.ok(Math.abs(last.right - last.width) <= 1, `ends against the right edge (right ${last.right})`);
    // Let it finish: focus is inside, Escape closes and returns focus.
    await p.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    assert.equal(await p.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))), true);
    await p.keyboard.press("Escape");
    assert.equal(await p.locator("[role=dialog]").count(), 0);
    assert.equal(await p.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Open menu");
    await p.context().close();
  });

  it("appears without motion when reduced motion is asked for", async () => {
    const { p } = await open("/", mobile);
    await p.emulateMedia({ reducedMotion: "reduce" });
    await hydrated(p, "button[aria-label='Open menu']");
    await watchPanel(p);
    await p.locator("button[aria-label='Open menu']").click();
    await p.waitForFunction(() => window.__panel);
    const seen = await p.evaluate(() => window.__panel);
    assert.deepEqual(seen, { count: 0, overlayCount: 0, animationName: "none", transitionDuration: "0s" });
    const box = await p.locator("[role=dialog]").boundingBox();
    assert.ok(Math.abs(box.x + box.width - 390) <= 1, "already in place at the right edge");
    // The whole height of the screen (not the header's: its backdrop-filter
    // must not become the panel's containing block), above the floating chat button.
    assert.ok(Math.abs(box.y) <= 1 && Math.abs(box.height - 844) <= 1, `full height (${box.y}, ${box.height})`);
    const chat = await p.locator("a[aria-label*='WhatsApp'].fixed").boundingBox();
    assert.equal(await p.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest("[role=dialog]")), [chat.x + chat.width / 2, chat.y + chat.height / 2]), true, "the panel covers the floating chat button");
    // The focus trap still holds: Tab from the last item wraps to the first.
    const items = p.locator("[role=dialog] a, [role=dialog] button");
    await items.last().focus();
    await p.keyboard.press("Tab");
    assert.equal(await p.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Close menu");
    await p.keyboard.press("Escape");
    assert.equal(await p.locator("[role=dialog]").count(), 0);
    await p.context().close();
  });
});

describe("page-view failures are logged, never shown (SPEC 7, 8)", () => {
  const tracking = (errors) => errors.filter((e) => e.startsWith("Analytics tracking error:"));

  async function visible(p) {
    const text = await p.locator("body").innerText();
    assert.doesNotMatch(text, /analytics|tracking error/i, "nothing about it on the page");
    assert.equal(await p.locator("[data-notice]").count(), 0, "no notice");
    assert.equal(await p.locator("h1").isVisible(), true, "the page itself is shown");
  }

  it("a non-2xx answer", async () => {
    const { p, errors } = await open("/contact", {
      beforeGoto: (p) => p.route("**/api/page-views", (r) => r.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' })),
    });
    await waitFor(() => tracking(errors).length > 0, () => `logged: ${errors.join(" | ")}`);
    assert.match(tracking(errors)[0], /500/);
    await visible(p);
    await p.context().close();
  });

  it("a network failure", async () => {
    const { p, errors } = await open("/contact", { beforeGoto: (p) => p.route("**/api/page-views", (r) => r.abort("failed")) });
    await waitFor(() => tracking(errors).length > 0, () => `logged: ${errors.join(" | ")}`);
    await visible(p);
    await p.context().close();
  });

  it("nothing is logged when the view is recorded", async () => {
    let response;
    const { p, errors } = await open("/contact", { beforeGoto: (p) => { response = p.waitForResponse((r) => r.url().endsWith("/api/page-views")); } });
    const recorded = await response;
    assert.ok(recorded.ok(), `the API recorded it (${recorded.status()})`);
    await p.waitForTimeout(200);
    assert.deepEqual(tracking(errors), []);
    await p.context().close();
  });
});

async function waitFor(predicate, message, ms = 5000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) assert.fail(message());
    await new Promise((r) => setTimeout(r, 25));
  }
}
