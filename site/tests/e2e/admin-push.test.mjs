// Phone alerts (issue 23.2) in Chromium at 390 px and 1366 px, against the
// real `api serve` and a local push endpoint (push-endpoint.mjs) that checks
// the VAPID signature and decrypts each push as a browser would. Headless
// Chromium cannot reach a real push service, so the page's PushManager hands
// out that endpoint's subscription; the permission prompt is granted by the
// context. Everything else is the real path: the service worker and manifest
// from the export, the Phone alerts screen, the API, the queue and the push.
// Covered: installable inbox with a worker scoped to /admin only; turn
// alerts on for every lead; a test alert; an emergency from the public site
// arrives decrypted to the lead's summary and shows as a notification; turn
// alerts off; axe and no CSP violation on the screen.
import { expect, test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD, axe, recordViolations, sendQuote, signIn } from "./inbox.mjs";
import { startPushEndpoint } from "./push-endpoint.mjs";

const test = base.extend({
  /** Per worker: the push endpoint, `api serve` allowed to push to it, and an owner. */
  phone: [
    async ({}, use) => {
      const endpoint = await startPushEndpoint();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({
        PORT: String(port),
        SITE_URL: base,
        NOTIFY_EMAIL: "leads@example.test",
        PUSH_EXTRA_ORIGINS: endpoint.origin,
        MAIL_POLL_MS: "100",
      });
      await addOwner(server.db, OWNER, PASSWORD);
      await use({ endpoint, base });
      await server.stop();
      await endpoint.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ phone }, use) => use(phone.base),
});

test.describe("phone alerts", { tag: "@each-width" }, () => {
  test.describe.configure({ mode: "serial" });

  let ctx, p, base, endpoint, width;
  const errors = [];
  const heading = (name) => p.getByRole("heading", { level: 1, name });

  test.beforeAll(async ({ browser, phone }, testInfo) => {
    ({ base, endpoint } = phone);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    width = viewport.width;
    ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile, hasTouch });
    await ctx.grantPermissions(["notifications"], { origin: base });
    // The browser's push service, stood in for by the local endpoint: its
    // subscription, kept across reloads as a browser keeps its own.
    await ctx.addInitScript((subscription) => {
      if (typeof PushManager === "undefined") return;
      const KEY = "test:push-subscribed";
      const made = (key) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key },
        toJSON: () => subscription,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      const stored = () => {
        const hex = localStorage.getItem(KEY);
        return hex ? made(new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16))).buffer) : null;
      };
      PushManager.prototype.getSubscription = async () => stored();
      PushManager.prototype.subscribe = async (options) => {
        const key = new Uint8Array(options.applicationServerKey);
        localStorage.setItem(KEY, Array.from(key, (b) => b.toString(16).padStart(2, "0")).join(""));
        return stored();
      };
    }, endpoint.subscription);
    await recordViolations(ctx);
    p = await ctx.newPage();
    p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  });
  test.afterAll(async () => {
    await ctx?.close();
  });

  test("the inbox is installable, and its service worker is scoped to /admin alone", async () => {
    await p.goto(`${base}/admin`);
    const href = await p.locator("link[rel=manifest]").getAttribute("href");
    expect(href).toBe("/admin/manifest.webmanifest");
    const manifest = await (await p.request.get(base + href)).json();
    expect(manifest).toMatchObject({
      short_name: "Inbox",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
    });
    expect(manifest.name).toMatch(/ inbox$/);
    for (const icon of manifest.icons) {
      const res = await p.request.get(base + icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
    const worker = await p.request.get(`${base}/admin/sw.js`);
    expect(worker.headers()["service-worker-allowed"]).toBe("/admin");
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    // A public page links no manifest and is never under the worker.
    const pub = await ctx.newPage();
    await pub.goto(`${base}/`);
    await expect(pub.locator("link[rel=manifest]")).toHaveCount(0);
    expect(await pub.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await pub.close();
  });

  test("turns alerts on for every lead, and a test alert arrives", async () => {
    await signIn(p, base);
    await p.getByText(OWNER).click();
    await p.getByRole("link", { name: "Phone alerts" }).click();
    await expect(heading("Phone alerts")).toBeVisible();
    // The account menu closes once a screen is chosen from it.
    await expect(p.getByRole("link", { name: "Signed-in browsers" })).toBeHidden();
    await expect(p).toHaveTitle("Phone alerts | Inbox");
    endpoint.expectKey(await p.evaluate(async () => (await (await fetch("/api/admin/push")).json()).publicKey));
    await p.getByLabel("Every new lead, not only emergencies").check();
    await p.getByRole("button", { name: "Turn on alerts on this device" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Alerts are on for this device." })).toBeVisible();
    await expect(p.getByText("Alerts on", { exact: true })).toBeVisible();
    await expect(p.getByLabel("Every new lead, not only emergencies")).toBeChecked();
    // The worker now serves the inbox, scoped to /admin.
    const scope = await p.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope);
    expect(scope).toBe(`${base}/admin`);
    await axe(p, "phone alerts");

    await p.getByRole("button", { name: "Send a test alert" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Test alert sent." })).toBeVisible();
    await expect.poll(() => endpoint.received.map((r) => r.alert.title)).toContain("Test alert");
    expect(endpoint.refused).toEqual([]);
  });

  test("an emergency from the public site reaches the phone as the lead's summary", async () => {
    const sent = Date.now();
    await sendQuote(ctx, base, "/emergency", {
      Name: `Phone Emergency ${width}`,
      Phone: "07700 900777",
      Service: "Burst Pipe Repair",
    });
    await expect
      .poll(() => endpoint.received.find((r) => r.alert.body.startsWith(`Phone Emergency ${width}`)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const push = endpoint.received.find((r) => r.alert.body.startsWith(`Phone Emergency ${width}`));
    expect(push.alert.title).toMatch(/^Emergency #\d+: Burst Pipe Repair$/);
    expect(push.alert).toMatchObject({ urgent: true, url: expect.stringMatching(/^\/admin#\/leads\/\d+$/) });
    expect(push.urgency).toBe("high");
    // Measured, not asserted: from the form's answer to the push's arrival.
    console.log(`push latency at ${width} px: ${push.at - sent} ms from sending the form`);
    expect(endpoint.refused).toEqual([]);

    // The decrypted payload, given to the inbox's service worker as the
    // browser would, shows as a notification that stays until dealt with.
    const worker = ctx.serviceWorkers().find((w) => w.url().endsWith("/admin/sw.js"));
    expect(worker, "the inbox's service worker is running").toBeTruthy();
    const shown = await worker.evaluate(async (data) => {
      try {
        self.dispatchEvent(new PushEvent("push", { data: JSON.stringify(data) }));
      } catch {
        // waitUntil refuses a script-made event; the notification is already asked for.
      }
      for (let i = 0; i < 50; i++) {
        const list = await self.registration.getNotifications();
        if (list.length)
          return list.map((n) => ({ title: n.title, body: n.body, url: n.data.url, sticky: n.requireInteraction }));
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    }, push.alert);
    expect(shown).toContainEqual({
      title: push.alert.title,
      body: push.alert.body,
      url: `${base}${push.alert.url}`,
      sticky: true,
    });
    // Tapped, it brings the open inbox to the lead.
    await worker.evaluate(async (title) => {
      const n = (await self.registration.getNotifications()).find((x) => x.title === title);
      try {
        self.dispatchEvent(new NotificationEvent("notificationclick", { notification: n }));
      } catch {
        // as above: waitUntil refuses a script-made event, after the handler has begun
      }
    }, push.alert.title);
    await expect(p).toHaveURL(`${base}${push.alert.url}`);
    await expect(heading(`Phone Emergency ${width}`)).toBeVisible();
  });

  test("turns alerts off on this device", async () => {
    // Opened afresh: the screen finds this browser's subscription by itself.
    await p.goto(`${base}/admin#/alerts`);
    await p.reload();
    await expect(p.getByText("Alerts on", { exact: true })).toBeVisible();
    await p.getByRole("button", { name: "Turn off on this device" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Alerts are off for this device." })).toBeVisible();
    await expect(p.getByRole("button", { name: "Turn on alerts on this device" })).toBeVisible();
    const devices = await p.evaluate(async () => (await (await fetch("/api/admin/push")).json()).devices);
    expect(devices).toEqual([]);
  });

  test("no Content-Security-Policy violation or page error", async () => {
    expect(await p.evaluate(() => window.__violations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
