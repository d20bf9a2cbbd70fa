// The 'Our work' filters (lib/work-filter.ts) and which jobs a page shows (lib/jobs.ts).
import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchFromFilters, workFilterCss } from "@/lib/work-filter";
import { nearness, recentWorkFor, workInArea } from "@/lib/jobs";

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
  it("puts the area itself first, then areas sharing its postcode letters, then the rest", () => {
    expect(nearness("partick", "partick")).toBe(0);
    expect(nearness("partick", "hyndland")).toBeLessThan(1000);
    expect(nearness("partick", "paisley")).toBeGreaterThanOrEqual(1000);
  });

  it("shows a service's job in its own area, and near it elsewhere, never far away", () => {
    expect(recentWorkFor("boiler-repair", "partick").map((j) => j.slug)).toEqual(["sample-boiler-repair-partick"]);
    expect(recentWorkFor("boiler-repair", "glasgow-city-centre").map((j) => j.slug)).toEqual([
      "sample-boiler-repair-partick",
    ]);
    expect(recentWorkFor("boiler-repair", "paisley")).toEqual([]);
    expect(workInArea("paisley").map((j) => j.area)).toEqual(["paisley"]);
  });
});
