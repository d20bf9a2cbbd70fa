// The 'Our work' filters (lib/work-filter.ts) and which jobs a page shows (lib/jobs.ts).
import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchFromFilters, workFilterCss } from "@/lib/work-filter";
import { EXCERPT_MAX, NEARBY_MILES, excerptOf, milesBetween, recentWorkFor, workInArea } from "@/lib/jobs";

const services = [{ slug: "boiler-repair", name: "Boiler Repair" }];
const areas = [
  { slug: "partick", name: "Partick" },
  { slug: "paisley", name: "Paisley" },
];

describe("the 'Our work' filters", () => {
  it("read known values from the URL and ignore the rest", () => {
    expect(filtersFromSearch("?service=boiler-repair&area=paisley", services, areas)).toEqual({
      service: "boiler-repair",
      area: "paisley",
    });
    expect(filtersFromSearch("?service=x&area=<script>", services, areas)).toEqual({ service: "all", area: "all" });
  });

  it("write only what is chosen", () => {
    expect(searchFromFilters({ service: "all", area: "all" })).toBe("");
    expect(searchFromFilters({ service: "boiler-repair", area: "all" })).toBe("?service=boiler-repair");
    expect(searchFromFilters({ service: "all", area: "paisley" })).toBe("?area=paisley");
  });

  it("hide by CSS every card the selects rule out, one rule per option", () => {
    const css = workFilterCss(services, areas).split("\n");
    expect(css).toHaveLength(3);
    expect(css[0]).toBe(
      '.our-work:has(select[name="service"] option[value="boiler-repair"]:checked) [data-job]:not([data-service="boiler-repair"]){display:none}',
    );
  });
});

describe("which jobs a page shows", () => {
  it("measures nearness in great-circle miles between the areas' centres", () => {
    expect(milesBetween("partick", "partick")).toBe(0);
    expect(milesBetween("partick", "hyndland")).toBeLessThan(NEARBY_MILES);
    expect(milesBetween("kilwinning", "irvine")).toBeLessThan(NEARBY_MILES);
    // Postcode letters once made these neighbours: they are not.
    expect(milesBetween("paisley", "greenock")).toBeGreaterThan(NEARBY_MILES);
    expect(milesBetween("partick", "paisley")).toBeGreaterThan(NEARBY_MILES);
  });

  it("tells a service's job in full in its own area, in brief near it, never far away", () => {
    const partick = recentWorkFor("boiler-repair", "partick");
    expect(partick.here.map((j) => j.slug)).toEqual(["sample-boiler-repair-partick"]);
    expect(partick.here[0].problem.length).toBeGreaterThan(0);
    const centre = recentWorkFor("boiler-repair", "glasgow-city-centre");
    expect(centre.here).toEqual([]);
    expect(centre.nearby.map((j) => j.slug)).toEqual(["sample-boiler-repair-partick"]);
    // Kilwinning is 25 miles from Partick: nothing of it there.
    expect(recentWorkFor("boiler-repair", "kilwinning").nearby).toEqual([]);
    expect(workInArea("paisley").every((j) => j.area === "paisley")).toBe(true);
  });

  it("gives a brief card only what it shows: no story, no price, the smaller photographs", () => {
    const [brief] = workInArea("partick");
    expect(Object.keys(brief).sort()).toEqual(
      ["area", "completed", "excerpt", "href", "isSample", "photo", "service", "slug", "title"].sort(),
    );
    expect(brief.href).toBe("/services/boiler-repair/partick#sample-boiler-repair-partick");
    expect(brief.title).toBe("Boiler Repair in Thornwood, Partick");
    expect(JSON.stringify(brief)).not.toContain("flue readings");
    expect(brief.photo?.asset).not.toHaveProperty("og");
  });

  it("cuts an excerpt to one line at a word", () => {
    expect(excerptOf("Short. Then more.")).toBe("Short.");
    const long = excerptOf(`${"word ".repeat(40)}end.`);
    expect(long.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(long).toMatch(/word…$/);
  });
});
