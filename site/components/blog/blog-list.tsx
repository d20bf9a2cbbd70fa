"use client";
// The blog's list of articles, filtered as the search form above says
// (blog-search.tsx): an island of its own (decision 74), sharing the filters
// through filters-store.ts. The server renders it unfiltered.
import { ArrowRight, Search, User, X } from "@/components/icons";
import type { PostSummary } from "@/generated/types";
import { filterPosts, isFiltered, noFilters } from "@/lib/blog-filter";
import { PostMeta } from "@/components/blog/post-meta";
import { PostImage } from "@/components/blog/post-image";
import { SEARCH_ID, setBlogFilters, useBlogFilters } from "@/components/blog/filters-store";
import { buttonClass } from "@/components/ui";

export function BlogList({
  posts,
  categories,
  topics,
}: {
  posts: PostSummary[];
  /** The options the search form offers: a filter the URL names outside them reads as 'all'. */
  categories: string[];
  topics: string[];
}) {
  const filters = useBlogFilters(categories, topics);
  const shown = filterPosts(posts, filters);
  const active = isFiltered(filters);

  function clear() {
    setBlogFilters(noFilters);
    document.getElementById(SEARCH_ID)?.focus();
  }

  return (
    <section aria-labelledby="blog-all" className="bg-surface py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="blog-all" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
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
                  <PostImage post={p} fetch="lazy" />
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
  );
}
