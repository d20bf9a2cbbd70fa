// The body of a service-in-area page (brief 2: a service in one of the 70
// areas), under its metadata and structured data. The page
// (app/(islands)/services/[service]/[location]) works out the facts from the
// catalogue; this lays them out. It runs as islands (decision 74): all of it is
// server markup except the quote form, an island, so the markup is written
// once, as HTML. The 'Recent work' section is rendered by the page and passed
// in, in its place before or after the local facts (issue 34.6).
import type { ReactNode } from "react";
import type { PropertyType, ServiceView, WarrantNote as WarrantNoteData } from "@/generated/types";
import { CircleCheck, Clock, HardHat, MapPin, ShieldCheck, Star } from "@/components/icons";
import { BreadcrumbTrail, type Crumb } from "@/components/breadcrumb-trail";
import { WhatsAppButtonView } from "@/components/call-button-view";
import { CallButton } from "@/components/contact-buttons";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { SubcategoryCards, type Subcategory } from "@/components/service/subcategory-cards";
import { WarrantNote } from "@/components/service/warrant-note";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { Badge, Card, Section, SectionHeading } from "@/components/ui";
import { promises, type GasNotice } from "@/lib/quote-services";

export type ServiceAreaFacts = {
  path: string;
  crumbs: Crumb[];
  /** The category's name, the badge of a page without emergency cover and the services' eyebrow. */
  category: string;
  service: { name: string; shortDescription: string; quoteService: ServiceView["quoteService"] };
  area: { name: string; postcodes: string; postcodeCount: number };
  /** What this page says that no other page says: the service in this area's own places. */
  intro: string;
  /** The area's arrival window under emergency cover, else null. */
  arrival: string | null;
  byAppointment: boolean;
  /** The service's planned-work lead time here (the route's cover), where it has no emergency cover here. */
  responseTime: string;
  /** The rating claimed as customers' (none while the reviews are samples). */
  averageRating: number | null;
  subcategories: Subcategory[];
  /** Where the service's work may need a building warrant, what to know (issue 31.5). */
  warrant: WarrantNoteData | null;
  why: string[];
  /** The first sentence of the area's description. */
  localKnowledge: string;
  localIssues: string[];
  faqs: { q: string; a: string }[];
  /** The area's neighbourhoods; linked where the service has a page for one (decision 8). */
  neighbourhoods: { slug: string; name: string; linked: boolean }[];
  propertyTypes: { type: PropertyType; name: string }[];
  info: { term: string; value: string }[];
  whatsappHref: string;
  /** The area's name where it has no emergency cover: the form promises no emergency call-back there. */
  plannedOnly: string | null;
  gasNotice: GasNotice | null;
  /** Whether a job of this service was done here: its proof then comes first (issue 34.6). */
  proofFirst: boolean;
};

const trust = (averageRating: number | null) => [
  { icon: HardHat, label: "Qualified Engineers" },
  ...(averageRating === null ? [] : [{ icon: Star, label: `Rated ${averageRating}/5` }]),
  { icon: ShieldCheck, label: "Fully Insured" },
  { icon: MapPin, label: "Local Service" },
];

export function ServiceAreaView({
  facts: f,
  work,
}: {
  facts: ServiceAreaFacts;
  /** The 'Recent work' section (components/jobs/recent-work.tsx), rendered by the page. */
  work: ReactNode;
}) {
  const emergency = f.arrival !== null;
  // The proof first (issue 34.6): where a job was done here, it sits right
  // under the hero, not some 4,700 px down a phone's screen after the
  // sections every service-in-area page shares.
  const proofFirst = f.proofFirst;
  // On the page a job earned, only the title and introduction come before
  // it: the calls to action and trust points follow it.
  const actions = (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <CallButton emergency={emergency} />
        <WhatsAppButtonView href={f.whatsappHref} />
      </div>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25">
        <Clock className="h-4 w-4 text-accent-500" aria-hidden="true" />
        {emergency ? `Emergency arrival in ${f.area.name}: ${f.arrival}` : `Lead time: ${f.responseTime}`}
      </p>
    </>
  );
  const trustList = (
    <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {trust(f.averageRating).map((t) => (
        <li
          key={t.label}
          className="flex items-center gap-3 rounded-xl bg-white/10 px-3 py-3 text-sm font-semibold ring-1 ring-white/20"
        >
          <t.icon className="h-6 w-6 shrink-0 text-accent-500" aria-hidden="true" />
          {t.label}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {f.gasNotice && <GasSafetyNotice notice={f.gasNotice} id="gas-safety" />}

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(234,106,31,0.22),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <BreadcrumbTrail light items={f.crumbs} />
          <div className="mt-6 max-w-3xl">
            {emergency ? (
              <Badge tone="emergency">Emergency Available</Badge>
            ) : (
              <Badge tone="light">{f.category.toUpperCase()}</Badge>
            )}
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {f.service.name} in {f.area.name}
            </h1>
            <p className="mt-5 text-lg text-slate-200">{f.intro}</p>
            {f.byAppointment && (
              <p className="mt-3 text-slate-200">
                {f.area.name} is outside our emergency cover, so we book this work here as planned visits.
              </p>
            )}
            {!proofFirst && actions}
          </div>
          {!proofFirst && trustList}
        </div>
      </section>

      {proofFirst && (
        <>
          {work}
          {/* The hero's calls to action and trust points, after the proof. */}
          <section aria-label="Contact us" className="bg-brand-900 text-white">
            <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
              {actions}
              {trustList}
            </div>
          </section>
        </>
      )}
      <Section labelledBy="sl-services">
        <SectionHeading
          id="sl-services"
          eyebrow={f.category}
          title={`${f.service.name} services in ${f.area.name}`}
          intro={f.service.shortDescription}
        />
        <SubcategoryCards items={f.subcategories} />
        {f.warrant && <WarrantNote note={f.warrant} className="mt-8" />}
      </Section>

      <Section tone="surface">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="space-y-12">
            <section aria-labelledby="sl-why">
              <h2 id="sl-why" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                Why Choose Us
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {f.why.map((w) => (
                  <li key={w} className="flex gap-2 text-ink">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" />
                    {w}
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-xl border-l-4 border-accent-600 bg-white p-4 text-ink">
                <strong>Local knowledge:</strong> {f.localKnowledge}
              </p>
              {f.localIssues.length > 0 && (
                <>
                  <h3 className="mt-6 text-lg font-bold text-ink">
                    {f.service.name} problems we often find in {f.area.name}
                  </h3>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
                    {f.localIssues.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>

            <section aria-labelledby="sl-faq">
              <h2 id="sl-faq" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {f.service.name} in {f.area.name}: questions we’re asked
              </h2>
              <dl className="mt-5 space-y-5">
                {f.faqs.map((faq) => (
                  <div key={faq.q}>
                    <dt className="font-bold text-ink">{faq.q}</dt>
                    <dd className="mt-1 text-muted">{faq.a}</dd>
                  </div>
                ))}
              </dl>
            </section>

            {f.neighbourhoods.length > 0 && (
              <section aria-labelledby="sl-nearby">
                <h2 id="sl-nearby" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  Neighbourhoods we cover
                </h2>
                <p className="mt-2 text-muted">
                  {f.service.name} across {f.area.name}’s {f.area.postcodes}{" "}
                  {f.area.postcodeCount > 1 ? "districts" : "district"}, including:
                </p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {f.neighbourhoods.map((n) => (
                    <li key={n.slug}>
                      {n.linked ? (
                        <a
                          href={`${f.path}/${n.slug}`}
                          className="inline-flex min-h-10 items-center rounded-full border border-brand-600 bg-white px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {f.service.name} in {n.name}
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

            {f.propertyTypes.length > 0 && (
              <nav aria-labelledby="sl-types">
                <h2 id="sl-types" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  By property type
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {f.propertyTypes.map((t) => (
                    <li key={t.type}>
                      <a
                        href={`${f.path}/${t.type}`}
                        className="flex min-h-11 items-center justify-between rounded-xl border border-line bg-white px-4 py-3 font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                      >
                        {f.service.name} for {t.name.toLowerCase()} properties
                        <span aria-hidden="true">→</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>

          {/* A section, not an aside: the area's facts are this page's own content (the export audit leaves asides out). */}
          <section aria-labelledby="sl-info">
            <Card>
              <h2 id="sl-info" className="text-xl font-bold text-ink">
                Local information
              </h2>
              <dl className="mt-4 divide-y divide-line">
                {f.info.map((r) => (
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
          </section>
        </div>
      </Section>

      {!proofFirst && work}

      <QuoteSection
        id="sl-quote"
        heading={
          <>
            {f.service.name} quote for {f.area.name}
          </>
        }
        form={
          <QuoteFormIsland
            title={`Get ${f.service.name} Quote`}
            defaultService={f.service.quoteService ?? undefined}
            pagePath={f.path}
            arrival={f.arrival ? { place: f.area.name, window: f.arrival } : null}
            plannedOnly={f.plannedOnly}
          />
        }
      >
        <QuoteIntro>
          Describe the {f.service.name.toLowerCase()} job in {f.area.name}. {promises.replyLine} {promises.quote}
        </QuoteIntro>
        <QuoteActions>
          <CallButton size="md" emergency={emergency} />
          <WhatsAppButtonView size="md" href={f.whatsappHref} />
        </QuoteActions>
      </QuoteSection>
    </>
  );
}
