// The islands (decision 74): the parts of a public page that run in the
// browser. Next renders every page's HTML; on a page under the islands
// layout (app/(islands)) the export drops Next's runtime and its page
// payload (scripts/islands.mjs), and islands/hydrate.tsx hydrates each
// island on its own with React, from the props written beside it
// (components/island.tsx). A component named here is all the JavaScript such
// a page runs, so only what needs the browser belongs here. This list is what
// the server renders; the browser loads each island by its name
// (islands/loaders.ts), and the name is the component's own.
import type { ComponentType } from "react";
import { BlogList } from "@/components/blog/blog-list";
import { BlogSearch } from "@/components/blog/blog-search";
import { ConsentBanner } from "@/components/consent-banner";
import { Header } from "@/components/header";
import { NewsletterForm } from "@/components/newsletter-form";
import { OpenNow } from "@/components/open-now";
import { PostcodeChecker } from "@/components/postcode-checker";
import { QuoteForm } from "@/components/quote-form";

export const islands = {
  BlogList,
  BlogSearch,
  ConsentBanner,
  Header,
  NewsletterForm,
  OpenNow,
  PostcodeChecker,
  QuoteForm,
};

export type IslandName = keyof typeof islands;

/**
 * When an island starts (decision 75). Every island waits for the visitor's
 * first gesture (a touch, a key, the pointer moving, a scroll): until then
 * its server HTML is the page, links go and forms post, and the processor
 * is the page's. A click on an island's button in that moment is replayed
 * once it has started. These start as soon as the page has loaded instead,
 * and with them the page's other islands:
 * - `load`: always. The consent banner must ask before anything else runs.
 * - `query`: when the page's address carries a query, which the island
 *   reads. The blog list applies the filters a link names (`?category=`).
 */
export const islandStarts: Partial<Record<IslandName, "load" | "query">> = {
  ConsentBanner: "load",
  BlogList: "query",
};

/** An island's component by the name its element carries, or undefined for a name not listed here. */
export function islandComponent(name: string): ComponentType<object> | undefined {
  // Each takes its own props; what they are is checked where the server writes them (components/island.tsx).
  return Object.hasOwn(islands, name) ? (islands[name as IslandName] as unknown as ComponentType<object>) : undefined;
}
