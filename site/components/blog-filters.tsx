"use client";
// The blog list's search, category and topic filters (brief 2 and 4, decision
// 20). The server renders the unfiltered list, so the page is complete without
// JavaScript; on mount the filters are read from the URL, and every change is
// written back to it with history.replaceState so a filtered list can be shared.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ArrowRight, Search, User, X } from "@/components/icons";
import type { PostSummary } from "@/generated/types";
import {
  filterPosts,
  filtersFromSearch,
  isFiltered,
  noFilters,
  searchFromFilters,
  type BlogFilters as Filters,
} from "@/lib/blog-filter";
import { PostMeta } from "@/components/blog/post-meta";
import { buttonClass } from "@/components/ui";

type Props = {
  posts: PostSummary[];
  /** Option lists for the two selects (values as in the data). */
  categories: string[];
  topics: string[];
  /** Breadcrumbs, heading and intro, rendered at the top of the hero. */
  heading: ReactNode;
  /** Server-rendered content between the hero and the list (stats, featured article). */
  children?: ReactNode;
};

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function BlogFilters({ posts, categories, topics, heading, children }: Props) {
  const uid = useId();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const searchRef = useRef<HTMLInputElement>(null);

  // Read the filters from the URL once, after hydration (the server HTML is the unfiltered list).
  useEffect(() => {
    const f = filtersFromSearch(window.location.search);
    // The URL's query is unknown to the static HTML, so it is read here, once,
    // rather than in render (which would make hydration mismatch).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilters({
      q: f.q,
      category: categories.includes(f.category) ? f.category : "all",
      topic: topics.includes(f.topic) ? f.topic : "all",
    });
  }, [categories, topics]);

  function update(next: Filters) {
    setFilters(next);
    const url = `${window.location.pathname}${searchFromFilters(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }

  function clear() {
    update(noFilters);
    searchRef.current?.focus();
  }

  const shown = filterPosts(posts, filters);
  const active = isFiltered(filters);
  const label = "mb-1 block text-sm font-semibold text-white";
  const control = "block min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 py-2.5 text-base text-ink";

  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
          {heading}
          <form
            role="search"
            aria-label="Search and filter articles"
            action="/blog"
            method="get"
            onSubmit={(e) => e.preventDefault()}
            className="mt-8 grid gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-5 md:grid-cols-[2fr_1fr_1fr]"
          >
            <div>
              <label htmlFor={`${uid}-q`} className={label}>
                Search articles
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                />
                <input
                  ref={searchRef}
                  id={`${uid}-q`}
                  name="q"
                  type="search"
                  placeholder="Search articles..."
                  autoComplete="off"
                  value={filters.q}
                  onChange={(e) => update({ ...filters, q: e.target.value })}
                  className={`${control} pl-10 placeholder:text-slate-500`}
                />
              </div>
            </div>
            <div>
              <label htmlFor={`${uid}-category`} className={label}>
                Category
              </label>
              <select
                id={`${uid}-category`}
                name="category"
                value={filters.category}
                onChange={(e) => update({ ...filters, category: e.target.value })}
                className={control}
              >
                <option value="all">All Categories</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${uid}-topic`} className={label}>
                Topic
              </label>
              <select
                id={`${uid}-topic`}
                name="topic"
                value={filters.topic}
                onChange={(e) => update({ ...filters, topic: e.target.value })}
                className={control}
              >
                <option value="all">All Topics</option>
                {topics.map((t) => (
                  <option key={t} value={t}>
                    {sentenceCase(t)}
                  </option>
                ))}
              </select>
            </div>
          </form>
        </div>
      </section>

      {children}

      <section aria-labelledby={`${uid}-all`} className="bg-surface py-14 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id={`${uid}-all`} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                All Articles
              </h2>
              <p role="status" className="mt-2 text-muted">
                {shown.length} {shown.length === 1 ? "article" : "articles"} found
              </p>
            </div>
            {active && (
              <button type="button" onClick={clear} className={buttonClass("outline", "md")}>
                <X className="h-4 w-4" aria-hidden="true" /> Clear Filters
              </button>
            )}
          </div>

          {shown.length === 0 ? (
            <div className="rounded-2xl border border-line bg-white px-6 py-14 text-center shadow-sm">
              <Search className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
              <h3 className="mt-4 text-2xl font-bold text-ink">No Articles Found</h3>
              <p className="mt-2 text-muted">No articles match your current search criteria.</p>
              <button type="button" onClick={clear} className={`${buttonClass("accent", "md")} mt-6`}>
                View All Articles
              </button>
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((p) => (
                <li key={p.slug}>
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                    <img
                      src={p.image}
                      alt={p.imageAlt}
                      width={1200}
                      height={630}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[1200/630] w-full bg-brand-100 object-cover"
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <PostMeta post={p} />
                      <h3 className="mt-4 text-xl font-bold text-ink">
                        <a href={`/blog/${p.slug}`} className="hover:text-brand-700 hover:underline">
                          {p.title}
                        </a>
                      </h3>
                      <p className="mt-2 flex-1 leading-7 text-muted">{p.excerpt}</p>
                      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm">
                        <span className="inline-flex items-center gap-1 text-muted">
                          <User className="h-4 w-4" aria-hidden="true" />
                          {p.author}
                        </span>
                        <a
                          href={`/blog/${p.slug}`}
                          className="inline-flex items-center gap-1 font-semibold text-accent-700 hover:text-accent-600 hover:underline"
                        >
                          Read More<span className="sr-only">: {p.title}</span>{" "}
                          <ArrowRight className="h-4 w-4" aria-hidden="true" />
                        </a>
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
