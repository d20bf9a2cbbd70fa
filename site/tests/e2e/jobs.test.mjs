// Completed jobs in the browser (issue 22): where they show, their
// photographs in a modern format with no layout shift, and 'Our work''s
// lists and pages, plain links that work without JavaScript (issue 35.3).
import { expect, test } from "./fixtures.mjs";

/** Scrolls the first job photograph into view and waits for it to load; returns what the browser chose. */
async function firstPhoto(page) {
  const img = page.locator("[data-job] img").first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i) => ({
    src: i.currentSrc,
    width: i.getAttribute("width"),
    height: i.getAttribute("height"),
    alt: i.alt,
  }));
}

/** 'Our work''s links to its lists. */
const lists = (page) => page.getByRole("navigation", { name: "Browse our work" });
/** The numbered links between one list's pages. */
const pages = (page) => page.getByRole("navigation", { name: "Pages of this list" });
test.describe("jobs on the pages @each-width", () => {
  test("a service-in-area page shows the job done there, labelled as a sample", async ({ page }) => {
    await page.goto("/services/boiler-repair/partick");
    const section = page.locator("section:has(#recent-work)");
    // Only samples: the heading says what they are, not 'recent work' (issue 31.8).
    await expect(section.getByRole("heading", { name: "How finished jobs will appear" })).toBeVisible();
    const card = section.locator("[data-job='sample-boiler-repair-partick']");
    await expect(card.getByText("Example, not a real job")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Boiler Repair in Thornwood, Partick" })).toBeVisible();
    const photo = await firstPhoto(page);
    expect(photo.src).toMatch(/\/work\/boiler-repair-[0-9a-f]{8}-\d+\.avif$/);
    expect(Number(photo.width)).toBeGreaterThan(0);
    expect(Number(photo.height)).toBeGreaterThan(0);
    expect(photo.alt).toMatch(/combi boiler/);
  });

  test("a page for the same service in another area shows the nearest job", async ({ page }) => {
    await page.goto("/services/boiler-repair/glasgow-city-centre");
    await expect(page.getByRole("heading", { name: "How finished jobs will appear" })).toBeVisible();
    // Told in full on its own page only: here a brief card links to it.
    const card = page.locator("[data-job='sample-boiler-repair-partick']");
    await expect(card).toHaveAttribute("data-job-layout", "brief");
    await expect(card.getByText("The problem:")).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Read about this job/ })).toHaveAttribute(
      "href",
      "/services/boiler-repair/partick#sample-boiler-repair-partick",
    );
  });

  test("area and service pages show their recent work", async ({ page }) => {
    await page.goto("/areas/paisley");
    await expect(page.getByRole("heading", { name: "How finished jobs will appear" })).toBeVisible();
    // Only samples here: the section says so instead of claiming finished work.
    await expect(
      page.getByText("Examples of how finished jobs appear here; each is marked ‘Example, not a real job’."),
    ).toBeVisible();
    await expect(page.locator("[data-job]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "See more of our work" })).toHaveAttribute(
      "href",
      "/our-work/in/paisley",
    );
    await page.goto("/services/bathroom-installation");
    // A brief card (decision 69): one thumbnail, the story on the job's own page.
    await expect(page.locator("[data-job='sample-bathroom-west-end']")).toHaveAttribute("data-job-layout", "brief");
    await expect(page.locator("[data-job='sample-bathroom-west-end'] img")).toHaveCount(1);
  });

  test("a job photograph moves nothing as it loads", async ({ page }) => {
    await page.goto("/services/boiler-repair/partick");
    // Shifts of anything in the 'Recent work' section: an image without its
    // size reserved pushes its card's text down as it loads.
    await page.evaluate(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          for (const s of e.sources ?? [])
            if (s.node?.closest?.("section:has(#recent-work)")) window.shifts.push(s.node.outerHTML.slice(0, 80));
      }).observe({ type: "layout-shift", buffered: true });
    });
    await firstPhoto(page);
    // Layout-shift entries are delivered after the next frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => window.shifts)).toEqual([]);
  });
});

test.describe("'Our work' @each-width", () => {
  test("lists every job, and each trade's and area's jobs are a link away", async ({ page }) => {
    await page.goto("/our-work");
    await expect(page.locator("[data-job]")).toHaveCount(5);
    const all = lists(page).getByRole("link", { name: "All work 5 jobs" });
    await expect(all).toHaveAttribute("aria-current", "page");
    // Five jobs are one page: no page links, and no second page.
    await expect(pages(page)).toHaveCount(0);
    expect((await page.request.get("/our-work/page/2")).status()).toBe(404);

    await lists(page).getByRole("link", { name: "Drainage 1 job" }).click();
    await expect(page).toHaveURL(/\/our-work\/drainage$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drainage work");
    await expect(page.locator("[data-job]")).toHaveCount(1);
    await expect(page.locator("[data-job]")).toHaveAttribute("data-job", "sample-drain-unblocking-paisley");
    await expect(lists(page).getByRole("link", { name: /^Drainage/ })).toHaveAttribute("aria-current", "page");
    await expect(lists(page).getByRole("link", { name: /^All work/ })).not.toHaveAttribute("aria-current");
    // A filtered list is for visitors: kept out of search results, its own canonical.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/our-work\/drainage$/);
    await expect(page).toHaveTitle(/^Drainage Work: Example Job Records/);
  });

  test("an area's list holds only its jobs, linked from the area's page", async ({ page }) => {
    await page.goto("/areas/paisley");
    await page.getByRole("link", { name: "See more of our work" }).click();
    await expect(page).toHaveURL(/\/our-work\/in\/paisley$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our work in Paisley");
    const cards = page.locator("[data-job]");
    await expect(cards).not.toHaveCount(0);
    for (const area of await cards.evaluateAll((list) => list.map((c) => c.dataset.area))) expect(area).toBe("paisley");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Our work");
  });

  test("a link shared before the lists were pages still opens 'Our work'", async ({ page }) => {
    const res = await page.goto("/our-work?service=drain-unblocking&area=paisley");
    expect(res?.status()).toBe(200);
    await expect(page.locator("[data-job]")).toHaveCount(5);
    await expect(lists(page).getByRole("link", { name: /^Drainage/ })).toBeVisible();
  });

  test("brief cards' photographs are lazy and sized, so nothing shifts below the fold", async ({ page }) => {
    await page.goto("/our-work");
    const imgs = page.locator("[data-job] img");
    for (const attrs of await imgs.evaluateAll((list) =>
      list.map((i) => [
        i.loading,
        i.decoding,
        Number(i.getAttribute("width")) > 0,
        Number(i.getAttribute("height")) > 0,
      ]),
    ))
      expect(attrs).toEqual(["lazy", "async", true, true]);
  });
});

test.describe("'Our work' without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lists are plain links", async ({ page }) => {
    await page.goto("/our-work");
    await expect(page.locator("[data-job]")).toHaveCount(5);
    await lists(page)
      .getByRole("link", { name: /^West End/ })
      .click();
    await expect(page).toHaveURL(/\/our-work\/in\/west-end$/);
    await expect(page.locator("[data-job]")).toHaveCount(1);
    await lists(page)
      .getByRole("link", { name: /^All work/ })
      .click();
    await expect(page.locator("[data-job]")).toHaveCount(5);
  });
});

test.describe("link previews", () => {
  for (const path of ["/", "/services/boiler-repair", "/areas/paisley", "/blog/winter-plumbing-protection-glasgow"]) {
    test(`${path} names a 1200x630 picture that answers as a JPEG`, async ({ page, request }) => {
      await page.goto(path);
      const meta = (p) => page.locator(`meta[property="${p}"]`).getAttribute("content");
      expect(await meta("og:image:width")).toBe("1200");
      expect(await meta("og:image:height")).toBe("630");
      expect(await meta("og:image:alt")).toBeTruthy();
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
      const image = new URL(await meta("og:image")).pathname;
      const res = await request.get(image);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/jpeg");
      const body = await res.body();
      // A JPEG's start-of-frame gives its size: height then width, big-endian.
      const sof = body.findIndex((b, i) => b === 0xff && (body[i + 1] === 0xc0 || body[i + 1] === 0xc2));
      expect([body.readUInt16BE(sof + 7), body.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    });
  }
});

// The fixture export (`just site-build-fixture`) carries codegen's example
// real job: one boiler repair in Paisley, which earns that page its indexing.
test.describe("the page a real job earns @each-width", () => {
  const earned = "/services/boiler-repair/paisley";
  const job = "boiler-repair-paisley-example";
  test.use({ baseURL: async ({ fixtureServer }, use) => use(fixtureServer.base) });

  test("is indexable, tells the job in full and answers from it", async ({ page }) => {
    await page.goto(earned);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const card = page.locator(`[data-job='${job}']`);
    await expect(card).toHaveAttribute("data-job-layout", "wide");
    await expect(card.getByText("Example, not a real job")).toHaveCount(0);
    await expect(card.getByText(/cracked ignition lead/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent boiler repair work in Paisley" })).toBeVisible();
    await expect(page.getByText("What has boiler repair in Paisley involved lately?")).toBeVisible();
    await expect(
      page.getByText(/Our latest boiler repair job here, in October 2026, was at a residential property/),
    ).toBeVisible();
    // Its structured data returns (decision 32): a Service for this page.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      ld.map((t) => JSON.parse(t)).some((d) => d["@type"] === "Service" && d.name === "Boiler Repair in Paisley"),
    ).toBe(true);
  });

  test("is in the sitemap, and its neighbours stay out", async ({ request }) => {
    const sitemaps = await Promise.all(
      ["/sitemap.xml", "/sitemap-1.xml"].map(async (p) => (await request.get(p)).text()),
    );
    const all = sitemaps.join("");
    expect(all).toContain(`${earned}</loc>`);
    expect(all).not.toContain("/services/boiler-repair/renfrew</loc>");
  });

  test("gains links from its area, its service and its neighbours", async ({ page }) => {
    const href = `${earned}#${job}`;
    // Told in full on the earned page only (decision 69): elsewhere a brief card links there.
    for (const from of ["/areas/paisley", "/services/boiler-repair", "/our-work"]) {
      await page.goto(from);
      const card = page.locator(`[data-job='${job}']`);
      await expect(card).toHaveAttribute("data-job-layout", "brief");
      await expect(card.getByText(/cracked ignition lead/)).toHaveCount(0);
      await expect(card.getByRole("link", { name: /^Read about this job/ })).toHaveAttribute("href", href);
    }
    await page.goto("/services/boiler-repair/renfrew");
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex, follow");
    const brief = page.locator(`[data-job='${job}']`);
    await expect(brief).toHaveAttribute("data-job-layout", "brief");
    await expect(brief.getByText(/cracked ignition lead/)).toHaveCount(0);
    await brief.getByRole("link", { name: /^Read about this job/ }).click();
    await expect(page).toHaveURL(new RegExp(`${earned}#${job}$`));
  });
});
