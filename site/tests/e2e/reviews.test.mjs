// Reviews on a won lead (issue 34 items 1 and 2), in Chromium at 390 px and
// 1366 px, against the real `api serve` sending mail to a small SMTP server.
// A lead from the real quote form on a service-in-area page is marked won;
// the owner asks the customer for a review by email (the button then gives
// way to when and how they were asked, and the email in the sink names every
// platform with the honest-opinion words); a review is recorded from the
// form (a link on the wrong site refused first, named beside its field) and
// listed 'Ready for the website'; Results counts both. axe on each state.
// At 390 px the screens are saved under SHOTS_DIR (default /work/shots/reviews).
import { mkdirSync } from "node:fs";
import { expect } from "./fixtures.mjs";
import { axe, sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

const SHOTS = process.env.SHOTS_DIR ?? "/work/shots/reviews";
const PAGE = "/services/boiler-repair/paisley";

test.describe("reviews on a won lead", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });
  let ctx, p, base, width, sink, name, email;
  const go = (hash) => p.evaluate((h) => (window.location.hash = h), hash);
  const shot = async (file) => {
    if (width !== 390) return;
    mkdirSync(SHOTS, { recursive: true });
    await p.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
  };
  const reviews = () =>
    p
      .locator("section, div")
      .filter({ has: p.getByRole("heading", { level: 2, name: "Reviews" }) })
      .last();

  test.beforeAll(async ({ browser, inbox }, testInfo) => {
    ({ base, sink } = inbox);
    const { isMobile, hasTouch, viewport } = testInfo.project.use;
    width = viewport.width;
    ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile, hasTouch });
    p = await ctx.newPage();
    await signIn(p, base);
    name = `Rhona Review ${width}`;
    email = `rhona${width}@example.com`;
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("a won lead's customer is asked once, by email, with every platform and the same words", async () => {
    await sendQuote(ctx, base, PAGE, {
      Name: name,
      Phone: "07700 900456",
      Email: email,
      "Location or postcode": "PA1 Paisley",
    });
    await go("#/leads");
    await p.getByRole("link", { name }).click();
    await expect(p.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(p.getByRole("heading", { level: 2, name: "Reviews" })).toHaveCount(0);
    await p.getByRole("button", { name: "Won", exact: true }).click();
    const dialog = p.getByRole("dialog", { name: "Mark as won" });
    await dialog.getByRole("button", { name: "Mark as won" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Moved to Won." })).toBeVisible();

    const box = reviews();
    await expect(box.getByRole("button", { name: "Ask by email" })).toBeEnabled();
    await axe(p, "a won lead's reviews");
    await shot("ask");
    await box.getByRole("button", { name: "Ask by email" }).click();
    await expect(box.getByRole("status").filter({ hasText: "Review request queued to send by email." })).toBeVisible();
    await expect(box.getByText(/^Asked .* by email/)).toBeVisible();
    await expect(box.getByRole("button", { name: "Ask by email" })).toHaveCount(0);
    await expect(box.getByRole("button", { name: "Ask by WhatsApp" })).toHaveCount(0);
    await expect(p.locator("ol").last()).toContainText("Asked for a review by email");

    await expect(async () => {
      const m = sink.messages.find((x) => x.to.includes(email) && /Would you review/.test(x.raw));
      expect(m, "the review request").toBeTruthy();
      const body = m.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
      expect(body).toContain("https://reviews.kelvintrades.example/google");
      expect(body).toContain("https://reviews.kelvintrades.example/trustpilot");
      expect(body).toContain("honestly think, good or bad");
      expect(body.toLowerCase()).not.toMatch(/discount|voucher|prize|reward|happy|satisfied/);
    }).toPass({ timeout: 15_000 });
  });

  test("a review is recorded from the form, refused first where a field is wrong, then listed ready", async () => {
    const box = reviews();
    await box.getByRole("button", { name: "Record a review" }).click();
    const form = p.getByRole("form", { name: "Record a review" });
    await expect(form.getByLabel("Service it is about")).toHaveValue("boiler-repair");
    await form.getByLabel("Where it was published").selectOption({ label: "Trustpilot" });
    await form.getByLabel("Link to the review").fill(`https://www.google.com/maps/reviews/${width}`);
    await form
      .locator("label")
      .filter({ hasText: /^4 stars$/ })
      .click();
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form
      .getByLabel("The words, exactly as published")
      .fill("Fixed our boiler the same afternoon and explained what had failed.");
    await form.getByLabel("Customer’s first name").fill("Rhona");
    await form.getByLabel("Town or neighbourhood").fill("Paisley");
    await form.getByRole("button", { name: "Save the review" }).click();
    const link = form.getByLabel("Link to the review");
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(/A Trustpilot review's link is on/)).toBeVisible();
    await axe(p, "the review form with a refused field");
    await shot("record-refused");

    await link.fill(`https://uk.trustpilot.com/reviews/rhona-${width}`);
    await form.getByRole("button", { name: "Save the review" }).click();
    await expect(box.getByRole("status").filter({ hasText: "Review recorded" })).toBeVisible();
    const listed = box.getByRole("listitem").filter({ hasText: "Trustpilot, 4 of 5 stars" });
    await expect(listed).toContainText("Ready for the website");
    await expect(listed).toContainText("Rhona, Paisley");
    await expect(p.locator("ol").last()).toContainText(
      "Review recorded: Trustpilot review, 4 stars, by Rhona of Paisley",
    );
    await axe(p, "a recorded review");
    await shot("recorded");

    await go("#/results");
    const counts = p.getByLabel("Reviews", { exact: true });
    await expect(counts.locator("div").filter({ hasText: "Review requests sent" })).toHaveText(
      /Review requests sent\s*[1-9]/,
    );
    await expect(counts.locator("div").filter({ hasText: "Reviews recorded" })).toHaveText(/Reviews recorded\s*[1-9]/);
    await axe(p, "results with review counts");
  });
});
