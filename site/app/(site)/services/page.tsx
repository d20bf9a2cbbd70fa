import { ArrowRight, Clock, PhoneCall, ShieldCheck } from "@/components/icons";
import type { Service, ServiceView } from "@/generated/types";
import { business, categories, categoryPages, services, site, whatsappDigits } from "@/lib/data";
import { absolute, localBusinessLd, pageMetadata } from "@/lib/seo";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteForm } from "@/components/quote-form";
import { TrustStrip } from "@/components/trust-strip";
import { Badge, Card, Section, SectionHeading } from "@/components/ui";

const PATH = "/services";
/** SPEC 9: featured emergency services on the services index. */
const FEATURED_LIMIT = 6;

export const metadata = pageMetadata({
  title: "Our Services: Plumbing, Heating, Gas, Electrical & Building in Glasgow",
  description: `All ${site.serviceCount} of our services in one place: plumbing, heating, gas, electrical, roofing, drainage, building, kitchens and bathrooms across Glasgow, with 24/7 emergency call-outs.`,
  keywords: [
    "plumbing services glasgow",
    "heating engineer glasgow",
    "gas engineer glasgow",
    "electrician glasgow",
    "roofer glasgow",
    "emergency plumber glasgow",
  ],
  path: PATH,
});

const featured = services.filter((s) => s.emergencyAvailable).slice(0, FEATURED_LIMIT);

/** Categories in catalogue order, each with its services in order; empty ones are skipped. */
const grouped = categories
  .map((c) => ({
    category: c,
    services: c.services
      .map((slug) => services.find((s) => s.slug === slug))
      .filter((s): s is ServiceView => Boolean(s)),
    landingPage: categoryPages.find((p) => p.category === c.slug),
  }))
  .filter((g) => g.services.length > 0);

/** A service's card icon: the icon of its first subcategory. */
const serviceIcon = (s: Service) => s.subcategories[0]?.icon ?? "wrench";

function AroundTheClock() {
  return (
    <Badge tone="emergency">
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      24/7<span className="sr-only"> emergency call-outs</span>
    </Badge>
  );
}

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={localBusinessLd({
          url: absolute(PATH),
          description: business.tagline,
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: "Services",
            itemListElement: grouped.map((g) => ({
              "@type": "OfferCatalog",
              name: `${g.category.name} Services`,
              itemListElement: g.services.map((s) => ({
                "@type": "Offer",
                itemOffered: {
                  "@type": "Service",
                  name: s.name,
                  description: s.description,
                  url: absolute(`/services/${s.slug}`),
                },
              })),
            })),
          },
        })}
      />
      <PageView pageType="services" />

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs light items={[{ name: "Services", path: PATH }]} />
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Plumbing, heating and building services across Glasgow
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            {site.serviceCount} services in {grouped.length} trades, from a 2am burst pipe to a new kitchen. Qualified,
            insured engineers covering {site.coverage}, with free quotes and a {business.guaranteeMonths}-month
            guarantee on our work.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={chatMessages.generic()} />
          </div>
        </div>
      </section>
      <TrustStrip />

      <Section labelledBy="services-emergency">
        <SectionHeading
          id="services-emergency"
          eyebrow="Available 24/7"
          title="Emergency services"
          intro="When something can’t wait, an engineer is on call day and night. Each service shows how quickly we aim to reach you."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((s) => (
            <li key={s.slug}>
              <Card className="flex h-full flex-col border-t-4 border-t-emergency-600">
                <div className="flex items-start justify-between gap-3">
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <CatalogueIcon name={serviceIcon(s)} />
                  </span>
                  <AroundTheClock />
                </div>
                <h3 className="mt-4 text-xl font-bold">
                  <a href={`/services/${s.slug}`} className="hover:text-brand-700 hover:underline">
                    {s.name}
                  </a>
                </h3>
                <p className="mt-2 flex-1 text-muted">{s.shortDescription}</p>
                <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
                  <Clock className="h-4 w-4 text-accent-700" aria-hidden="true" />
                  Response: {s.responseTime}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface" labelledBy="services-all">
        <SectionHeading
          id="services-all"
          eyebrow="Everything we do"
          title="All our services"
          intro="Browse by trade. Services marked 24/7 are available as emergency call-outs at any hour."
        />
        <div className="space-y-14">
          {grouped.map((g) => (
            <section key={g.category.slug} aria-labelledby={`category-${g.category.slug}`}>
              <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-line pb-3">
                <h3 id={`category-${g.category.slug}`} className="text-2xl font-bold text-ink">
                  {g.category.name} Services
                </h3>
                {g.landingPage && (
                  <a
                    href={`/${g.landingPage.slug}`}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {g.category.name} prices
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </a>
                )}
              </div>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {g.services.map((s) => (
                  <li key={s.slug}>
                    <div className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-shadow focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md">
                      <div className="flex items-start justify-between gap-3">
                        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
                          <CatalogueIcon name={serviceIcon(s)} className="h-5 w-5" />
                        </span>
                        {s.emergencyAvailable && <AroundTheClock />}
                      </div>
                      <h4 className="mt-3 text-lg font-bold text-ink">
                        <a
                          href={`/services/${s.slug}`}
                          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 group-hover:underline"
                        >
                          {s.name}
                        </a>
                      </h4>
                      <p className="mt-1 flex-1 text-sm text-muted">{s.shortDescription}</p>
                      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink">
                        <Clock className="h-4 w-4 text-accent-700" aria-hidden="true" />
                        <span>
                          <span className="sr-only">Response time: </span>
                          {s.responseTime}
                        </span>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <QuoteSection
        id="services-discuss"
        heading="Not sure which service you need?"
        form={
          <QuoteForm
            title="Request Your Free Quote"
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={PATH}
          />
        }
      >
        <QuoteIntro>
          Tell us what’s happening and we’ll point you to the right engineer. Call to talk it through, or send the form
          and we’ll reply {site.replyText} during opening hours.
        </QuoteIntro>
        <QuoteActions>
          <CallButton label="Call to Discuss" />
        </QuoteActions>
        <ul className="mt-8 space-y-3 text-ink">
          <li className="flex gap-2">
            <PhoneCall className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> Free advice over the phone,
            no obligation
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> Written quotes valid for{" "}
            {business.quoteValidityDays} days
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> {business.guaranteeMonths}
            -month guarantee on our workmanship
          </li>
        </ul>
      </QuoteSection>
    </>
  );
}
