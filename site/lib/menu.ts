import type { AreaSummary, CategoryInfo, ServiceSummary } from "@/generated/types";

export type MenuLink = { label: string; href: string };
export type MenuColumn = { title: string; links: MenuLink[] };

// Brief 2's columns, read by each area's main district (its first: an area
// also lists the districts it shares, and the West End's list takes in G3),
// compared whole so G11 is not taken for G1. City Centre: G1, G2 or G3; West
// End: 'west' in the slug, or G11 or G12; Surrounding: the rest.
//
// One decision keeps the column names true: Finnieston's main district is
// G3, but Finnieston is the West End's eastern edge (Kelvingrove, Argyle
// Street's bars), so it is filed under West End, not City Centre.
const WEST_END_BY_DECISION = ["finnieston"];
const main = (a: AreaSummary) => a.postcodes[0];
const inWestEnd = (a: AreaSummary) =>
  a.slug.includes("west") || ["G11", "G12"].includes(main(a)) || WEST_END_BY_DECISION.includes(a.slug);
const inCityCentre = (a: AreaSummary) => !inWestEnd(a) && ["G1", "G2", "G3"].includes(main(a));

/** The Areas menu's three columns (brief 2), up to `perColumn` areas each. */
export function areaColumns(areas: AreaSummary[], perColumn = 6): MenuColumn[] {
  const centre = areas.filter(inCityCentre);
  const west = areas.filter(inWestEnd);
  const rest = areas.filter((a) => !inCityCentre(a) && !inWestEnd(a));
  const link = (a: AreaSummary) => ({ label: a.name, href: `/areas/${a.slug}` });
  return [
    { title: "City Centre", links: centre.slice(0, perColumn).map(link) },
    { title: "West End", links: west.slice(0, perColumn).map(link) },
    { title: "Surrounding", links: rest.slice(0, perColumn).map(link) },
  ];
}

/** The Services menu: the first `categoriesShown` categories with up to `perCategory` services. */
export function serviceColumns(
  categories: CategoryInfo[],
  services: ServiceSummary[],
  categoriesShown = 5,
  perCategory = 5,
): MenuColumn[] {
  return categories.slice(0, categoriesShown).map((c) => ({
    title: c.name,
    links: c.services
      .slice(0, perCategory)
      .map((slug) => services.find((s) => s.slug === slug))
      .filter((s): s is ServiceSummary => Boolean(s))
      .map((s) => ({ label: s.name, href: `/services/${s.slug}` })),
  }));
}
