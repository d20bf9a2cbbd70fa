// The ways through 'Our work' (issue 35.3): every job, each trade's and each
// area's, as plain links with their number of jobs, the current list marked.
// Each list is a static page of its own, so this needs no JavaScript and a
// filtered list can be shared, bookmarked and reached by search engines'
// crawlers (decision 20's 'filters live in the URL', by path here). The
// areas fold into a disclosure when there are more than fit on a line or two.
import type { ListLink } from "@/lib/work-pages";
import { ChevronDown } from "@/components/icons";

/** More areas than this fold away behind 'By area'. */
const AREAS_SHOWN_OPEN = 8;

function Links({ links, currentIsPage }: { links: ListLink[]; currentIsPage: boolean }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            aria-current={l.current ? (currentIsPage ? "page" : "true") : undefined}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ${
              l.current
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-line bg-white text-ink hover:border-brand-700 hover:text-brand-800"
            }`}
          >
            {l.name}
            <span className={l.current ? "text-white/80" : "text-muted"}>
              {l.jobs}
              <span className="sr-only">{l.jobs === 1 ? " job" : " jobs"}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function WorkLists({
  all,
  trades,
  areas,
  firstPage,
}: {
  all: ListLink;
  trades: ListLink[];
  areas: ListLink[];
  /** On a list's first page its link is this page (aria-current="page"); on a later one, its list. */
  firstPage: boolean;
}) {
  const areaIsCurrent = areas.some((a) => a.current);
  const folded = areas.length > AREAS_SHOWN_OPEN;
  return (
    <nav aria-label="Browse our work" className="grid gap-5">
      <div>
        <h2 className="text-sm font-bold tracking-wide text-ink uppercase">By trade</h2>
        <Links links={[all, ...trades]} currentIsPage={firstPage} />
      </div>
      {areas.length > 0 &&
        (folded ? (
          <details open={areaIsCurrent} className="group">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-bold tracking-wide text-ink uppercase [&::-webkit-details-marker]:hidden">
              By area ({areas.length})
              <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <Links links={areas} currentIsPage={firstPage} />
          </details>
        ) : (
          <div>
            <h2 className="text-sm font-bold tracking-wide text-ink uppercase">By area</h2>
            <Links links={areas} currentIsPage={firstPage} />
          </div>
        ))}
    </nav>
  );
}
