import type { AreaSummary, CategoryInfo, ServiceSummary } from "@/generated/types";

export type MenuLink = { label: string; href: string };
export type MenuColumn = { title: string; links: MenuLink[] };

/** Postcode districts compared whole, so G11 is not taken for G1. */
const inCityCentre = (a: AreaSummary) => a.postcodes.some((p) => ["G1", "G2", "G3"].includes(p));
const inWestEnd = (a: AreaSummary) => a.slug.includes("west") || a.postcodes.some((p) => p === "G11" || p === "G12");

/** The Areas menu's three columns (SPEC 2), up to `perColumn` areas each. */
export function areaColumns(areas: AreaSummary[], perColumn = 6): MenuColumn[] {
  const centre = areas.filter(inCityCentre);
  const west = areas.filter((a) => !inCityCentre(a) && inWestEnd(a));
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
