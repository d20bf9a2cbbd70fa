// The pages of one list of 'Our work' (issue 35.3): newer, every page by
// number (the current one marked) and older, as plain links, so every page
// of a list is one click from its first.
import type { Pagination } from "@/lib/work-pages";

const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";
const idle = "border-line bg-white text-ink hover:border-brand-700 hover:text-brand-800";

export function WorkPagination({ pagination }: { pagination: Pagination }) {
  const { pages, newer, older } = pagination;
  return (
    <nav aria-label="Pages of this list" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {newer && (
          <li>
            <a href={newer} rel="prev" className={`${box} ${idle}`}>
              Newer jobs
            </a>
          </li>
        )}
        {pages.map((p) => (
          <li key={p.href}>
            <a
              href={p.href}
              aria-label={`Page ${p.page}`}
              aria-current={p.current ? "page" : undefined}
              className={`${box} ${p.current ? "border-brand-700 bg-brand-700 text-white" : idle}`}
            >
              {p.page}
            </a>
          </li>
        ))}
        {older && (
          <li>
            <a href={older} rel="next" className={`${box} ${idle}`}>
              Older jobs
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
