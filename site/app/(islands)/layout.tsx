import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/site-document";

// The root layout of the public pages, which run as islands (decision 74):
// Next renders their HTML, the export drops Next's runtime from them and only
// their islands run (islands/registry.ts). /admin has its own root layout.
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function IslandsLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
