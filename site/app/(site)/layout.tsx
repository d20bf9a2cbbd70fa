import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/site-document";

// The root layout of the public pages Next hydrates whole; those that run as
// islands have app/(islands)/layout.tsx (decision 74). /admin has its own
// root layout (app/admin/layout.tsx), so none of this chrome ships with the inbox.
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
