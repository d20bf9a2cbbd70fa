// Every inbox screen at 390 px and 1366 px, full-page PNGs in
// site/screenshots/admin-*.png, over a fresh database seeded through the
// public API: an emergency, ordinary leads with and without campaigns, a spam
// hit, newsletter sign-ups and page views. Mail goes to MAIL_DIR files.
import { mkdirSync } from "node:fs";
import { addOwner, freePort, launch, startServer } from "../tests/e2e/harness.mjs";

const OWNER = "owner@example.test";
const PASSWORD = "a long screenshot passphrase";
const out = new URL("../screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ PORT: String(port), SITE_URL: base, PAGE_VIEW_FLUSH_MS: "50" });
await addOwner(server.db, OWNER, PASSWORD);
const browser = await launch();

async function post(path, body) {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
}

try {
  // Page views, as visitors' browsers send them.
  // An ordinary browser's user agent: the API does not count HeadlessChrome.
  const visitor = await browser.newPage({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
  for (const path of [
    "/",
    "/services/boiler-repair",
    "/areas/partick",
    "/services/boiler-repair/partick",
    "/emergency",
    "/contact",
    "/?utm_source=google&utm_campaign=winter-boilers",
  ]) {
    await visitor.goto(base + path, { waitUntil: "networkidle" });
  }
  // Calls and chats, as the site's click listener sends them (issue 13.4).
  for (const [path, pageType, kind] of [
    ["/services/boiler-repair", "service", "call"],
    ["/services/boiler-repair/partick", "service-location", "call"],
    ["/services/boiler-repair/partick", "service-location", "whatsapp"],
    ["/emergency", "emergency", "call"],
  ]) {
    const res = await visitor.request.post(base + "/api/contact-clicks", {
      data: { path, pageType, kind },
      headers: { origin: base },
    });
    if (!res.ok()) throw new Error(`/api/contact-clicks: HTTP ${res.status()} ${await res.text()}`);
  }
  await visitor.close();
  await post("/api/contact", {
    name: "Fiona MacLeod",
    phone: "07700 900456",
    email: "fiona@example.test",
    service: "Emergency Plumbing",
    location: "Partick",
    message: "Water pouring through the kitchen ceiling from the flat above.",
    isEmergency: true,
    pagePath: "/services/emergency-plumbing/partick",
  });
  await post("/api/contact", {
    name: "James Wilson",
    phone: "0141 496 0321",
    email: "james@example.test",
    service: "Boiler Services",
    location: "Hyndland",
    message: "Annual boiler service, any weekday morning.",
    pagePath: "/services/boiler-repair",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "winter-boilers",
  });
  await post("/api/contact", {
    name: "Aisha Khan",
    phone: "07700 900789",
    service: "Bathroom Fitting",
    location: "West End",
    message: "Quote for a new bathroom suite.",
    pagePath: "/areas/west-end",
  });
  await post("/api/contact", {
    name: "Cheap Pills",
    phone: "0141 496 0000",
    service: "Tap Repair",
    pagePath: "/contact",
    website: "http://spam.example",
  });
  for (const email of ["reader1@example.test", "reader2@example.test"])
    await post("/api/newsletter", { email, pagePath: "/blog" });

  for (const width of [390, 1366]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const shot = async (name) => {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${out}admin-${name}-${width}.png`, fullPage: true });
      console.log(`admin-${name}-${width}.png`);
    };
    await page.goto(`${base}/admin`);
    await page.getByRole("heading", { name: "Sign in to your inbox" }).waitFor();
    await shot("sign-in");
    await page.getByLabel("Email address").fill(OWNER);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Fiona MacLeod" }).waitFor();
    await shot("leads");
    await page.getByRole("link", { name: "James Wilson" }).click();
    await page.getByRole("heading", { level: 1, name: "James Wilson" }).waitFor();
    await shot("lead");
    for (const [hash, name, ready] of [
      ["#/spam", "spam", "article"],
      ["#/incomplete", "incomplete", "h1"],
      ["#/mail", "mail", "ul[aria-label=Messages]"],
      ["#/results", "results", ".daily-chart[data-ready=true]"],
      ["#/newsletter", "newsletter", "ul[aria-label=Subscribers]"],
    ]) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await page.locator(ready).first().waitFor();
      await shot(name);
    }
    await page.evaluate(() => {
      window.location.hash = "#/people";
    });
    await page.getByLabel("Email address or phone number").fill("fiona@example.test");
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("heading", { name: /^Held about/ }).waitFor();
    await shot("people");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
