// The blog list's filters (brief 2 and 4, decision 20), shared by the two
// islands that use them: the search form in the hero (blog-search.tsx) and the
// list below the featured article (blog-list.tsx). Each is its own React root
// (decision 74), so they share this module rather than a parent's state. The
// filters start as the URL says and every change is written back to it with
// history.replaceState, so a filtered list can be shared. The server renders
// the unfiltered list, so the page is complete without JavaScript; React
// hydrates with that (the server snapshot) and then shows the URL's filters.
import { useMemo, useSyncExternalStore } from "react";
import { filtersFromSearch, noFilters, searchFromFilters, type BlogFilters } from "@/lib/blog-filter";

let current: BlogFilters | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (current ??= filtersFromSearch(window.location.search));

/** Shows `next` in both islands and writes it to the URL. */
export function setBlogFilters(next: BlogFilters) {
  current = next;
  const url = `${window.location.pathname}${searchFromFilters(next)}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
  for (const listener of listeners) listener();
}

/** The filters in force: a category or topic the page does not offer reads as 'all'. */
export function useBlogFilters(categories: string[], topics: string[]): BlogFilters {
  const f = useSyncExternalStore(subscribe, snapshot, () => noFilters);
  return useMemo(
    () => ({
      q: f.q,
      category: categories.includes(f.category) ? f.category : "all",
      topic: topics.includes(f.topic) ? f.topic : "all",
    }),
    [f, categories, topics],
  );
}

/** The id of the search box, which 'Clear Filters' focuses. */
export const SEARCH_ID = "blog-q";
