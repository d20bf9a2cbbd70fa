// How the browser loads each island (decision 74): on its own, by name, so a
// page fetches the code of the islands it holds and no other's. Every name in
// islands/registry.ts has its loader here, giving the same component (the
// type says so), and each loads its component's module alone: the export
// (scripts/islands.mjs) finds an island's code by the name its module exports,
// so the island's name is its component's.
import type { ComponentType } from "react";
import type { IslandName, islands } from "./registry";

const loaders: { [N in IslandName]: () => Promise<(typeof islands)[N]> } = {
  BlogList: () => import("@/components/blog/blog-list").then((m) => m.BlogList),
  BlogSearch: () => import("@/components/blog/blog-search").then((m) => m.BlogSearch),
  ConsentBanner: () => import("@/components/consent-banner").then((m) => m.ConsentBanner),
  Header: () => import("@/components/header").then((m) => m.Header),
  NewsletterForm: () => import("@/components/newsletter-form").then((m) => m.NewsletterForm),
  OpenNow: () => import("@/components/open-now").then((m) => m.OpenNow),
  PostcodeChecker: () => import("@/components/postcode-checker").then((m) => m.PostcodeChecker),
  QuoteForm: () => import("@/components/quote-form").then((m) => m.QuoteForm),
};

/** The loader of the island an element names, or undefined for a name not listed. */
export function islandLoader(name: string): (() => Promise<ComponentType<object>>) | undefined {
  // Each takes its own props; what they are is checked where the server writes them (components/island.tsx).
  return Object.hasOwn(loaders, name)
    ? (loaders[name as IslandName] as unknown as () => Promise<ComponentType<object>>)
    : undefined;
}
