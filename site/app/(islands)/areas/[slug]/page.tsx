import type { Metadata } from "next";
import { RecentWork } from "@/components/jobs/recent-work";
import { workInArea, workListHref } from "@/lib/jobs";
import { notFound } from "next/navigation";
import { areaBySlug, paramsOf, site } from "@/lib/data";
import { localBusinessLd, pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { CallButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { TrustStrip } from "@/components/trust-strip";
import { AreaHero } from "@/components/area/area-hero";
import { AreaServices } from "@/components/area/area-services";
import { AreaNeighbourhoods } from "@/components/area/area-neighbourhoods";
import { AreaWhy } from "@/components/area/area-why";
import { LocalKnowledge } from "@/components/area/local-knowledge";
import { AreaEmergencyBand } from "@/components/area/area-emergency-band";
import { PageScript } from "@/components/page-script";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("area").map((p) => ({ slug: p.slug ?? "" }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const area = areaBySlug(slug);
  if (!area) notFound();
  return pageMetadata(wordsFor(`/areas/${area.slug}`));
}

export default async function AreaPage({ params }: { params: Params }) {
  const { slug } = await params;
  const area = areaBySlug(slug);
  if (!area) notFound();
  const path = `/areas/${area.slug}`;

  return (
    <>
      <JsonLd
        data={localBusinessLd({
          areaServed: area.name,
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: `Services in ${area.name}`,
            itemListElement: area.keyServices.map((name) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name, areaServed: area.name },
            })),
          },
        })}
      />
      <PageScript name="PageView" props={{ pageType: "area" }} />
      <AreaHero area={area} path={path} />
      <TrustStrip emergencyCover={area.emergencyArrival !== null} />
      <AreaServices area={area} />
      <AreaNeighbourhoods area={area} />
      <AreaWhy area={area} />
      <LocalKnowledge area={area} />

      <RecentWork
        briefs={workInArea(area.slug)}
        heading={`Recent work in ${area.name}`}
        intro={`Jobs our engineers have finished in ${area.name}: each links to the page that tells it in full.`}
        moreHref={workListHref({ by: "area", area: area.slug })}
      />

      <QuoteSection
        id="area-quote"
        tone={area.details ? "white" : "surface"}
        heading={<>A free, no-obligation quote in {area.name}</>}
        form={
          <QuoteFormIsland
            title={`Get Free Quote - ${area.name}`}
            pagePath={path}
            plannedOnly={area.emergencyArrival === null ? area.name : null}
          />
        }
      >
        <QuoteIntro>
          Tell us what you need and where you are in {area.name}. {site.promises.replyLine} {site.promises.quote}
        </QuoteIntro>
        <div className="mt-6">
          <CallButton />
        </div>
      </QuoteSection>

      <AreaEmergencyBand area={area} />
    </>
  );
}
