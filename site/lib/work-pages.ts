// 'Our work' in pages (issue 35.3): which list a page shows, its slice of
// that list, the links to the list's other pages and to the other lists.
// Which lists and pages exist is codegen's (codegen/src/work_pages.rs): every
// rule here reads the routes it emitted, so the two cannot disagree on a
// page's number or path. Pure: callers pass the routes and the names.
import type { Route, WorkList } from "@/generated/types";

/** A route of 'Our work': one page of one list. */
export type WorkRoute = Extract<Route, { pageType: "our-work" }>;

export const isWorkRoute = (r: Route): r is WorkRoute => r.pageType === "our-work";

/** Whether two lists are the same list. */
export function sameList(a: WorkList, b: WorkList): boolean {
  if (a.by === "trade" && b.by === "trade") return a.category === b.category;
  if (a.by === "area" && b.by === "area") return a.area === b.area;
  return a.by === b.by;
}

/** Whether a job is on a list; `categoryOf` gives a service's category. */
export function onList(
  list: WorkList,
  job: { service: string; area: string },
  categoryOf: (service: string) => string | undefined,
): boolean {
  if (list.by === "trade") return categoryOf(job.service) === list.category;
  if (list.by === "area") return job.area === list.area;
  return true;
}

/**
 * The jobs page `route` shows of its whole list (`newest`, newest first).
 * A list of another length than codegen counted is a build error, not a
 * page that silently drops or repeats jobs.
 */
export function pageOf<T>(route: WorkRoute, newest: T[]): T[] {
  if (newest.length !== route.jobs)
    throw new Error(`${route.path}: codegen counted ${route.jobs} jobs on this list, the site ${newest.length}`);
  const from = (route.page - 1) * route.perPage;
  return newest.slice(from, from + route.perPage);
}

/** The first page of `list`, or undefined when it has no job (and so no page). */
export const firstPageOf = (list: WorkList, all: WorkRoute[]) =>
  all.find((r) => r.page === 1 && sameList(r.list, list));

export type PageLink = { page: number; href: string; current: boolean };
export type Pagination = { pages: PageLink[]; newer: string | null; older: string | null };

/**
 * The numbered links of `route`'s list: every page, so each is one click
 * from the first (and two from the home page, within the export audit's
 * four); newer and older beside them. Null for a list of one page.
 */
export function paginationOf(route: WorkRoute, all: WorkRoute[]): Pagination | null {
  if (route.pages < 2) return null;
  const pages = all
    .filter((r) => sameList(r.list, route.list))
    .sort((a, b) => a.page - b.page)
    .map((r) => ({ page: r.page, href: r.path, current: r.page === route.page }));
  if (pages.length !== route.pages || pages.some((p, i) => p.page !== i + 1))
    throw new Error(`${route.path}: its list has ${pages.length} pages in the routes, not ${route.pages}`);
  return {
    pages,
    newer: route.page > 1 ? pages[route.page - 2].href : null,
    older: route.page < route.pages ? pages[route.page].href : null,
  };
}

export type ListLink = { href: string; name: string; jobs: number; current: boolean };

/**
 * The links to every list: each trade and each area with work, by name,
 * with its number of jobs; `current` on the list `route` belongs to.
 */
export function listLinks(
  route: WorkRoute,
  all: WorkRoute[],
  names: { category: (slug: string) => string; area: (slug: string) => string },
): { all: ListLink; trades: ListLink[]; areas: ListLink[] } {
  const firsts = all.filter((r) => r.page === 1);
  const link = (r: WorkRoute, name: string): ListLink => ({
    href: r.path,
    name,
    jobs: r.jobs,
    current: sameList(r.list, route.list),
  });
  const byName = (a: ListLink, b: ListLink) => a.name.localeCompare(b.name, "en-GB");
  const everything = firsts.find((r) => r.list.by === "all");
  if (!everything) throw new Error("routes.json has no first page of every job (/our-work)");
  return {
    all: link(everything, "All work"),
    // Trades in the catalogue's order (codegen's Category::ALL), as the menus list them.
    trades: firsts.flatMap((r) => (r.list.by === "trade" ? [link(r, names.category(r.list.category))] : [])),
    areas: firsts.flatMap((r) => (r.list.by === "area" ? [link(r, names.area(r.list.area))] : [])).sort(byName),
  };
}
