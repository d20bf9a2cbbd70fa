// Every route kind renders over `api serve`, and PRODUCT 9's redirects and 404s are real HTTP.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { routeKinds, startServer } from "./harness.mjs";

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.stop(); });

describe("every route kind", () => {
  for (const [kind, path] of Object.entries(routeKinds)) {
    it(`${kind}: ${path}`, async () => {
      const res = await fetch(server.base + path, { redirect: "manual" });
      assert.equal(res.status, kind === "not-found" ? 404 : 200);
      const html = await res.text();
      assert.match(html, /<html lang="en-GB"/);
      assert.match(html, /<h1[\s>]/, "has a heading");
      assert.equal((html.match(/<h1[\s>]/g) ?? []).length, 1, "exactly one h1");
      if (kind !== "not-found") {
        assert.match(html, new RegExp(`<link rel="canonical" href="http://localhost:3000${path === "/" ? "" : path}"`), "canonical matches the URL");
        assert.match(html, /property="og:locale" content="en_GB"/);
      }
    });
  }
});

describe("site icons", () => {
  // Browsers ask for /favicon.ico whatever the page links; a 404 there is a console error on every page.
  it("serves /favicon.ico and the SVG icon every page links", async () => {
    const ico = await fetch(server.base + "/favicon.ico");
    assert.equal(ico.status, 200);
    assert.deepEqual([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)], [0, 0, 1, 0], "an ICO file");
    const html = await (await fetch(server.base + "/")).text();
    const href = html.match(/<link rel="icon" href="(\/icon\.svg[^"]*)"/)?.[1];
    assert.ok(href, "the home page links the SVG icon");
    const svg = await fetch(server.base + href);
    assert.equal(svg.status, 200);
    assert.match(svg.headers.get("content-type"), /image\/svg\+xml/);
  });
});

describe("redirects and not found (PRODUCT 9)", () => {
  const cases = [
    ["/areas/atlantis", 302, "/areas"],
    ["/blog/no-such-article", 302, "/blog"],
    ["/services/boiler-repair/atlantis", 302, "/404"],
    ["/services/no-such-service/partick", 302, "/404"],
    ["/services/boiler-repair/partick/penthouse", 404, null],
    ["/services/no-such-service", 404, null],
    ["/nothing/here", 404, null],
    ["/404", 404, null],
  ];
  for (const [path, status, location] of cases) {
    it(`${path} → ${status}${location ? ` ${location}` : ""}`, async () => {
      const res = await fetch(server.base + path, { redirect: "manual" });
      assert.equal(res.status, status);
      if (location) assert.equal(res.headers.get("location"), location);
      else assert.match(await res.text(), /Oops! Page not found/);
    });
  }
});
