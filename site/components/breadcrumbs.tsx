import { JsonLd } from "@/components/json-ld";
import { breadcrumbLd, isIndexable } from "@/lib/seo";

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD (on indexable pages). The last item is the current page. */
export function Breadcrumbs({ items, light = false }: { items: { name: string; path: string }[]; light?: boolean }) {
  const all = [{ name: "Home", path: "/" }, ...items];
  return (
    <>
      <nav aria-label="Breadcrumb" className={`text-sm ${light ? "text-slate-200" : "text-muted"}`}>
        <ol className="flex flex-wrap items-center gap-1">
          {all.map((it, i) => (
            <li key={it.path} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i === all.length - 1 ? (
                <span aria-current="page" className="font-medium">
                  {it.name}
                </span>
              ) : (
                <a href={it.path} className="underline-offset-4 hover:underline">
                  {it.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {isIndexable(all[all.length - 1].path) && <JsonLd data={breadcrumbLd(all)} />}
    </>
  );
}
