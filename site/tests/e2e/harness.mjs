// Shared set-up for the browser tests: the real `api serve` over the built
// export (site/out, or the folder SITE_DIR names) on a random port with a
// temporary SQLite file, and Debian's Chromium driven by playwright-core.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

const root = new URL("../../../", import.meta.url).pathname;
// SITE_DIR picks another export (e.g. a SITE_SAMPLE build in site/out-h1).
export const siteDir = process.env.SITE_DIR ?? join(root, "site/out");
export const apiBin = process.env.API_BIN ?? join(root, "target/release/api");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts the API serving the export; resolves to { base, stop, dir }. */
export async function startServer(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const child = spawn(apiBin, ["serve"], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite://${join(dir, "e2e.db")}`,
      MAIL_DIR: join(dir, "mail"),
      SITE_DIR: siteDir,
      SITE_URL: "http://localhost:3000",
      CONTACT_RATE_LIMIT: "1000",
      // Every test browses from one address: lift the per-client page-view ceiling.
      PAGE_VIEW_RATE_LIMIT: "1000000",
      // ...and let it hold a quarter of the connections, as one client may.
      MAX_CONNECTIONS_PER_CLIENT: "256",
      LOG: "error",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("api did not start in 30s")), 30_000);
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = line.match(/^api listening on (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`api exited with ${code}`)));
  });
  return {
    base,
    dir,
    db: join(dir, "e2e.db"),
    /** Stops the server and removes its database and mail folder. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** One representative page of every route kind (brief 2). */
export const routeKinds = {
  home: "/",
  services: "/services",
  service: "/services/boiler-repair",
  category: "/electrical",
  emergency: "/emergency",
  areas: "/areas",
  area: "/areas/partick",
  "service-location": "/services/boiler-repair/partick",
  "service-neighbourhood": "/services/emergency-plumbing/partick/thornwood",
  "service-property-type": "/services/boiler-repair/partick/residential",
  reviews: "/reviews",
  "our-work": "/our-work",
  contact: "/contact",
  about: "/about",
  blog: "/blog",
  "blog-post": "/blog/winter-plumbing-protection-glasgow",
  privacy: "/privacy",
  terms: "/terms",
  "cancellation-form": "/cancellation-form",
  sitemap: "/sitemap",
  "not-found": "/404",
};

/**
 * Resolves once React has hydrated the element matching `selector` (React
 * attaches its props to each hydrated DOM node under a `__reactProps$…` key).
 * Interacting before that races the static HTML: a click or keystroke would
 * reach an element with no handlers yet. A public page's islands start on
 * the visitor's first gesture (decision 75), so this makes one first: a
 * press of Shift, which no page answers.
 */
export async function hydrated(p, selector) {
  await p.keyboard.press("Shift");
  await p.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  }, selector);
}

/** A free port on 127.0.0.1, so SITE_URL (the Origin the inbox API accepts) can name it before the server starts. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * `api owner add EMAIL` with the password as two lines on stdin, as an operator would pipe it;
 * `role` "staff" makes a staff account (issue 33.7).
 */
export function addOwner(db, email, password, role = "owner") {
  return new Promise((resolve, reject) => {
    const child = spawn(apiBin, ["owner", "add", "--role", role, email], {
      env: { PATH: process.env.PATH, DATABASE_URL: `sqlite://${db}`, LOG: "error" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`api owner add exited ${code}: ${out}`))));
    child.stdin.end(`${password}\n${password}\n`);
  });
}
