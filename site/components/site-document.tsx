// The public pages' document: the header, footer, floating chat and consent
// banner around every public page. It is shared by the public root layout
// (app/(islands)/layout.tsx) and the not-found page (app/global-not-found.tsx),
// which has no layout of its own now that /admin has a separate root layout.
// Every public page runs as islands (decision 74): the body's `data-islands`
// tells the export to drop Next's runtime from it, and only the header, the
// consent banner and what the page itself marks as islands run.
import type { Metadata, Viewport } from "next";
import type { ComponentProps, ReactNode } from "react";
import type { Header } from "@/components/header";
import { plainHours } from "@/lib/open-now";
import { Footer, type FooterFacts } from "@/components/footer";
import { FloatingChat } from "@/components/floating-chat";
import { Island } from "@/components/island";
import { TagManagerHead, TagManagerNoScript } from "@/components/tag-manager";
import { areaSummaries, business, categories, reviews, serviceSummaries, site, whatsappDigits } from "@/lib/data";
import { areaColumns, serviceColumns } from "@/lib/menu";
import { chatMessages, mailtoHref, telHref, whatsappHref } from "@/lib/links";

export const siteMetadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: {
    default: `${business.name} | Plumbers, Heating & Gas Engineers in Glasgow`,
    template: `%s | ${business.name}`,
  },
  applicationName: business.name,
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = { themeColor: "#123a55", width: "device-width", initialScale: 1 };

function footerFacts(): FooterFacts {
  const g = business.geo;
  const office = `${business.registeredOffice.street}, ${business.registeredOffice.locality} ${business.registeredOffice.postcode}`;
  return {
    name: business.name,
    tagline: business.tagline,
    coverage: site.plannedCoverage,
    founded: business.founded,
    averageRating: reviews.claimedRating,
    phoneDisplay: business.phone.display,
    telHref: telHref(business.phone.e164),
    email: business.email,
    mailtoHref: mailtoHref(business.email),
    chatHref: whatsappHref(whatsappDigits, chatMessages.generic()),
    emergencyChatHref: whatsappHref(whatsappDigits, chatMessages.emergency()),
    office,
    hours: business.hours.map(({ days, hours }) => ({ days, hours })),
    categoryNames: categories.slice(0, 8).map((c) => c.name),
    areaNames: areaSummaries.slice(0, 6).map((a) => a.name),
    mapSrc: `https://www.openstreetmap.org/export/embed.html?bbox=${g.longitude - 0.08}%2C${g.latitude - 0.04}%2C${g.longitude + 0.08}%2C${g.latitude + 0.04}&layer=mapnik&marker=${g.latitude}%2C${g.longitude}`,
    mapLink: `https://www.openstreetmap.org/?mlat=${g.latitude}&mlon=${g.longitude}#map=13/${g.latitude}/${g.longitude}`,
    legalLine: `© ${site.copyrightYear} ${business.legalName}. Registered in ${business.registeredIn} No. ${business.companyNumber}. Registered office: ${office}. Gas Safe No. ${business.gasSafeNumber}.`,
    cookieSettings: Boolean(site.tagManagerId),
    siteBuilder: { url: business.siteBuilder.url, label: business.siteBuilder.label },
  };
}

function headerFacts(): ComponentProps<typeof Header> {
  return {
    brand: business.name,
    tagline: "Glasgow plumbing, heating & gas",
    phoneDisplay: business.phone.display,
    telHref: telHref(business.phone.e164),
    chatHref: whatsappHref(whatsappDigits, chatMessages.generic()),
    services: serviceColumns(categories, serviceSummaries),
    areas: areaColumns(areaSummaries),
    areasLinkLabel: "View All 250+ Areas We Cover",
    hours: plainHours(business.hours),
  };
}

export function SiteDocument({ children }: { children: ReactNode }) {
  const gtm = site.tagManagerId;
  return (
    <html lang="en-GB">
      {/* The App Router's root layout writes <head> itself; next/head is the Pages Router's. */}
      {/* eslint-disable @next/next/no-head-element */}
      {gtm && (
        <head>
          <TagManagerHead id={gtm} />
        </head>
      )}
      {/* eslint-enable @next/next/no-head-element */}
      <body className="flex min-h-screen flex-col font-sans" data-islands="">
        {gtm && <TagManagerNoScript id={gtm} />}
        <Island name="Header" props={headerFacts()} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer facts={footerFacts()} />
        <FloatingChat message={chatMessages.generic()} />
        {gtm && <Island name="ConsentBanner" props={{}} />}
      </body>
    </html>
  );
}
