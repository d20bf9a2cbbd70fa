"use client";
// The blog list's search, category and topic filters (brief 2 and 4, decision
// 20), an island in the hero (decision 74); the list they filter is another
// (blog-list.tsx), and filters-store.ts holds what both show.
import { Search } from "@/components/icons";
import { SEARCH_ID, setBlogFilters, useBlogFilters } from "@/components/blog/filters-store";

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function BlogSearch({
  categories,
  topics,
}: {
  /** Option lists for the two selects (values as in the data). */
  categories: string[];
  topics: string[];
}) {
  const filters = useBlogFilters(categories, topics);
  const label = "mb-1 block text-sm font-semibold text-white";
  const control = "block min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 py-2.5 text-base text-ink";

  return (
    <form
      role="search"
      aria-label="Search and filter articles"
      action="/blog"
      method="get"
      onSubmit={(e) => e.preventDefault()}
      className="mt-8 grid gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-5 md:grid-cols-[2fr_1fr_1fr]"
    >
      <div>
        <label htmlFor={SEARCH_ID} className={label}>
          Search articles
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={SEARCH_ID}
            name="q"
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            value={filters.q}
            onChange={(e) => setBlogFilters({ ...filters, q: e.target.value })}
            className={`${control} pl-10 placeholder:text-slate-500`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="blog-category" className={label}>
          Category
        </label>
        <select
          id="blog-category"
          name="category"
          value={filters.category}
          onChange={(e) => setBlogFilters({ ...filters, category: e.target.value })}
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
        <label htmlFor="blog-topic" className={label}>
          Topic
        </label>
        <select
          id="blog-topic"
          name="topic"
          value={filters.topic}
          onChange={(e) => setBlogFilters({ ...filters, topic: e.target.value })}
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
  );
}
