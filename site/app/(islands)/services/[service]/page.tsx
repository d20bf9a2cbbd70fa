import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areas, categoryName, categoryPages, paramsOf, serviceBySlug } from "@/lib/data";
import { workForService, workListHref } from "@/lib/jobs";
import { gasNotice } from "@/lib/quote-services";
import { pageMetadata, serviceLd } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { RecentWork } from "@/components/jobs/recent-work";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";
import { PropertyTypes } from "@/components/service/property-types";
import { ServiceAbout } from "@/components/service/service-about";
import { ServiceAreas } from "@/components/service/service-areas";
import { ServiceCovers } from "@/components/service/service-covers";
import { ServiceHero } from "@/components/service/service-hero";
import { ServiceQuote } from "@/components/service/service-quote";

/** Brief 9: areas listed on a service page. */
const AREAS_LIMIT = 18;

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("service").flatMap((p) => (p.slug ? [{ service: p.slug }] : []));
}

type Params = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { service: slug } = await params;
  const service = serviceBySlug(slug);
  if (!service) notFound();
  return pageMetadata(wordsFor(`/services/${service.slug}`));
}

export default async function ServicePage({ params }: Params) {
  const { service: slug } = await params;
  const service = serviceBySlug(slug);
  if (!service) notFound();

  const path = `/services/${service.slug}`;
  const category = categoryName(service.category);
  const landingPage = categoryPages.find((p) => p.category === service.category);

  return (
    <>
      <JsonLd
        data={serviceLd({ name: service.name, description: service.description, areaName: "Glasgow", path, category })}
      />
      <PageScript name="PageView" props={{ pageType: "service" }} />
      {service.involvesGas && <GasSafetyNotice notice={gasNotice} id="gas-safety" />}
      <ServiceHero service={service} category={category} path={path} />
      <ServiceAbout service={service} category={category} landingPage={landingPage} />
      <ServiceCovers service={service} />
      <ServiceAreas service={service} areas={areas.slice(0, AREAS_LIMIT)} />
      <PropertyTypes types={service.propertyTypes} />
      <RecentWork
        briefs={workForService(service.slug)}
        heading={`Recent ${service.name.toLowerCase()} work`}
        intro={`Jobs our engineers have finished: each links to the page that tells it in full.`}
        moreHref={workListHref({ by: "trade", category: service.category })}
      />
      <ServiceQuote service={service} path={path} />
    </>
  );
}
