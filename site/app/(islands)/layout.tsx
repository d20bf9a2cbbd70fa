import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/site-document";

// The root layout of the public pages that run as islands (decision 74): the
// same document as app/(site)'s, but the export drops Next's runtime from
// these pages and only their islands run. A page moves here once everything
// in it that needs the browser is an island (islands/registry.ts).
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function IslandsLayout({ children }: { children: ReactNode }) {
  return <SiteDocument islands>{children}</SiteDocument>;
}
