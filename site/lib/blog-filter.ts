import type { PostSummary } from "@/generated/types";

export type BlogFilters = { q: string; category: string; topic: string };
export const noFilters: BlogFilters = { q: "", category: "all", topic: "all" };

/** Brief 4: search (case-insensitive, title, excerpt or any tag) AND category AND topic. */
export function filterPosts(posts: PostSummary[], f: BlogFilters): PostSummary[] {
  const q = f.q.trim().toLowerCase();
  return posts.filter(
    (p) =>
      (q === "" ||
        p.title.toLowerCase().includes(q) ||
        p.excerpt.toLowerCase().includes(q) ||
        p.tags.some((t) => t.toLowerCase().includes(q))) &&
      (f.category === "all" || p.category === f.category) &&
      (f.topic === "all" || p.tags.includes(f.topic)),
  );
}

export const isFiltered = (f: BlogFilters) => f.q.trim() !== "" || f.category !== "all" || f.topic !== "all";

/** Decision 20: filters live in the URL as ?q=&category=&topic=. */
export function filtersFromSearch(search: string): BlogFilters {
  const p = new URLSearchParams(search);
  return { q: p.get("q") ?? "", category: p.get("category") ?? "all", topic: p.get("topic") ?? "all" };
}

export function searchFromFilters(f: BlogFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q);
  if (f.category !== "all") p.set("category", f.category);
  if (f.topic !== "all") p.set("topic", f.topic);
  const s = p.toString();
  return s ? `?${s}` : "";
}
