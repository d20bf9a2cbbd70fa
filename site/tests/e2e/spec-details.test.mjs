// The brief's details checked in the browser: headings in the spec's own words, the
// not-found page's large 404, the quote form's WhatsApp button following the
// chosen service, the mobile panel sliding in from the right (and not moving
// under reduced motion), and page-view failures logged, never shown.
import { expect, hydrated, test as base } from "./fixtures.mjs";

const test = base.extend({
  /** Console errors the page logs, from its first script on. */
  errors: async ({ page }, use) => {
    const errors = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await use(errors);
  },
});

const FALLBACK = "Hi, I need help with plumbing services in Glasgow";
const waText = (href) => new URL(href).searchParams.get("text");
/** The WhatsApp message a link carries, read afresh each time (it follows the form). */
const waMessage = (link) => link.getAttribute("href").then(waText);

test.describe("headings and labels in the spec's words (brief 2)", () => {
  const cases = [
    ["/", ["Request Your Free Quote"]],
    ["/electrical", ["Why Choose Us"]],
    ["/areas/partick", ["Plumber Partick", "Why Choose Us", "Get Free Quote - Partick"]],
    ["/services/boiler-repair/partick", ["Boiler Repair in Partick", "Why Choose Us", "Get Boiler Repair Quote"]],
    ["/blog", ["All Articles", "Stay Updated"]],
    ["/blog/winter-plumbing-protection-glasgow", ["Need Help?", "Related Articles", "Ready to Get Started?"]],
  ];
  for (const [path, headings] of cases) {
    test(`${path}: ${headings.join(", ")}`, async ({ page }) => {
      await page.goto(path);
      for (const name of headings) {
        await expect(
          page.getByRole("heading", { name, exact: true }),
          `a heading reading exactly '${name}'`,
        ).not.toHaveCount(0);
      }
    });
  }

  test("the category page's why-choose list has six points and the area page four blocks", async ({ page }) => {
    await page.goto("/gas");
    const why = page.locator("section", { has: page.getByRole("heading", { name: "Why Choose Us", exact: true }) });
    await expect(why.locator("ul").first().locator(":scope > li")).toHaveCount(6);
    await page.goto("/areas/paisley");
    const blocks = page.locator("section", { has: page.getByRole("heading", { name: "Why Choose Us", exact: true }) });
    await expect(blocks.locator("ul").first().locator(":scope > li")).toHaveCount(4);
  });
});

test.describe("not-found page (brief 8 'Unmatched route')", { tag: "@each-width" }, () => {
  test("a large 404 heading above 'Oops! Page not found', and the path logged", async ({ page, errors }) => {
    const res = await page.goto("/nothing/here");
    expect(res.status()).toBe(404);
    const h1 = page.locator("h1");
    await expect(h1, "one h1").toHaveCount(1);
    await expect(h1).toHaveText("404");
    const subtitle = page.getByText("Oops! Page not found", { exact: true });
    await expect(subtitle).toHaveCount(1);
    const [big, small] = [await h1.boundingBox(), await subtitle.boundingBox()];
    expect(big.y + big.height, "the 404 sits above the words").toBeLessThanOrEqual(small.y + 1);
    const size = (l) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const [bigSize, smallSize] = [await size(h1), await size(subtitle)];
    expect(bigSize, `the 404 is large (${bigSize} px)`).toBeGreaterThanOrEqual(72);
    expect(bigSize, "and clearly larger than the words below it").toBeGreaterThan(smallSize * 2);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect
      .poll(() => errors.some((e) => e.includes("/nothing/here")), {
        message: `the attempted path is logged: ${errors.join(" | ")}`,
      })
      .toBe(true);
  });
});

test.describe("WhatsApp beside the quote form (brief 7)", () => {
  test("every quote form has one, and its message follows the selected service", async ({ page }) => {
    await page.goto("/contact");
    const forms = page.locator("form[action='/api/contact']");
    await expect(page.locator("[data-quote-whatsapp]")).toHaveCount(await forms.count());
    const form = forms.first();
    const wa = form.locator("[data-quote-whatsapp]");
    await expect(wa).toHaveAttribute("target", "_blank");
    await expect(wa).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(wa).toHaveAttribute("href", /^https:\/\/wa\.me\/44\d+\?text=/);
    expect(await waMessage(wa), "nothing selected: plumbing services").toBe(FALLBACK);
    await hydrated(page, "form[action='/api/contact'] select[name=service]");
    const select = form.locator("select[name=service]");
    await select.selectOption("Boiler Services");
    await expect.poll(() => waMessage(wa)).toBe("Hi, I need help with Boiler Services in Glasgow");
    await select.selectOption("Drain Unblocking");
    await expect.poll(() => waMessage(wa)).toBe("Hi, I need help with Drain Unblocking in Glasgow");
    await select.selectOption("");
    await expect.poll(() => waMessage(wa)).toBe(FALLBACK);
    // The visible name says what it is; assistive technology hears it opens a new tab.
    await expect(wa).toHaveText(/WhatsApp.*new tab/);
  });

  test("names the page's preselected service before any script runs, and a category 'Get Quote' choice", async ({
    page,
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto("/services/boiler-repair/partick");
    expect(await waMessage(still.locator("[data-quote-whatsapp]").first())).toBe(
      "Hi, I need help with Boiler Services in Glasgow",
    );
    await noScript.close();

    await page.goto("/gas");
    await hydrated(page, "#quote select[name=service]");
    const wa = page.locator("#quote [data-quote-whatsapp]");
    await page.locator("#quote select[name=service]").selectOption("");
    await expect.poll(() => waMessage(wa)).toBe(FALLBACK);
    await page
      .getByRole("link", { name: /^Get Quote for / })
      .first()
      .click();
    await expect.poll(() => waMessage(wa)).toBe("Hi, I need help with Boiler Services in Glasgow");
  });
});

test.describe("mobile panel motion (brief 2 header)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

  const focusInPanel = (p) => p.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
  const focusedLabel = (p) => p.evaluate(() => document.activeElement?.getAttribute("aria-label"));

  test("slides in from the right", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "button[aria-label='Open menu']");
    await watchPanel(page);
    await page.locator("button[aria-label='Open menu']").click();
    await page.waitForFunction(() => window.__panel);
    expect(await page.evaluate(() => window.__panel.count), "the panel has one animation").toBe(1);
    expect(await page.evaluate(() => window.__panel.overlayCount), "the backdrop fades in").toBe(1);
    const frame = (t) =>
      page.evaluate((t) => {
        const panel = document.getElementById("mobile-menu");
        const [a] = panel.getAnimations();
        a.currentTime = t === "end" ? a.effect.getComputedTiming().endTime - 1 : t;
        const r = panel.getBoundingClientRect();
        return { left: r.left, right: r.right, width: innerWidth, duration: a.effect.getComputedTiming().duration };
      }, t);
    const first = await frame(0);
    expect(first.width, "the panel off-screen never widens the page").toBe(390);
    expect(first.duration, `a short slide (${first.duration} ms)`).toBeGreaterThanOrEqual(150);
    expect(first.duration, `a short slide (${first.duration} ms)`).toBeLessThanOrEqual(500);
    expect(first.left, `starts off-screen to the right (left ${first.left} of ${first.width})`).toBeGreaterThanOrEqual(
      first.width - 1,
    );
    const middle = await frame(first.duration / 2);
    expect(middle.left, `moves in from the right (left ${middle.left})`).toBeGreaterThan(
      first.width - (first.right - first.left) - 1,
    );
    expect(middle.left, `moves in from the right (left ${middle.left})`).toBeLessThan(first.width);
    const last = await frame("end");
    expect(Math.abs(last.right - last.width), `ends against the right edge (right ${last.right})`).toBeLessThanOrEqual(
      1,
    );
    // Let it finish: focus is inside, Escape closes and returns focus.
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    await expect.poll(() => focusInPanel(page), { message: "focus is inside the panel" }).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator("[role=dialog]")).toHaveCount(0);
    await expect.poll(() => focusedLabel(page)).toBe("Open menu");
  });

  test("appears without motion when reduced motion is asked for", async ({ page }) => {
    await page.goto("/");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await hydrated(page, "button[aria-label='Open menu']");
    await watchPanel(page);
    await page.locator("button[aria-label='Open menu']").click();
    await page.waitForFunction(() => window.__panel);
    const seen = await page.evaluate(() => window.__panel);
    expect(seen).toEqual({ count: 0, overlayCount: 0, animationName: "none", transitionDuration: "0s" });
    const box = await page.locator("[role=dialog]").boundingBox();
    expect(Math.abs(box.x + box.width - 390), "already in place at the right edge").toBeLessThanOrEqual(1);
    // The whole height of the screen (not the header's: its backdrop-filter
    // must not become the panel's containing block), above the floating chat button.
    expect(Math.abs(box.y), `full height (${box.y}, ${box.height})`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - 844), `full height (${box.y}, ${box.height})`).toBeLessThanOrEqual(1);
    const chat = await page.locator("a[aria-label*='WhatsApp'].fixed").boundingBox();
    const covered = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest("[role=dialog]")),
      [chat.x + chat.width / 2, chat.y + chat.height / 2],
    );
    expect(covered, "the panel covers the floating chat button").toBe(true);
    // The focus trap still holds: Tab from the last item wraps to the first.
    const items = page.locator("[role=dialog] a, [role=dialog] button");
    await items.last().focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => focusedLabel(page)).toBe("Close menu");
    await page.keyboard.press("Escape");
    await expect(page.locator("[role=dialog]")).toHaveCount(0);
  });
});

test.describe("page-view failures are logged, never shown (brief 7, 8)", () => {
  const tracking = (errors) => errors.filter((e) => e.startsWith("Analytics tracking error:"));

  async function nothingShown(page) {
    await expect(page.locator("h1"), "the page itself is shown").toBeVisible();
    expect(await page.locator("body").innerText(), "nothing about it on the page").not.toMatch(
      /analytics|tracking error/i,
    );
    await expect(page.locator("[data-notice]"), "no notice").toHaveCount(0);
  }

  test("a non-2xx answer", async ({ page, errors }) => {
    await page.route("**/api/page-views", (r) =>
      r.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.goto("/contact");
    await expect.poll(() => tracking(errors).length, { message: `logged: ${errors.join(" | ")}` }).toBeGreaterThan(0);
    expect(tracking(errors)[0]).toMatch(/500/);
    await nothingShown(page);
  });

  test("a network failure", async ({ page, errors }) => {
    await page.route("**/api/page-views", (r) => r.abort("failed"));
    await page.goto("/contact");
    await expect.poll(() => tracking(errors).length, { message: `logged: ${errors.join(" | ")}` }).toBeGreaterThan(0);
    await nothingShown(page);
  });

  test("nothing is logged when the view is recorded", async ({ page, errors }) => {
    // Marks, one task after the beacon's fetch settles, that the page's own
    // handlers for it (which would log a failure) have run.
    await page.addInitScript(() => {
      const fetch = window.fetch;
      window.fetch = (...args) => {
        const sent = fetch(...args);
        if (String(args[0]).endsWith("/api/page-views")) {
          const settled = () =>
            setTimeout(() => {
              window.__pageViewSettled = true;
            });
          sent.then(settled, settled);
        }
        return sent;
      };
    });
    const response = page.waitForResponse((r) => r.url().endsWith("/api/page-views"));
    await page.goto("/contact");
    const recorded = await response;
    expect(recorded.ok(), `the API recorded it (${recorded.status()})`).toBe(true);
    await expect
      .poll(() => page.evaluate(() => window.__pageViewSettled === true), {
        message: "the beacon's answer reached the page",
      })
      .toBe(true);
    expect(tracking(errors)).toEqual([]);
  });
});
