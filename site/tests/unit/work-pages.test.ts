// 'Our work' in pages (lib/work-pages.ts) and which jobs a page shows (lib/jobs.ts).
import { describe, expect, it } from "vitest";
import type { WorkList } from "@/generated/types";
import {
  EXCERPT_MAX,
  NEARBY_MILES,
  excerptOf,
  milesBetween,
  recentWorkFor,
  workInArea,
  workListHref,
  workPage,
  workRoutes,
} from "@/lib/jobs";
import { listLinks, onList, pageOf, paginationOf, type WorkRoute } from "@/lib/work-pages";

const PER_PAGE = 24;

/** The routes codegen's work_pages emits for one list of `jobs` jobs whose first page is `first`. */
function routesOf(list: WorkList, first: string, jobs: number): WorkRoute[] {
  const pages = Math.max(1, Math.ceil(jobs / PER_PAGE));
  return Array.from({ length: pages }, (_, i) => {
    const path = i === 0 ? first : `${first}/page/${i + 1}`;
    return {
      path,
      pageType: "our-work",
      list,
      page: i + 1,
      pages,
      jobs,
      perPage: PER_PAGE,
      params: { list: path.split("/").slice(2) },
      indexable: path === "/our-work",
    } as WorkRoute;
  });
}

/** 300 jobs, two years of two a week, newest first: 'job-0' the newest. */
const fake = Array.from({ length: 300 }, (_, i) => ({
  slug: `job-${i}`,
  service: i % 3 === 0 ? "boiler-repair" : "leak-detection",
  area: i % 5 === 0 ? "paisley" : "partick",
}));
const categoryOf = (service: string) => (service === "boiler-repair" ? "heating" : "plumbing");
const heating: WorkList = { by: "trade", category: "heating" };
const paisley: WorkList = { by: "area", area: "paisley" };
const onHeating = fake.filter((j) => onList(heating, j, categoryOf));
const inPaisley = fake.filter((j) => onList(paisley, j, categoryOf));
const all = [
  ...routesOf({ by: "all" }, "/our-work", fake.length),
  ...routesOf(heating, "/our-work/heating", onHeating.length),
  ...routesOf({ by: "trade", category: "plumbing" }, "/our-work/plumbing", fake.length - onHeating.length),
  ...routesOf(paisley, "/our-work/in/paisley", inPaisley.length),
  ...routesOf({ by: "area", area: "partick" }, "/our-work/in/partick", fake.length - inPaisley.length),
];
const at = (path: string) => all.find((r) => r.path === path)!;

describe("'Our work' with 300 jobs", () => {
  it("shows every job once, 24 to a page, newest first", () => {
    const pages = all.filter((r) => r.list.by === "all");
    expect(pages).toHaveLength(13);
    const shown = pages.flatMap((r) => pageOf(r, fake));
    expect(shown.map((j) => j.slug)).toEqual(fake.map((j) => j.slug));
    expect(pageOf(at("/our-work"), fake)[0].slug).toBe("job-0");
    expect(pageOf(at("/our-work/page/2"), fake).map((j) => j.slug)[0]).toBe("job-24");
    expect(pageOf(at("/our-work/page/13"), fake)).toHaveLength(12);
  });

  it("refuses a list of another length than codegen counted", () => {
    expect(() => pageOf(at("/our-work"), fake.slice(1))).toThrow(/codegen counted 300 jobs on this list, the site 299/);
  });

  it("filters a trade and an area by path, each paginated the same way", () => {
    expect(onHeating).toHaveLength(100);
    expect(paginationOf(at("/our-work/heating"), all)?.pages.map((p) => p.href)).toEqual([
      "/our-work/heating",
      "/our-work/heating/page/2",
      "/our-work/heating/page/3",
      "/our-work/heating/page/4",
      "/our-work/heating/page/5",
    ]);
    const page2 = pageOf(at("/our-work/in/paisley/page/2"), inPaisley);
    expect(page2).toHaveLength(24);
    expect(page2.every((j) => j.area === "paisley")).toBe(true);
    expect(pageOf(at("/our-work/in/paisley/page/3"), inPaisley)).toHaveLength(60 - 48);
  });

  it("links every page of the list, the current one marked, with newer and older beside", () => {
    const first = paginationOf(at("/our-work"), all)!;
    expect(first.pages).toHaveLength(13);
    expect(first.pages.filter((p) => p.current).map((p) => p.page)).toEqual([1]);
    expect(first.newer).toBeNull();
    expect(first.older).toBe("/our-work/page/2");
    const middle = paginationOf(at("/our-work/page/7"), all)!;
    expect([middle.newer, middle.older]).toEqual(["/our-work/page/6", "/our-work/page/8"]);
    expect(middle.pages.find((p) => p.current)?.href).toBe("/our-work/page/7");
    const last = paginationOf(at("/our-work/page/13"), all)!;
    expect([last.newer, last.older]).toEqual(["/our-work/page/12", null]);
    // One page: no pagination at all.
    const one = routesOf({ by: "all" }, "/our-work", 24);
    expect(paginationOf(one[0], one)).toBeNull();
    expect(one).toHaveLength(1);
  });

  it("refuses routes that skip a page", () => {
    const gap = all.filter((r) => r.path !== "/our-work/page/5");
    expect(() => paginationOf(at("/our-work"), gap)).toThrow(/has 12 pages in the routes, not 13/);
  });

  it("links every list from every page, with its number of jobs, the current one marked", () => {
    const names = { category: (s: string) => s[0].toUpperCase() + s.slice(1), area: (s: string) => s.toUpperCase() };
    const links = listLinks(at("/our-work/heating/page/2"), all, names);
    expect(links.all).toEqual({ href: "/our-work", name: "All work", jobs: 300, current: false });
    expect(links.trades.map((l) => [l.name, l.jobs, l.current])).toEqual([
      ["Heating", 100, true],
      ["Plumbing", 200, false],
    ]);
    // Areas by name, whatever the routes' order.
    expect(links.areas.map((l) => [l.href, l.jobs])).toEqual([
      ["/our-work/in/paisley", 60],
      ["/our-work/in/partick", 240],
    ]);
    expect(listLinks(at("/our-work/page/3"), all, names).all.current).toBe(true);
  });
});

describe("'Our work' with today's catalogue", () => {
  it("has one page of every job, and a list for each trade and area with work", () => {
    const paths = workRoutes.map((r) => r.path);
    expect(paths).toContain("/our-work");
    expect(paths.some((p) => p.includes("/page/"))).toBe(false);
    expect(paths).toContain("/our-work/in/paisley");
    expect(paths).toContain("/our-work/drainage");
    expect(paths).not.toContain("/our-work/in/kilwinning");
    const first = workRoutes.find((r) => r.path === "/our-work")!;
    expect(workPage(first).length).toBe(first.jobs);
  });

  it("sends 'See more' to a list's first page, or to every job when it has none", () => {
    expect(workListHref({ by: "area", area: "paisley" })).toBe("/our-work/in/paisley");
    expect(workListHref({ by: "area", area: "kilwinning" })).toBe("/our-work");
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
