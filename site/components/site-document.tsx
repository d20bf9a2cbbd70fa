// The public pages' document: the header, footer, floating chat and consent
// banner around every public page. It is shared by the public root layout
// (app/(site)/layout.tsx) and the not-found page (app/global-not-found.tsx),
// which has no layout of its own now that /admin has a separate root layout.
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Header } from "@/components/header";
import { Footer } from "@/components/footer";
import { FloatingChat } from "@/components/floating-chat";
import { ConsentBanner } from "@/components/consent-banner";
import { TagManagerHead, TagManagerNoScript } from "@/components/tag-manager";
import { areaSummaries, business, categories, serviceSummaries, site, whatsappDigits } from "@/lib/data";
import { areaColumns, serviceColumns } from "@/lib/menu";
import { chatMessages, telHref, whatsappHref } from "@/lib/links";

export const siteMetadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: { default: `${business.name} | Plumbers, Heating & Gas Engineers in Glasgow`, template: `%s | ${business.name}` },
  applicationName: business.name,
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = { themeColor: "#123a55", width: "device-width", initialScale: 1 };

export function SiteDocument({ children }: { children: ReactNode }) {
  const gtm = site.tagManagerId;
  return (
    <html lang="en-GB">
      {/* The App Router's root layout writes <head> itself; next/head is the Pages Router's. */}
      {/* eslint-disable @next/next/no-head-element */}
      {gtm && <head><TagManagerHead id={gtm} /></head>}
      {/* eslint-enable @next/next/no-head-element */}
      <body className="flex min-h-screen flex-col font-sans">
        {gtm && <TagManagerNoScript id={gtm} />}
        <Header
          brand={business.name}
          tagline="Glasgow plumbing, heating & gas"
          phoneDisplay={business.phone.display}
          telHref={telHref(business.phone.e164)}
          chatHref={whatsappHref(whatsappDigits, chatMessages.generic())}
          services={serviceColumns(categories, serviceSummaries)}
          areas={areaColumns(areaSummaries)}
          areasLinkLabel="View All 250+ Areas We Cover"
        />
        <main id="main" className="flex-1">{children}</main>
        <Footer />
        <FloatingChat message={chatMessages.generic()} />
        {gtm && <ConsentBanner />}
      </body>
    </html>
  );
}
