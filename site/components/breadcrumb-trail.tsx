// The visible breadcrumb trail alone, with no catalogue or JSON-LD imports, so
// a client component (a variant page's body) can draw it; Breadcrumbs in
// breadcrumbs.tsx adds the BreadcrumbList data on indexable pages.
export type Crumb = { name: string; path: string };

/** The trail from Home; the last item is the current page. */
export function BreadcrumbTrail({ items, light = false }: { items: Crumb[]; light?: boolean }) {
  const all = [{ name: "Home", path: "/" }, ...items];
  return (
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
  );
}
