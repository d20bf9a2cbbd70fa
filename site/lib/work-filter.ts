// The 'Our work' filters' rules, shared by the page (its CSS) and the filters
// component (the URL): ?service=&area=, like the blog's (decision 20).

export type Option = { slug: string; name: string };
export type Filters = { service: string; area: string };
export const ALL = "all";

/** The CSS that hides the cards the selects rule out, one rule per option. */
export function workFilterCss(services: Option[], areas: Option[]): string {
  const rule = (field: "service" | "area", slug: string) =>
    `.our-work:has(select[name="${field}"] option[value="${slug}"]:checked) [data-job]:not([data-${field}="${slug}"]){display:none}`;
  return [...services.map((s) => rule("service", s.slug)), ...areas.map((a) => rule("area", a.slug))].join("\n");
}

export function filtersFromSearch(search: string, services: Option[], areas: Option[]): Filters {
  const p = new URLSearchParams(search);
  const known = (value: string | null, options: Option[]) =>
    value && options.some((o) => o.slug === value) ? value : ALL;
  return { service: known(p.get("service"), services), area: known(p.get("area"), areas) };
}

export function searchFromFilters(f: Filters): string {
  const p = new URLSearchParams();
  if (f.service !== ALL) p.set("service", f.service);
  if (f.area !== ALL) p.set("area", f.area);
  const s = p.toString();
  return s ? `?${s}` : "";
}
