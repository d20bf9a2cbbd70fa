import { JsonLd } from "@/components/json-ld";
import { BreadcrumbTrail, type Crumb } from "@/components/breadcrumb-trail";
import { breadcrumbLd, isIndexable } from "@/lib/seo";

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD (on indexable pages). The last item is the current page. */
export function Breadcrumbs({ items, light = false }: { items: Crumb[]; light?: boolean }) {
  const all = [{ name: "Home", path: "/" }, ...items];
  return (
    <>
      <BreadcrumbTrail items={items} light={light} />
      {isIndexable(all[all.length - 1].path) && <JsonLd data={breadcrumbLd(all)} />}
    </>
  );
}
