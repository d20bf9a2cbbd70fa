// Every route kind renders over `api serve`, and decision 9's redirects and 404s are real HTTP.
import { expect, test } from "./fixtures.mjs";
import { routeKinds } from "./harness.mjs";

/** One request, redirects not followed: the status and Location are what the server sent. */
const get = (request, path) => request.get(path, { maxRedirects: 0 });

test.describe("every route kind", () => {
  for (const [kind, path] of Object.entries(routeKinds)) {
    test(`${kind}: ${path}`, async ({ request }) => {
      const res = await get(request, path);
      expect(res.status()).toBe(kind === "not-found" ? 404 : 200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en-GB"/);
      expect(html, "has a heading").toMatch(/<h1[\s>]/);
      expect((html.match(/<h1[\s>]/g) ?? []).length, "exactly one h1").toBe(1);
      if (kind !== "not-found") {
        expect(html, "canonical matches the URL").toMatch(
          new RegExp(`<link rel="canonical" href="http://localhost:3000${path === "/" ? "" : path}"`),
        );
        expect(html).toMatch(/property="og:locale" content="en_GB"/);
      }
    });
  }
});

test.describe("site icons", () => {
  // Browsers ask for /favicon.ico whatever the page links; a 404 there is a console error on every page.
  test("serves /favicon.ico and the SVG icon every page links", async ({ request }) => {
    const ico = await get(request, "/favicon.ico");
    expect(ico.status()).toBe(200);
    expect([...(await ico.body()).subarray(0, 4)], "an ICO file").toEqual([0, 0, 1, 0]);
    const html = await (await get(request, "/")).text();
    const href = html.match(/<link rel="icon" href="(\/icon\.svg[^"]*)"/)?.[1];
    expect(href, "the home page links the SVG icon").toBeTruthy();
    const svg = await get(request, href);
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  });
});

test.describe("redirects and not found (decision 9)", () => {
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
    test(`${path} → ${status}${location ? ` ${location}` : ""}`, async ({ request }) => {
      const res = await get(request, path);
      expect(res.status()).toBe(status);
      if (location) expect(res.headers()["location"]).toBe(location);
      else expect(await res.text()).toMatch(/Oops! Page not found/);
    });
  }
});
