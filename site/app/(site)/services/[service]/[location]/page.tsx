import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CircleCheck, Clock, HardHat, MapPin, ShieldCheck, Star } from "@/components/icons";
import {
  areaBySlug,
  business,
  categoryName,
  paramsOf,
  propertyTypeName,
  reviews,
  serviceAreaRoute,
  serviceBySlug,
  site,
  variantExists,
  whatsappDigits,
} from "@/lib/data";
import { isIndexable, pageMetadata, serviceLd } from "@/lib/seo";
import { chatMessages } from "@/lib/links";
import { firstSentence, formatPopulation, postcodeList } from "@/lib/text";
import { issuesFor } from "@/lib/local";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteForm } from "@/components/quote-form";
import { Badge, Card, Section, SectionHeading } from "@/components/ui";

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
  const arrival = cover.kind === "emergency" ? cover.arrival.display : null;
  return { service, area, arrival, byAppointment: cover.kind === "by-appointment" };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const p = await params;
  const { service, area, arrival, byAppointment } = lookup(p.service, p.location);
  const emergency = arrival !== null;
  return pageMetadata({
    title: `${service.name} in ${area.name} (${area.postcodes[0]})`,
    description: `${service.name} in ${area.name}, ${postcodeList(area.postcodes)}. ${byAppointment ? "Planned visits by appointment." : `${service.shortDescription}. ${emergency ? "Available 24/7." : `Response: ${service.responseTime.toLowerCase()}.`}`} Free quotes from local, fully insured engineers.`,
    keywords: [
      `${service.name} ${area.name}`,
      ...service.keywords.slice(0, 3).map((k) => k.replace(/glasgow/gi, area.name)),
      ...area.postcodes.map((pc) => `${service.name} ${pc}`),
    ].map((k) => k.toLowerCase()),
    path: `/services/${service.slug}/${area.slug}`,
  });
}

const trustIcons = [
  { icon: HardHat, label: "Qualified Engineers" },
  { icon: Star, label: `Rated ${reviews.averageRating}/5` },
  { icon: ShieldCheck, label: "Fully Insured" },
  { icon: MapPin, label: "Local Service" },
];

export default async function ServiceInAreaPage({ params }: { params: Params }) {
  const p = await params;
  const { service, area, arrival, byAppointment } = lookup(p.service, p.location);
  const path = `/services/${service.slug}/${area.slug}`;
  const emergency = arrival !== null;
  const category = categoryName(service.category);
  const responseTime = byAppointment ? "By appointment" : service.responseTime;
  const localResponse = arrival ?? responseTime;
  const propertyTypes = service.propertyTypes.filter((t) => variantExists(service.slug, area.slug, t));
  const serviceLower = service.name.toLowerCase();
  const places = area.neighbourhoods.map((n) => n.name);
  const streets = area.mainStreets.slice(0, 2);
  // What this page says that no other page says: this service, in this area's
  // own districts, neighbourhoods, streets and arrival window (PRODUCT 27).
  const intro = `${service.shortDescription} in ${area.name}, from ${places[0]} to the streets around ${streets[0] ?? area.name}.`;
  const faqs = [
    {
      q: `How soon can you come out for ${serviceLower} in ${area.name}?`,
      a: emergency
        ? `For an emergency, an engineer typically reaches ${area.name} in ${arrival} from your call, day or night. Planned ${serviceLower} is booked at a time that suits you.`
        : byAppointment
          ? `${area.name} is outside our emergency cover, so we book ${serviceLower} here as a planned visit, usually within ${service.responseTime.toLowerCase()}.`
          : `We book ${serviceLower} in ${area.name} as planned work; the usual lead time is ${service.responseTime.toLowerCase()}.`,
    },
  ];
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
    { term: emergency ? "Emergency arrival" : "Response time", value: localResponse },
    { term: "Emergency service", value: emergency ? "Available 24/7" : "Standard hours" },
    { term: "Free quotes", value: "Yes, no obligation" },
  ];

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
          })}
        />
      )}
      <PageView pageType="service-location" />
      {service.involvesGas && <GasSafetyNotice notice={gasNotice} id="gas-safety" />}

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(234,106,31,0.22),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs
            light
            items={[
              { name: "Services", path: "/services" },
              { name: service.name, path: `/services/${service.slug}` },
              { name: area.name, path },
            ]}
          />
          <div className="mt-6 max-w-3xl">
            {emergency ? (
              <Badge tone="emergency">Emergency Available</Badge>
            ) : (
              <Badge tone="light">{category.toUpperCase()}</Badge>
            )}
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {service.name} in {area.name}
            </h1>
            <p className="mt-5 text-lg text-slate-200">{intro}</p>
            {byAppointment && (
              <p className="mt-3 text-slate-200">
                {area.name} is outside our emergency cover, so we book this work here as planned visits.
              </p>
            )}
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <CallButton emergency={emergency} />
              <WhatsAppButton message={chatMessages.serviceInArea(service.name, area.name)} />
            </div>
            <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25">
              <Clock className="h-4 w-4 text-accent-500" aria-hidden="true" />
              {emergency ? `Emergency arrival in ${area.name}: ${arrival}` : `Response time: ${responseTime}`}
            </p>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {trustIcons.map((t) => (
              <li
                key={t.label}
                className="flex items-center gap-3 rounded-xl bg-white/10 px-3 py-3 text-sm font-semibold ring-1 ring-white/20"
              >
                <t.icon className="h-6 w-6 shrink-0 text-accent-500" aria-hidden="true" />
                {t.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section labelledBy="sl-services">
        <SectionHeading
          id="sl-services"
          eyebrow={category}
          title={`${service.name} services in ${area.name}`}
          intro={service.shortDescription}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {service.subcategories.map((s) => (
            <li key={s.slug}>
              <Card className="h-full">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <CatalogueIcon name={s.icon} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{s.name}</h3>
                <p className="mt-2 text-muted">{s.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="space-y-12">
            <section aria-labelledby="sl-why">
              <h2 id="sl-why" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                Why Choose Us
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {why.map((w) => (
                  <li key={w} className="flex gap-2 text-ink">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" />
                    {w}
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-xl border-l-4 border-accent-600 bg-white p-4 text-ink">
                <strong>Local knowledge:</strong> {firstSentence(area.description)}
              </p>
              {localIssues.length > 0 && (
                <>
                  <h3 className="mt-6 text-lg font-bold text-ink">
                    {service.name} problems we often find in {area.name}
                  </h3>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
                    {localIssues.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>

            <section aria-labelledby="sl-faq">
              <h2 id="sl-faq" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {service.name} in {area.name}: questions we’re asked
              </h2>
              <dl className="mt-5 space-y-5">
                {faqs.map((f) => (
                  <div key={f.q}>
                    <dt className="font-bold text-ink">{f.q}</dt>
                    <dd className="mt-1 text-muted">{f.a}</dd>
                  </div>
                ))}
              </dl>
            </section>

            {area.neighbourhoods.length > 0 && (
              <section aria-labelledby="sl-nearby">
                <h2 id="sl-nearby" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  Neighbourhoods we cover
                </h2>
                <p className="mt-2 text-muted">
                  {service.name} across {area.name}’s {postcodeList(area.postcodes)}{" "}
                  {area.postcodes.length > 1 ? "districts" : "district"}, including:
                </p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {area.neighbourhoods.map((n) => (
                    <li key={n.slug}>
                      {variantExists(service.slug, area.slug, n.slug) ? (
                        <a
                          href={`${path}/${n.slug}`}
                          className="inline-flex min-h-10 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {service.name} in {n.name}
                        </a>
                      ) : (
                        <span className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm text-ink">
                          {n.name}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {propertyTypes.length > 0 && (
              <nav aria-labelledby="sl-types">
                <h2 id="sl-types" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  By property type
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {propertyTypes.map((t) => (
                    <li key={t}>
                      <a
                        href={`${path}/${t}`}
                        className="flex min-h-11 items-center justify-between rounded-xl border border-line bg-white px-4 py-3 font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                      >
                        {service.name} for {propertyTypeName(t).toLowerCase()} properties
                        <span aria-hidden="true">→</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>

          <aside aria-labelledby="sl-info">
            <Card>
              <h2 id="sl-info" className="text-xl font-bold text-ink">
                Local information
              </h2>
              <dl className="mt-4 divide-y divide-line">
                {info.map((r) => (
                  <div key={r.term} className="flex justify-between gap-4 py-2.5 text-sm">
                    <dt className="text-muted">{r.term}</dt>
                    <dd className="text-right font-semibold text-ink">{r.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-5">
                <CallButton size="md" emergency={emergency} label="Call" />
              </div>
            </Card>
          </aside>
        </div>
      </Section>

      <Section labelledBy="sl-quote">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="sl-quote" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {service.name} quote for {area.name}
            </h2>
            <p className="mt-4 text-lg text-muted">
              Describe the {serviceLower} job in {area.name} and we’ll get back to you {site.emergencyCallbackText} with
              a clear, fixed price.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <CallButton size="md" emergency={emergency} />
              <WhatsAppButton size="md" message={chatMessages.serviceInArea(service.name, area.name)} />
            </div>
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
