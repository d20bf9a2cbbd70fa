// One route for both third-segment pages (PRODUCT 8): a property type the
// service lists, or a listed neighbourhood of the area. Which one a path is,
// and the service's cover in the area, come from its route in routes.json.
// Kept lean: there are about 12,000 of these pages.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { Building2, Clock, Factory, House, MapPin, ShieldCheck, Timer, Warehouse } from "@/components/icons";
import type { Area, PropertyType, Service, ServiceView } from "@/generated/types";
import {
  areaBySlug,
  business,
  categoryName,
  paramsOf,
  propertyTypeName,
  serviceAreaRoute,
  serviceBySlug,
  whatsappDigits,
  site,
} from "@/lib/data";
import { isIndexable, pageMetadata, serviceLd } from "@/lib/seo";
import { chatMessages } from "@/lib/links";
import { firstSentence, postcodeList } from "@/lib/text";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteForm } from "@/components/quote-form";
import { Badge, Card, Section } from "@/components/ui";

type Params = Promise<{ service: string; location: string; variant: string }>;

const expertise: Record<PropertyType, { icon: typeof House; text: string }> = {
  residential: {
    icon: House,
    text: "Houses, tenement flats and new builds. We protect floors and furnishings, explain the work as we go and leave your home tidy.",
  },
  commercial: {
    icon: Building2,
    text: "Shops, offices, bars and restaurants. We plan around your trading hours to keep disruption, and lost business, to a minimum.",
  },
  "high-rise": {
    icon: Warehouse,
    text: "Tower blocks and tall flatted buildings. We work with factors and building managers on shared risers, isolation and access.",
  },
  industrial: {
    icon: Factory,
    text: "Warehouses, workshops and industrial units. We handle larger pipework and systems with safe, planned methods of work.",
  },
};

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
  };
  if (route.pageType === "service-property-type") {
    const label = propertyTypeName(route.propertyType);
    const title = service.name.toLowerCase().includes(label.toLowerCase())
      ? `${service.name} for ${label} Properties in ${area.name}`
      : `${label} ${service.name} in ${area.name}`;
    return { ...shared, pageType: route.pageType, propertyType: route.propertyType, label, title };
  }
  const label = route.neighbourhood;
  return {
    ...shared,
    pageType: route.pageType,
    propertyType: null,
    label,
    title: `${service.name} in ${label}, ${area.name}`,
  };
}

/** The catalogue response time, except that emergency-capable services are by appointment outside emergency cover. */
const serviceResponse = (r: Resolved) => (r.byAppointment ? "By appointment" : r.service.responseTime);
/** The area's arrival window under emergency cover, else the service's response time. */
const responseFor = (r: Resolved) => r.arrival ?? serviceResponse(r);
const hoursText = () =>
  business.hours
    .filter((h) => h.hours !== "24/7")
    .map((h) => `${h.days} ${h.hours}`)
    .join(", ");

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const r = resolve(await params);
  const { service, area, emergency, label } = r;
  const cover = emergency
    ? `24/7 emergency call-outs, typically arriving in ${responseFor(r).toLowerCase()}.`
    : `Response time: ${serviceResponse(r).toLowerCase()}.`;
  const description = r.propertyType
    ? `${service.name} for ${label.toLowerCase()} properties in ${area.name} (${postcodeList(area.postcodes)}). ${cover} Free quotes from fully insured local engineers.`
    : `${service.name} in ${label}, ${area.name} (${area.postcodes[0]}). ${cover} Free quotes from fully insured local engineers.`;
  return pageMetadata({
    title: r.title,
    description,
    keywords: [
      `${service.name} ${label}`,
      `${service.name} ${area.name}`,
      r.propertyType ? `${label} ${service.name}` : `${service.name} near ${label}`,
      ...area.postcodes.slice(0, 2).map((pc) => `${service.name} ${pc}`),
    ].map((k) => k.toLowerCase()),
    path: r.path,
  });
}

export default async function VariantPage({ params }: { params: Params }) {
  const r = resolve(await params);
  const { service, area, path, emergency, label, propertyType } = r;
  const areaPath = `/services/${service.slug}/${area.slug}`;
  const category = categoryName(service.category);
  const placeName = propertyType ? area.name : `${label}, ${area.name}`;
  const response = responseFor(r);

  return (
    <>
      {isIndexable(path) && (
        <JsonLd
          data={serviceLd({ name: r.title, description: service.description, areaName: placeName, path, category })}
        />
      )}
      <PageView pageType={r.pageType} />
      {service.involvesGas && <GasSafetyNotice notice={gasNotice} id="gas-safety" />}

      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumbs
            light
            items={[
              { name: "Services", path: "/services" },
              { name: service.name, path: `/services/${service.slug}` },
              { name: area.name, path: areaPath },
              { name: label, path },
            ]}
          />
          <div className="mt-6 max-w-3xl">
            {emergency ? (
              <Badge tone="emergency">Emergency Available</Badge>
            ) : (
              <Badge tone="light">{category.toUpperCase()}</Badge>
            )}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{r.title}</h1>
            <p className="mt-5 text-lg text-slate-200">{service.description}</p>
            {r.byAppointment && (
              <p className="mt-3 text-slate-200">
                {area.name} is outside our emergency cover, so we book this work here as planned visits.
              </p>
            )}
            <div className="mt-8 flex flex-wrap gap-3">
              <CallButton emergency={emergency} />
              <WhatsAppButton message={chatMessages.serviceInArea(service.name, placeName)} />
            </div>
          </div>
          <dl className="mt-10 grid gap-3 sm:grid-cols-3">
            <Fact
              icon={<MapPin className="h-5 w-5" aria-hidden="true" />}
              term={area.postcodes.length > 1 ? "Postcodes" : "Postcode"}
              value={postcodeList(area.postcodes)}
            />
            <Fact
              icon={<Timer className="h-5 w-5" aria-hidden="true" />}
              term={emergency && !propertyType ? "Typical emergency arrival" : "Response time"}
              value={propertyType ? serviceResponse(r) : response}
            />
            <Fact
              icon={<Clock className="h-5 w-5" aria-hidden="true" />}
              term="Emergency service"
              value={emergency ? "Available 24/7" : "Standard hours"}
            />
          </dl>
        </div>
      </section>

      {propertyType ? (
        <PropertyTypeBody r={r} propertyType={propertyType} response={response} />
      ) : (
        <NeighbourhoodBody r={r} response={response} />
      )}

      <Section tone="surface" labelledBy="v-quote">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="v-quote" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Get a free quote for {placeName}
            </h2>
            <p className="mt-4 text-lg text-muted">
              Tell us about the job and we’ll get back to you {site.emergencyCallbackText} with a clear, fixed price,
              valid for {business.quoteValidityDays} days.
            </p>
            <h3 className="mt-8 font-semibold text-ink">
              More {service.name} in {area.name}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              <li>
                <a
                  href={areaPath}
                  className="inline-flex min-h-10 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {service.name} in {area.name}
                </a>
              </li>
              {service.propertyTypes
                .filter((t) => t !== propertyType)
                .map((t) => (
                  <li key={t}>
                    <a
                      href={`${areaPath}/${t}`}
                      className="inline-flex min-h-10 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {propertyTypeName(t)} properties
                    </a>
                  </li>
                ))}
            </ul>
          </div>
          <QuoteForm
            title={`Get ${service.name} Quote`}
            defaultService={service.quoteService ?? undefined}
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={path}
            isEmergency
            appearance="quote"
          />
        </div>
      </Section>
    </>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20">
      <dt className="flex items-center gap-2 text-sm text-slate-200">
        <span className="text-accent-500">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 font-bold">{value}</dd>
    </div>
  );
}

function Subcategories({ service, limit, heading }: { service: Service; limit?: number; heading: string }) {
  return (
    <section aria-labelledby="v-subs" className="mt-12">
      <h2 id="v-subs" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {service.subcategories.slice(0, limit).map((s) => (
          <li key={s.slug} className="rounded-2xl border border-line bg-white p-5">
            <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <CatalogueIcon name={s.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-3 font-bold text-ink">{s.name}</h3>
            <p className="mt-1 text-sm text-muted">{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NeighbourhoodBody({ r, response }: { r: Resolved; response: string }) {
  const { service, area, emergency, label } = r;
  const knowledge =
    area.details?.localKnowledge ??
    `${firstSentence(area.description)} We work across ${label} and the rest of ${area.name}${emergency ? `, with emergency cover around the clock and engineers typically arriving in ${r.arrival}` : ", booking planned work at a time that suits you"}.`;
  return (
    <Section labelledBy="v-local">
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <h2 id="v-local" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Local engineers for {label}
          </h2>
          <p className="mt-4 text-lg text-muted">{knowledge}</p>
        </div>
        <Card className="bg-surface">
          <p className="font-semibold text-ink">
            {service.name} in {label}
          </p>
          <p className="mt-2 text-sm text-muted">
            {emergency ? (
              <>
                Typical emergency arrival in {area.name}: <strong className="text-ink">{response}</strong>.
              </>
            ) : (
              `Planned visits in ${area.name}, booked at a time that suits you.`
            )}{" "}
            Covering {postcodeList(area.postcodes)}.
          </p>
          <div className="mt-4">
            <CallButton size="md" emergency={emergency} />
          </div>
        </Card>
      </div>
      <Subcategories service={service} limit={6} heading={`What we fix in ${label}`} />
    </Section>
  );
}

function PropertyTypeBody({
  r,
  propertyType,
  response,
}: {
  r: Resolved;
  propertyType: PropertyType;
  response: string;
}) {
  const { service, area, emergency, label } = r;
  const Expertise = expertise[propertyType].icon;
  const cards = [
    {
      icon: <Timer className="h-7 w-7" aria-hidden="true" />,
      title: emergency ? "Fast response" : "Booked to suit you",
      text: emergency
        ? `Emergency call-outs across ${area.name}, typically ${response.toLowerCase()}.`
        : `Response time: ${serviceResponse(r).toLowerCase()}, with appointments booked to suit you.`,
    },
    {
      icon: <Expertise className="h-7 w-7" aria-hidden="true" />,
      title: `${label} property expertise`,
      text: expertise[propertyType].text,
    },
    emergency
      ? {
          icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
          title: "24/7 availability",
          text: `Day or night, weekends and holidays: call us and an engineer is on the way to ${area.name}.`,
        }
      : // A planned service: whether the area itself has an emergency line to mention.
        area.emergencyArrival !== null
        ? {
            icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
            title: "24/7 emergency line",
            text: `We book this work ${hoursText()}. If something urgent happens in ${area.name}, our emergency line is open 24/7.`,
          }
        : {
            icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
            title: "Flexible appointments",
            text: `${area.name} is outside our emergency cover, but we book planned work here ${hoursText()}.`,
          },
  ];
  return (
    <Section labelledBy="v-why">
      <h2 id="v-why" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {service.name} for {label.toLowerCase()} properties in {area.name}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {cards.map((c) => (
          <li key={c.title}>
            <Card className="h-full">
              <span className="text-accent-600">{c.icon}</span>
              <h3 className="mt-3 text-lg font-bold text-ink">{c.title}</h3>
              <p className="mt-2 text-muted">{c.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Subcategories service={service} heading={`${service.name} services we offer`} />
    </Section>
  );
}
