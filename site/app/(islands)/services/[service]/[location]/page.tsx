import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  areaBySlug,
  business,
  categoryName,
  paramsOf,
  propertyTypeName,
  reviews,
  serviceAreaRoute,
  serviceBySlug,
  subcategoriesHere,
  variantExists,
  warrantNoteForService,
  whatsappDigits,
} from "@/lib/data";
import { breadcrumbLd, isIndexable, pageMetadata, serviceLd } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages, whatsappHref } from "@/lib/links";
import { firstSentence, formatPopulation, postcodeList } from "@/lib/text";
import { issuesFor } from "@/lib/local";
import { gasNotice } from "@/lib/quote-services";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";
import { ServiceAreaView, type ServiceAreaFacts } from "@/components/service-area-view";
import { latestWorkQuestion, recentWorkFor, workListHref } from "@/lib/jobs";
import { RecentWork } from "@/components/jobs/recent-work";

type Params = Promise<{ service: string; location: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("service-location").map((p) => ({ service: p.service ?? "", location: p.location ?? "" }));
}

/** The service, the area and the service's cover there, computed once in Rust (Cover::of) and carried by the route. */
function lookup(serviceSlug: string, locationSlug: string) {
  const service = serviceBySlug(serviceSlug);
  const area = areaBySlug(locationSlug);
  const route = serviceAreaRoute(`/services/${serviceSlug}/${locationSlug}`);
  if (!service || !area || route?.pageType !== "service-location") notFound();
  const { cover } = route;
  // Emergency cover: the area's arrival window. By appointment: an emergency-capable
  // service outside emergency cover, whose own '24/7' line would contradict the page.
  // Otherwise the planned-work lead time the route carries (issue 31.2): never the
  // service's emergency response time where there is no emergency cover.
  const arrival = cover.kind === "emergency" ? cover.arrival.display : null;
  const lead = cover.kind === "emergency" ? null : cover.lead;
  return { service, area, arrival, lead, byAppointment: cover.kind === "by-appointment" };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const p = await params;
  const { service, area } = lookup(p.service, p.location);
  // Its preview picture is its newest real job's photograph here, chosen by codegen (page_words_local).
  return pageMetadata(wordsFor(`/services/${service.slug}/${area.slug}`));
}

/** Photographs of real work of this service in this area: the page's preview picture and structured data. */
function localPhotos(service: string, area: string) {
  return recentWorkFor(service, area)
    .here.filter((j) => !j.isSample)
    .flatMap((j) => j.photos)
    .map((p) => ({ url: p.asset.og.url, alt: p.alt, photo: p }));
}

export default async function ServiceInAreaPage({ params }: { params: Params }) {
  const p = await params;
  const { service, area, arrival, lead, byAppointment } = lookup(p.service, p.location);
  const path = `/services/${service.slug}/${area.slug}`;
  const emergency = arrival !== null;
  const category = categoryName(service.category);
  // Where there is no emergency cover here, the planned-work lead time.
  const responseTime = lead ?? service.responseTime;
  const localResponse = arrival ?? responseTime;
  // Outside emergency cover the page leaves out what promises it (issue 31.2).
  const plannedHere = !emergency && area.emergencyArrival === null;
  const propertyTypes = service.propertyTypes.filter((t) => variantExists(service.slug, area.slug, t));
  const serviceLower = service.name.toLowerCase();
  const places = area.neighbourhoods.map((n) => n.name);
  const streets = area.mainStreets.slice(0, 2);
  // What this page says that no other page says: this service, in this area's
  // own districts, neighbourhoods, streets and arrival window (decision 27).
  const intro = byAppointment
    ? `${service.name} in ${area.name} as planned visits, from ${places[0]} to the streets around ${streets[0] ?? area.name}.`
    : `${service.shortDescription} in ${area.name}, from ${places[0]} to the streets around ${streets[0] ?? area.name}.`;
  const faqs = [
    {
      q: `How soon can you come out for ${serviceLower} in ${area.name}?`,
      a: emergency
        ? `For an emergency, an engineer typically reaches ${area.name} in ${arrival} from your call, day or night. Planned ${serviceLower} is booked at a time that suits you.`
        : byAppointment
          ? `${area.name} is outside our emergency cover, so we book ${serviceLower} here as a planned visit; the usual lead time is ${lead?.toLowerCase()}.`
          : `We book ${serviceLower} in ${area.name} as planned work; the usual lead time is ${lead?.toLowerCase()}.`,
    },
  ];
  const work = recentWorkFor(service.slug, area.slug);
  const workHere = work.here.length > 0;
  const latest = latestWorkQuestion(work.here, serviceLower, area);
  if (latest) faqs.push(latest);
  const localIssues = issuesFor(service.category, area.details?.commonIssues ?? []);
  const distance =
    area.distanceMiles === 0 ? "City centre" : `${area.distanceMiles} mile${area.distanceMiles === 1 ? "" : "s"}`;

  const why = [
    `Qualified engineers for ${serviceLower} in ${area.name}, Gas Safe registered for every gas job`,
    emergency
      ? `24/7 emergency cover in ${area.name}, every day of the year`
      : `Appointments in ${area.name} booked at a time that suits you`,
    `Free ${serviceLower} quotes in ${area.name}, valid for ${business.quoteValidityDays} days`,
    `A ${business.guaranteeMonths}-month guarantee on every ${serviceLower} job`,
    `Trusted by ${business.customersClaim} customers since ${business.founded}`,
    `Fully insured, with clear updates while we work in ${area.name}`,
  ];

  const info: { term: string; value: string }[] = [
    { term: "Location", value: area.name },
    { term: area.postcodes.length > 1 ? "Postcodes" : "Postcode", value: postcodeList(area.postcodes) },
    { term: "Distance from city centre", value: distance },
    ...(area.population !== null ? [{ term: "Population", value: formatPopulation(area.population) }] : []),
    { term: emergency ? "Emergency arrival" : "Lead time", value: localResponse },
    { term: "Emergency service", value: emergency ? "Available 24/7" : "Standard hours" },
    { term: "Free quotes", value: "Yes, no obligation" },
  ];

  const crumbs = [
    { name: "Services", path: "/services" },
    { name: service.name, path: `/services/${service.slug}` },
    { name: area.name, path },
  ];
  const facts: ServiceAreaFacts = {
    path,
    crumbs,
    category,
    service: {
      name: service.name,
      shortDescription: plannedHere
        ? (service.plannedDescription ?? `Planned ${serviceLower} visits, booked ahead`)
        : service.shortDescription,
      quoteService: service.quoteService,
    },
    area: { name: area.name, postcodes: postcodeList(area.postcodes), postcodeCount: area.postcodes.length },
    intro,
    arrival,
    byAppointment,
    responseTime,
    averageRating: reviews.claimedRating,
    subcategories: subcategoriesHere(service, plannedHere),
    warrant: warrantNoteForService(service.slug),
    why,
    localKnowledge: firstSentence(area.description),
    localIssues,
    faqs,
    neighbourhoods: area.neighbourhoods.map((n) => ({
      slug: n.slug,
      name: n.name,
      linked: variantExists(service.slug, area.slug, n.slug),
    })),
    propertyTypes: propertyTypes.map((type) => ({ type, name: propertyTypeName(type) })),
    info,
    whatsappHref: whatsappHref(whatsappDigits, chatMessages.serviceInArea(service.name, area.name)),
    plannedOnly: plannedHere ? area.name : null,
    gasNotice: service.involvesGas ? gasNotice : null,
    proofFirst: workHere,
  };

  return (
    <>
      {isIndexable(path) && (
        <JsonLd
          data={serviceLd({
            name: `${service.name} in ${area.name}`,
            description: service.description,
            areaName: area.name,
            path,
            category,
            // The real work done here: what earned the page its place (lib/jobs.ts).
            images: localPhotos(service.slug, area.slug).map(({ photo: p }) => ({
              url: p.asset.sources.jpeg.at(-1)!.url,
              width: p.asset.width,
              height: p.asset.height,
              caption: p.caption,
            })),
          })}
        />
      )}
      {isIndexable(path) && <JsonLd data={breadcrumbLd([{ name: "Home", path: "/" }, ...crumbs])} />}
      <PageScript name="PageView" props={{ pageType: "service-location" }} />
      <ServiceAreaView
        facts={facts}
        work={
          // Jobs of this service here, told in full, then briefs of those in
          // the nearest areas (lib/jobs.ts).
          <RecentWork
            here={work.here}
            briefs={work.nearby}
            heading={`Recent ${serviceLower} work ${workHere ? "in" : "near"} ${area.name}`}
            moreHref={workListHref({ by: "trade", category: service.category })}
            first={workHere}
          />
        }
      />
    </>
  );
}
