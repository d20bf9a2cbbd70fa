// The gas emergency notice (issue 13.3, decision 31): first on the pages where
// a visitor may be reporting a gas smell, absent elsewhere, and in the quote
// form when a gas option is chosen or the message mentions gas, a smell or
// carbon monoxide; the form still sends. The line comes from the catalogue.
import { expect, hydrated, test } from "./fixtures.mjs";

const LINE = { name: "National Gas Emergency Service", display: "0800 111 999", tel: "tel:+44800111999" };

const gasPages = [
  "/emergency",
  "/gas",
  "/services/gas-leak",
  "/services/boiler-repair",
  "/services/boiler-repair/partick",
  "/services/boiler-repair/partick/residential",
];
const otherPages = ["/", "/heating", "/electrical", "/services/burst-pipe-repair", "/areas", "/contact"];

/** The page's banner notice, checked to be the first thing in the main content. */
async function expectBannerFirst(page) {
  const banner = page.locator("main [data-gas-notice=banner]");
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`Smell gas? Call the ${LINE.name} free on ${LINE.display} now.`);
  // The catalogue's safety steps (issue 20.4): the meter's valve for gas, and
  // for carbon monoxide the appliance off and medical help.
  await expect(banner).toContainText(/do not use light switches, plugs, doorbells/i);
  await expect(banner).toContainText(/emergency control valve by the meter/i);
  await expect(banner).toContainText(/carbon monoxide has no smell/i);
  await expect(banner).toContainText(/turn off the appliance you suspect/i);
  await expect(banner).toContainText(/NHS 24 on 111, or call 999 if someone has collapsed/);
  await expect(banner.locator("a[data-gas-emergency-call]")).toHaveAttribute("href", LINE.tel);
  // First: nothing visible in main comes before it (no heading, no hero).
  const first = await page.evaluate(() => {
    const main = document.querySelector("main");
    const notice = main.querySelector("[data-gas-notice=banner]");
    const h1 = main.querySelector("h1");
    return {
      beforeH1: Boolean(h1) && Boolean(notice.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING),
      top: notice.getBoundingClientRect().top,
      mainTop: main.getBoundingClientRect().top,
    };
  });
  expect(first.beforeH1).toBe(true);
  expect(first.top - first.mainTop).toBeLessThan(2);
}

test.describe("gas emergency notice @each-width", () => {
  for (const path of gasPages) {
    test(`comes first on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectBannerFirst(page);
    });
  }

  for (const path of otherPages) {
    test(`is not on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("[data-gas-notice]")).toHaveCount(0);
    });
  }
});

// Issue 31.1: where a page mentions a gas smell beside our own buttons, the
// gas line and its number come before them (the audit checks every page's
// HTML; this checks what the browser shows).
test.describe("gas prompts beside our buttons @each-width", () => {
  for (const [path, section] of [
    ["/contact", "section:has(h1)"],
    ["/emergency", "section[aria-labelledby=emergency-report]"],
  ]) {
    test(`on ${path} the gas line comes before our call button`, async ({ page }) => {
      await page.goto(path);
      const s = page.locator(section).first();
      const line = s.locator("[data-gas-line]");
      await expect(line).toBeVisible();
      await expect(line).toContainText(
        `Smell gas? Leave the property and call the ${LINE.name} free on ${LINE.display}`,
      );
      await expect(line.locator("a[data-gas-emergency-call]")).toHaveAttribute("href", LINE.tel);
      const gasFirst = await s.evaluate((el) => {
        const gas = el.querySelector("[data-gas-line]");
        const ours = el.querySelector("a[href^='tel:']:not([data-gas-emergency-call])");
        return Boolean(ours) && Boolean(gas.compareDocumentPosition(ours) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(gasFirst).toBe(true);
    });
  }
});

test.describe("gas emergency notice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner is in the page itself", async ({ page }) => {
    await page.goto("/services/gas-leak");
    await expectBannerFirst(page);
  });

  test("a form that starts on a boiler option shows it too", async ({ page }) => {
    await page.goto("/services/boiler-repair/partick");
    const form = page.locator("form[action='/api/contact']").first();
    await expect(form.locator("select[name=service]")).toHaveValue("Boiler Services");
    await expect(form.locator("[data-gas-notice=form]")).toBeVisible();
  });
});

test.describe("the quote form's gas notice", () => {
  test("appears for a gas option or a message about gas, a smell or carbon monoxide, and goes again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page, "form[action='/api/contact'] select[name=service]");
    const form = page.locator("form[action='/api/contact']").first();
    const notice = form.locator("[data-gas-notice=form]");
    await expect(notice).toHaveCount(0);

    await form.locator("select[name=service]").selectOption("Boiler Services");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(notice.locator("a[data-gas-emergency-call]")).toHaveAttribute("href", LINE.tel);
    await form.locator("select[name=service]").selectOption("Tap Repair");
    await expect(notice).toHaveCount(0);

    const message = form.locator("textarea[name=message]");
    for (const text of [
      "I can smell gas in the kitchen",
      "There's a funny smell near the boiler",
      "Our carbon monoxide alarm keeps going off",
      "The CO alarm beeped twice",
    ]) {
      await message.fill(text);
      await expect(notice, text).toBeVisible();
    }
    for (const text of ["The gasket on the tap is worn", "Dripping tap in the bathroom"]) {
      await message.fill(text);
      await expect(notice, text).toHaveCount(0);
    }
  });

  test("the form still sends with the notice showing", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page, "form[action='/api/contact'] select[name=service]");
    const form = page.locator("form[action='/api/contact']").first();
    await form.locator("input[name=name]").fill("Gas Test");
    await form.locator("input[name=phone]").fill("0141 496 0000");
    await form.locator("select[name=service]").selectOption("Boiler Services");
    await form.locator("textarea[name=message]").fill("Smell of gas by the meter");
    await expect(form.locator("[data-gas-notice=form]")).toBeVisible();
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[data-notice=success]")).toBeVisible();
  });
});
