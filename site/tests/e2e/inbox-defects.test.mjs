// Defects seen on the walk through the inbox (issue 33.8), each against the
// real `api serve` with an owner made by the real CLI, at 390 px and 1366 px:
// the 'waiting' figure ticks on an open inbox; a search on a phone keeps its
// results on the first screen; the reference the customer was given is on
// the lead and found by search; the customer's message is on a phone's first
// screen of a lead; a 'Moved to …' notice goes once the stage moves on
// elsewhere; a reload answering after a change does not undo it on screen;
// and the quote form lists the other trades (decision 38), so an
// electrical page preselects 'Electrical' and a roofing page's lead is filed
// as roofing.
import { expect, test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD, askNow, confirmStage, sendQuote, signIn } from "./inbox.mjs";

const test = base.extend({
  /** Per worker: `api serve` with a fresh database and an owner account. */
  inbox: [
    async ({}, use) => {
      // SITE_URL is the Origin the inbox API accepts, so the port is chosen first.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({ PORT: String(port), SITE_URL: base });
      await addOwner(server.db, OWNER, PASSWORD);
      await use({ server, base });
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.base),
});

/** The page's clock stopped a second ahead of its time (see behaviour.test.mjs). */
async function freezeClock(page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

test.describe("inbox defects (issue 33.8)", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let ctx, p, base, width;
  const heading = (name) => p.getByRole("heading", { level: 1, name });
  const go = (hash) => p.evaluate((h) => (window.location.hash = h), hash);
  /** Opens Moira's lead from the list, so each test stands on its own. */
  const openMoira = async () => {
    await go("#/leads");
    await p.getByRole("link", { name: `Moira O'Neill ${width}` }).click();
    await expect(heading(`Moira O'Neill ${width}`)).toBeVisible();
  };

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ base } = inbox);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    width = viewport.width;
    ctx = await browser.newContext({ viewport, isMobile, hasTouch });
    p = await ctx.newPage();
    // The page's clock is Playwright's, so a test can move it on.
    await p.clock.install();
    await signIn(p, base);
    // Enough leads that a list fills more than a phone's screen.
    for (let i = 1; i <= 4; i++) {
      await sendQuote(ctx, base, "/contact", {
        Name: `Filler ${i} ${width}`,
        Phone: `07700 90010${i}`,
        Service: "Tap Repair",
        Message: "The kitchen tap drips all night. ".repeat(6).trim(),
      });
    }
    await sendQuote(ctx, base, "/contact", {
      Name: `Moira O'Neill ${width}`,
      Phone: "07700 900200",
      Service: "Leak Detection",
      "Location or postcode": "Partick, G11",
      Message: "Water is coming through the ceiling of the kitchen from the flat above.",
    });
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("the 'waiting' figure ticks on an open inbox without loading the list again", async () => {
    await go("#/leads");
    await p.reload();
    await expect(heading("Leads")).toBeVisible();
    const card = p.locator("article").filter({ hasText: `Moira O'Neill ${width}` });
    const waiting = card.locator("[data-waiting]");
    await expect(waiting).toHaveText(/^Waiting (under a minute|[1-3] min) for a first contact$/);
    await freezeClock(p);
    const before = Number((await waiting.textContent()).match(/(\d+) min/)?.[1] ?? 0);
    let lists = 0;
    p.on("request", (r) => {
      if (/\/api\/admin\/leads\?/.test(r.url())) lists++;
    });
    await p.clock.fastForward("10:00");
    await expect(waiting).toHaveText(new RegExp(`^Waiting (${before + 10}|${before + 11}) min for a first contact$`));
    expect(lists, "the figure moved without the list being asked for again").toBe(0);
    // The rest of the tests run on the page's time again.
    await p.clock.resume();
  });

  test("a search on a phone keeps the results on the first screen, the filters closed", async () => {
    await go("#/leads");
    const search = p.getByRole("searchbox", { name: /^Search name/ });
    await search.fill(`O'Neill ${width}`);
    await search.press("Enter");
    const first = p.locator("ul[aria-label=Leads] > li").first();
    await expect(first).toContainText(`Moira O'Neill ${width}`);
    const filters = p.locator("details", { has: p.locator("summary", { hasText: /^Filters/ }) });
    await expect(filters).not.toHaveAttribute("open");
    await expect(first.getByRole("link", { name: `Moira O'Neill ${width}` })).toBeInViewport({ ratio: 1 });
    await expect(first).toBeInViewport();
    await p.screenshot({ path: `/work/shots/defects/search-${width}.png` });
    // A filter opens the panel: it is the filters' own.
    await filters.locator("summary").click();
    await p.getByLabel("Stage").selectOption("new");
    await expect(filters).toHaveAttribute("open");
    await expect(filters.locator("summary")).toHaveText("Filters (1 on)");
    await p.getByRole("button", { name: "Clear filters" }).click();
  });

  test("the reference the customer was given is on the lead and the search finds it", async () => {
    await go("#/leads");
    const link = p.getByRole("link", { name: `Moira O'Neill ${width}` });
    const id = (await link.getAttribute("href")).match(/\d+$/)[0];
    await expect(p.locator("article").filter({ hasText: `Moira O'Neill ${width}` })).toContainText(`#${id}`);
    const search = p.getByRole("searchbox", { name: /^Search name/ });
    for (const q of [`#${id}`, `reference #${id}`, "oneill", `O’Neill ${width}`]) {
      await search.fill(q);
      await search.press("Enter");
      await expect(p.locator("ul[aria-label=Leads] > li")).toHaveCount(1);
      await expect(p.getByRole("link", { name: `Moira O'Neill ${width}` })).toBeVisible();
    }
    await search.fill("");
    await search.press("Enter");
    await link.click();
    await expect(heading(`Moira O'Neill ${width}`)).toBeVisible();
    await expect(p.locator("[data-reference]")).toHaveText(`reference #${id}`);
  });

  test("a lead's message is on the first screen, its actions after it", async () => {
    await openMoira();
    await p.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const message = p.getByText(/^Water is coming through the ceiling/);
    await expect(message).toBeVisible();
    const box = await message.boundingBox();
    const viewport = p.viewportSize();
    expect(box.y, "the message starts on the first screen").toBeLessThan(viewport.height - 40);
    // Nothing lost: every action is still on the screen, after the message.
    for (const name of ["Call", "WhatsApp", "Email"]) {
      const action = p.getByRole("link", { name, exact: true }).or(p.getByText(/^No email given$/));
      await expect(action.first()).toBeVisible();
    }
    const call = await p.getByRole("link", { name: "Call", exact: true }).boundingBox();
    expect(call.y).toBeGreaterThan(box.y);
    await expect(p.getByRole("group", { name: "Move this lead to a stage" })).toBeVisible();
    await expect(p.getByLabel("Add a note")).toBeVisible();
    await p.screenshot({ path: `/work/shots/defects/lead-${width}.png` });
  });

  test("a 'Moved to …' notice goes once the stage moves on elsewhere", async () => {
    await openMoira();
    await p.getByRole("button", { name: "Contacted", exact: true }).click();
    const notice = p.getByRole("status").filter({ hasText: "Moved to Contacted." });
    await expect(notice).toBeVisible();
    // The same lead moved on from another tab of the same session.
    const other = await ctx.newPage();
    await other.goto(p.url());
    await expect(other.getByRole("heading", { level: 1, name: `Moira O'Neill ${width}` })).toBeVisible();
    await other.getByRole("button", { name: "Quoted", exact: true }).click();
    await confirmStage(other, "Quoted");
    await expect(other.getByRole("status").filter({ hasText: "Moved to Quoted." })).toBeVisible();
    await other.close();
    // The open screen follows (live pulse) and drops the stale notice.
    await expect(p.getByRole("button", { name: "Quoted", exact: true })).toHaveAttribute("aria-pressed", "true", {
      timeout: 40_000,
    });
    await expect(notice).toHaveCount(0);
    await expect(p.getByText(/^Moved to /)).toHaveCount(0);
  });

  test("a reload that answers after a change never rolls the lead back on screen", async () => {
    await openMoira();
    const id = p.url().match(/#\/leads\/(\d+)/)[1];
    // Another lead arrives, so the open inbox's next pulse reloads the lead on view.
    await sendQuote(ctx, base, "/contact", {
      Name: `Late Answer ${width}`,
      Phone: "07700 900400",
      Service: "Tap Repair",
    });
    // That one pulse is answered; after it the screen hears of no change (a
    // poll not yet due), so the reload it starts stays the screen's latest.
    let pulses = 0;
    await p.route("**/api/admin/pulse", (route) =>
      pulses++ === 0 ? route.continue() : route.fulfill({ status: 304 }),
    );
    // The reload is read from the server at once but held back from the page
    // until after the note below is saved: the late answer a slow network
    // gives a reload started just before a change.
    let held;
    const asked = new Promise((resolve) => {
      let first = true;
      p.route(`**/api/admin/leads/${id}`, async (route) => {
        if (route.request().method() !== "GET" || !first) return route.continue();
        first = false;
        const response = await route.fetch();
        let release;
        held = new Promise((r) => (release = r)).then(() => route.fulfill({ response }));
        resolve(release);
      });
    });
    await askNow(p);
    const release = await asked;
    await p.getByLabel("Add a note").fill("Asked for a morning visit");
    await p.getByRole("button", { name: "Save note" }).click();
    const added = p.getByRole("status").filter({ hasText: "Note added." });
    await expect(added).toBeVisible();
    // The older lead answers now; the page has had time to show it.
    release();
    await held;
    await p.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(added).toBeVisible();
    await expect(p.locator("ol").last()).toContainText("Asked for a morning visit");
    // The next change is made from the lead as it stands, not refused as stale.
    await p.getByLabel("Add a note").fill("Prefers a text to a call");
    await p.getByRole("button", { name: "Save note" }).click();
    await expect(added).toBeVisible();
    await expect(p.getByRole("alert").filter({ hasText: "changed on another screen" })).toHaveCount(0);
    await expect(p.locator("ol").last()).toContainText("Prefers a text to a call");
    await p.unroute(`**/api/admin/leads/${id}`);
    await p.unroute("**/api/admin/pulse");
  });

  test("an electrical page preselects 'Electrical'; a roofing page's lead is filed as roofing (decision 38)", async () => {
    const page = await ctx.newPage();
    for (const path of ["/electrical", "/services/rewiring"]) {
      await page.goto(base + path);
      const select = page.locator("form[action='/api/contact'] select[name=service]").first();
      await expect(select).toHaveValue("Electrical");
    }
    const options = await page
      .locator("form[action='/api/contact'] select[name=service]")
      .first()
      .locator("option")
      .allTextContents();
    expect(options).toContain("Roofing");
    expect(options).toContain("Gas");
    expect(options.at(-1)).toBe("Other");
    await page.close();
    // Sent from a roofing page without touching the list.
    await sendQuote(ctx, base, "/services/flat-roof-repairs", {
      Name: `Roof Lead ${width}`,
      Phone: "07700 900300",
    });
    await go("#/leads");
    await p.reload();
    const card = p.locator("article").filter({ hasText: `Roof Lead ${width}` });
    await expect(card).toContainText("Roofing");
    await card.getByRole("link", { name: `Roof Lead ${width}` }).click();
    await expect(p.getByRole("link", { name: "/services/flat-roof-repairs" })).toBeVisible();
    // The Details list (the quote editor has a list of its own).
    await expect(p.locator("dl", { hasText: "Reference" })).toContainText("Roofing");
  });
});
