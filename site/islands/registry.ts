// The islands (decision 74): the parts of a public page that run in the
// browser. Next renders every page's HTML; on a page under the islands
// layout (app/(islands)) the export drops Next's runtime and its page
// payload (scripts/islands.mjs), and islands/hydrate.tsx hydrates each
// island on its own with React, from the props written beside it
// (components/island.tsx). A component named here is all the JavaScript such
// a page runs, so only what needs the browser belongs here.
import type { ComponentType } from "react";
import { ConsentBanner } from "@/components/consent-banner";
import { Header } from "@/components/header";
import { OpenNow } from "@/components/open-now";
import { PageView } from "@/components/page-view";
import { QuoteForm } from "@/components/quote-form";

export const islands = { ConsentBanner, Header, OpenNow, PageView, QuoteForm };

export type IslandName = keyof typeof islands;

/** An island's component by the name its element carries, or undefined for a name not listed here. */
export function islandComponent(name: string): ComponentType<object> | undefined {
  // Each takes its own props; what they are is checked where the server writes them (components/island.tsx).
  return Object.hasOwn(islands, name) ? (islands[name as IslandName] as unknown as ComponentType<object>) : undefined;
}
