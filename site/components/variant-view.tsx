// The body of a variant page (decision 8: a property type the service lists, or
// a neighbourhood of the area), under its metadata. The page
// (app/(islands)/services/[service]/[location]/[variant]) works out the facts
// from the catalogue; this lays them out. It runs as islands (decision 74): all
// of it is server markup except the quote form, an island.
import type { ReactNode } from "react";
import type {
  Icon as CatalogueIconName,
  PropertyType,
  ServiceView,
  WarrantNote as WarrantNoteData,
} from "@/generated/types";
import { WarrantNote } from "@/components/service/warrant-note";
import {
  Building2,
  CatalogueIcon,
  Clock,
  Factory,
  House,
  MapPin,
  ShieldCheck,
  Timer,
  Warehouse,
} from "@/components/icons";
import { BreadcrumbTrail, type Crumb } from "@/components/breadcrumb-trail";
import { WhatsAppButtonView } from "@/components/call-button-view";
import { CallButton } from "@/components/contact-buttons";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { Badge, Card, Section } from "@/components/ui";
import { promises, type GasNotice } from "@/lib/quote-services";

export type VariantFacts = {
  path: string;
  title: string;
  /** The service's own description, the hero's lead. */
  lead: string;
  /** The category's name, the badge of a page without emergency cover. */
  category: string;
  /** 'Paisley', or 'Ferguslie Park, Paisley' on a neighbourhood page. */
  placeName: string;
  /** The neighbourhood's or property type's display name. */
  label: string;
  propertyType: PropertyType | null;
  service: { name: string; slug: string; quoteService: ServiceView["quoteService"] };
  area: { name: string; slug: string; postcodes: string; postcodeCount: number; hasEmergencyLine: boolean };
  /** The area's arrival window under emergency cover, else null. */
  arrival: string | null;
  /** An emergency-capable service outside emergency cover: planned visits by appointment. */
  byAppointment: boolean;
  /** The planned-work lead time where the service has no emergency cover here, else the catalogue response time. */
  serviceResponse: string;
  /** The office hours apart from the 24/7 line ('Mon-Fri 8am-6pm, Sat 9am-1pm'). */
  hours: string;
  /** A neighbourhood page's local knowledge paragraph. */
  knowledge: string;
  subcategories: { slug: string; name: string; description: string; icon: CatalogueIconName }[];
  /** Where the service's work may need a building warrant, what to know (issue 31.5). */
  warrant: WarrantNoteData | null;
  /** Property types the service lists, with their display names, for the 'more' links. */
  propertyTypeNames: { type: PropertyType; name: string }[];
  whatsappHref: string;
  /** The area's name where it has no emergency cover: the form promises no emergency call-back there. */
  plannedOnly: string | null;
  gasNotice: GasNotice | null;
};

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

const pill =
  "inline-flex min-h-10 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-medium text-brand-700 hover:bg-brand-50";

export function VariantView({ facts: f }: { facts: VariantFacts }) {
  const emergency = f.arrival !== null;
  const response = f.arrival ?? f.serviceResponse;
  const areaPath = `/services/${f.service.slug}/${f.area.slug}`;
  const crumbs: Crumb[] = [
    { name: "Services", path: "/services" },
    { name: f.service.name, path: `/services/${f.service.slug}` },
    { name: f.area.name, path: areaPath },
    { name: f.label, path: f.path },
  ];
  return (
    <>
      {f.gasNotice && <GasSafetyNotice notice={f.gasNotice} id="gas-safety" />}

      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <BreadcrumbTrail light items={crumbs} />
          <div className="mt-6 max-w-3xl">
            {emergency ? (
              <Badge tone="emergency">Emergency Available</Badge>
            ) : (
              <Badge tone="light">{f.category.toUpperCase()}</Badge>
            )}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{f.title}</h1>
            <p className="mt-5 text-lg text-slate-200">{f.lead}</p>
            {f.byAppointment && (
              <p className="mt-3 text-slate-200">
                {f.area.name} is outside our emergency cover, so we book this work here as planned visits.
              </p>
            )}
            <div className="mt-8 flex flex-wrap gap-3">
              <CallButton emergency={emergency} />
              <WhatsAppButtonView href={f.whatsappHref} />
            </div>
          </div>
          <dl className="mt-10 grid gap-3 sm:grid-cols-3">
            <Fact
              icon={<MapPin className="h-5 w-5" aria-hidden="true" />}
              term={f.area.postcodeCount > 1 ? "Postcodes" : "Postcode"}
              value={f.area.postcodes}
            />
            <Fact
              icon={<Timer className="h-5 w-5" aria-hidden="true" />}
              term={emergency ? (f.propertyType ? "Response time" : "Typical emergency arrival") : "Lead time"}
              value={f.propertyType ? f.serviceResponse : response}
            />
            <Fact
              icon={<Clock className="h-5 w-5" aria-hidden="true" />}
              term="Emergency service"
              value={emergency ? "Available 24/7" : "Standard hours"}
            />
          </dl>
        </div>
      </section>

      {f.propertyType ? (
        <PropertyTypeBody f={f} propertyType={f.propertyType} response={response} />
      ) : (
        <NeighbourhoodBody f={f} response={response} />
      )}

      <QuoteSection
        id="v-quote"
        tone="surface"
        heading={<>Get a free quote for {f.placeName}</>}
        form={
          <QuoteFormIsland
            title={`Get ${f.service.name} Quote`}
            defaultService={f.service.quoteService ?? undefined}
            pagePath={f.path}
            arrival={f.arrival ? { place: f.placeName, window: f.arrival } : null}
            plannedOnly={f.plannedOnly}
          />
        }
      >
        <QuoteIntro>
          Tell us about the job. {promises.replyLine} {promises.quote}
        </QuoteIntro>
        <h3 className="mt-8 font-semibold text-ink">
          More {f.service.name} in {f.area.name}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <a href={areaPath} className={pill}>
              {f.service.name} in {f.area.name}
            </a>
          </li>
          {f.propertyTypeNames
            .filter((t) => t.type !== f.propertyType)
            .map((t) => (
              <li key={t.type}>
                <a href={`${areaPath}/${t.type}`} className={pill}>
                  {t.name} properties
                </a>
              </li>
            ))}
        </ul>
      </QuoteSection>
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

function Subcategories({ f, limit, heading }: { f: VariantFacts; limit?: number; heading: string }) {
  return (
    <section aria-labelledby="v-subs" className="mt-12">
      <h2 id="v-subs" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {f.subcategories.slice(0, limit).map((s) => (
          <li key={s.slug} className="rounded-2xl border border-line bg-white p-5">
            <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <CatalogueIcon name={s.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-3 font-bold text-ink">{s.name}</h3>
            <p className="mt-1 text-sm text-muted">{s.description}</p>
          </li>
        ))}
      </ul>
      {f.warrant && <WarrantNote note={f.warrant} className="mt-6" />}
    </section>
  );
}

function NeighbourhoodBody({ f, response }: { f: VariantFacts; response: string }) {
  const emergency = f.arrival !== null;
  return (
    <Section labelledBy="v-local">
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <h2 id="v-local" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Local engineers for {f.label}
          </h2>
          <p className="mt-4 text-lg text-muted">{f.knowledge}</p>
        </div>
        <Card className="bg-surface">
          <p className="font-semibold text-ink">
            {f.service.name} in {f.label}
          </p>
          <p className="mt-2 text-sm text-muted">
            {emergency ? (
              <>
                Typical emergency arrival in {f.area.name}: <strong className="text-ink">{response}</strong>.
              </>
            ) : (
              `Planned visits in ${f.area.name}, booked at a time that suits you.`
            )}{" "}
            Covering {f.area.postcodes}.
          </p>
          <div className="mt-4">
            <CallButton size="md" emergency={emergency} />
          </div>
        </Card>
      </div>
      <Subcategories f={f} limit={6} heading={`What we fix in ${f.label}`} />
    </Section>
  );
}

function PropertyTypeBody({
  f,
  propertyType,
  response,
}: {
  f: VariantFacts;
  propertyType: PropertyType;
  response: string;
}) {
  const emergency = f.arrival !== null;
  const Expertise = expertise[propertyType].icon;
  const area = f.area.name;
  const cards = [
    {
      icon: <Timer className="h-7 w-7" aria-hidden="true" />,
      title: emergency ? "Fast response" : "Booked to suit you",
      text: emergency
        ? `Emergency call-outs across ${area}, typically ${response.toLowerCase()}.`
        : `Lead time: ${f.serviceResponse.toLowerCase()}, with appointments booked to suit you.`,
    },
    {
      icon: <Expertise className="h-7 w-7" aria-hidden="true" />,
      title: `${f.label} property expertise`,
      text: expertise[propertyType].text,
    },
    emergency
      ? {
          icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
          title: "24/7 availability",
          text: `Day or night, weekends and holidays: call us and an engineer is on the way to ${area}.`,
        }
      : // A planned service: whether the area itself has an emergency line to mention.
        f.area.hasEmergencyLine
        ? {
            icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
            title: "24/7 emergency line",
            text: `We book this work ${f.hours}. If something urgent happens in ${area}, our emergency line is open 24/7.`,
          }
        : {
            icon: <ShieldCheck className="h-7 w-7" aria-hidden="true" />,
            title: "Flexible appointments",
            text: `${area} is outside our emergency cover, but we book planned work here ${f.hours}.`,
          },
  ];
  return (
    <Section labelledBy="v-why">
      <h2 id="v-why" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {f.service.name} for {f.label.toLowerCase()} properties in {area}
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
      <Subcategories f={f} heading={`${f.service.name} services we offer`} />
    </Section>
  );
}
