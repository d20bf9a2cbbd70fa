// One route for both third-segment pages (decision 8): a property type the
// service lists, or a listed neighbourhood of the area. Which one a path is,
// and the service's cover in the area, come from its route in routes.json.
// Kept lean: there are about 11,400 of these pages, so the page works out the
// facts and the body (components/variant-view.tsx, a client component) draws
// them, which keeps its markup out of each page's RSC payload.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Area, PropertyType, ServiceView } from "@/generated/types";
import {
  areaBySlug,
  business,
  categoryName,
  paramsOf,
  propertyTypeName,
  serviceAreaRoute,
  serviceBySlug,
  subcategoriesHere,
  warrantNoteForService,
  whatsappDigits,
} from "@/lib/data";
import { isIndexable, pageMetadata, serviceLd } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages, whatsappHref } from "@/lib/links";
import { firstSentence, postcodeList } from "@/lib/text";
import { gasNotice } from "@/lib/quote-services";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";
import { VariantView, type VariantFacts } from "@/components/variant-view";

type Params = Promise<{ service: string; location: string; variant: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return [...paramsOf("service-neighbourhood"), ...paramsOf("service-property-type")].map((p) => ({
    service: p.service ?? "",
    location: p.location ?? "",
    variant: p.variant ?? "",
  }));
}

type Resolved = {
  service: ServiceView;
  area: Area;
  path: string;
  pageType: "service-neighbourhood" | "service-property-type";
  /** The area's emergency arrival window ('25-40 minutes') when the service has emergency cover here, else null. */
  arrival: string | null;
  emergency: boolean;
  /** An emergency-capable service outside emergency cover: planned visits by appointment. */
  byAppointment: boolean;
  /** The planned-work lead time the route carries, where the service has no emergency cover here. */
  lead: string | null;
  /** The area has no emergency cover: the page leaves out what promises it (issue 31.2). */
  plannedHere: boolean;
  /** The property type, or null on a neighbourhood page. */
  propertyType: PropertyType | null;
  /** The neighbourhood's or property type's display name. */
  label: string;
  title: string;
};

function resolve(p: { service: string; location: string; variant: string }): Resolved {
  const service = serviceBySlug(p.service);
  const area = areaBySlug(p.location);
  const path = `/services/${p.service}/${p.location}/${p.variant}`;
  const route = serviceAreaRoute(path);
  if (!service || !area || !route || route.pageType === "service-location") notFound();
  const { cover } = route;
  const arrival = cover.kind === "emergency" ? cover.arrival.display : null;
  const shared = {
    service,
    area,
    path,
    arrival,
    emergency: arrival !== null,
    byAppointment: cover.kind === "by-appointment",
    lead: cover.kind === "emergency" ? null : cover.lead,
    plannedHere: area.emergencyArrival === null,
  };
  // The page's heading is its title, composed with its other words in codegen (page_words_local).
  const { title } = wordsFor(path);
  if (route.pageType === "service-property-type") {
    const label = propertyTypeName(route.propertyType);
    return { ...shared, pageType: route.pageType, propertyType: route.propertyType, label, title };
  }
  const label = route.neighbourhood;
  return {
    ...shared,
    pageType: route.pageType,
    propertyType: null,
    label,
    title,
  };
}

/** The planned-work lead time the route carries, else (under emergency cover) the catalogue response time. */
const serviceResponse = (r: Resolved) => r.lead ?? r.service.responseTime;
const hoursText = () =>
  business.hours
    .filter((h) => h.hours !== "24/7")
    .map((h) => `${h.days} ${h.hours}`)
    .join(", ");

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return pageMetadata(wordsFor(resolve(await params).path));
}

export default async function VariantPage({ params }: { params: Params }) {
  const r = resolve(await params);
  const { service, area, path, label, propertyType } = r;
  const facts: VariantFacts = {
    path,
    title: r.title,
    lead: r.plannedHere
      ? (service.plannedDescription ?? `Planned ${service.name.toLowerCase()} visits in ${area.name}, booked ahead.`)
      : service.description,
    category: categoryName(service.category),
    placeName: propertyType ? area.name : `${label}, ${area.name}`,
    label,
    propertyType,
    service: { name: service.name, slug: service.slug, quoteService: service.quoteService },
    area: {
      name: area.name,
      slug: area.slug,
      postcodes: postcodeList(area.postcodes),
      postcodeCount: area.postcodes.length,
      hasEmergencyLine: area.emergencyArrival !== null,
    },
    arrival: r.arrival,
    byAppointment: r.byAppointment,
    serviceResponse: serviceResponse(r),
    hours: hoursText(),
    knowledge: propertyType ? "" : localKnowledge(r),
    subcategories: subcategoriesHere(service, r.plannedHere),
    warrant: warrantNoteForService(service.slug),
    propertyTypeNames: service.propertyTypes.map((type) => ({ type, name: propertyTypeName(type) })),
    whatsappHref: whatsappHref(
      whatsappDigits,
      chatMessages.serviceInArea(service.name, propertyType ? area.name : `${label}, ${area.name}`),
    ),
    plannedOnly: r.plannedHere ? area.name : null,
    gasNotice: service.involvesGas ? gasNotice : null,
  };
  return (
    <>
      {isIndexable(path) && (
        <JsonLd
          data={serviceLd({
            name: r.title,
            description: service.description,
            areaName: facts.placeName,
            path,
            category: facts.category,
          })}
        />
      )}
      <PageScript name="PageView" props={{ pageType: r.pageType }} />
      <VariantView facts={facts} />
    </>
  );
}

/** A neighbourhood page's paragraph: the area's own local knowledge, else one made from its description. */
function localKnowledge(r: Resolved): string {
  const { area, emergency, label } = r;
  return (
    area.details?.localKnowledge ??
    `${firstSentence(area.description)} We work across ${label} and the rest of ${area.name}${emergency ? `, with emergency cover around the clock and engineers typically arriving in ${r.arrival}` : ", booking planned work at a time that suits you"}.`
  );
}
