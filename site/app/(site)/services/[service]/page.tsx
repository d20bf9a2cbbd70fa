import type { Metadata } from "next";
import { RecentWork } from "@/components/jobs/recent-work";
import { workForService } from "@/lib/jobs";
import { notFound } from "next/navigation";
import { Award, BadgePoundSterling, Clock, MapPin, ShieldCheck, TriangleAlert } from "@/components/icons";
import type { Icon, PropertyType } from "@/generated/types";
import {
  areas,
  business,
  categoryName,
  categoryPages,
  paramsOf,
  propertyTypeName,
  serviceBySlug,
  site,
  whatsappDigits,
} from "@/lib/data";
import { pageMetadata, serviceLd } from "@/lib/seo";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CoverCheck } from "@/components/cover-check";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { SubcategoryCards } from "@/components/service/subcategory-cards";
import { QuoteForm } from "@/components/quote-form";
import { Badge, ButtonLink, Card, Section, SectionHeading } from "@/components/ui";

/** SPEC 9: areas listed on a service page. */
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
  return pageMetadata({
    title: `${service.name} in Glasgow${service.emergencyAvailable ? " | 24/7 Call-Outs" : ""}`,
    description: service.description,
    keywords: service.keywords,
    path: `/services/${service.slug}`,
  });
}

const propertyTypeInfo: Record<PropertyType, { icon: Icon; text: string }> = {
  residential: { icon: "house", text: "Houses, flats and tenements, owner-occupied or let." },
  commercial: { icon: "store", text: "Shops, offices, restaurants and other business premises." },
  "high-rise": { icon: "building", text: "Tower blocks and multi-storey buildings, including shared risers." },
  industrial: { icon: "factory", text: "Warehouses, workshops and industrial units." },
};

/** Plain paragraphs separated by blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default async function ServicePage({ params }: Params) {
  const { service: slug } = await params;
  const service = serviceBySlug(slug);
  if (!service) notFound();

  const path = `/services/${service.slug}`;
  const category = categoryName(service.category);
  const landingPage = categoryPages.find((p) => p.category === service.category);
  const listedAreas = areas.slice(0, AREAS_LIMIT);
  const defaultService = service.quoteService ?? undefined;

  const trustCards = [
    {
      icon: ShieldCheck,
      title: "Qualified and insured",
      text: `Gas Safe registered (no. ${business.gasSafeNumber}) and NICEIC registered (no. ${business.niceicNumber}) engineers, fully insured for homes and businesses.`,
    },
    {
      icon: Award,
      title: `${business.guaranteeMonths}-month guarantee`,
      text: `Every ${service.name} job is backed by our ${business.guaranteeMonths}-month workmanship guarantee, in writing.`,
    },
    {
      icon: BadgePoundSterling,
      title: "Free, fixed quotes",
      text: `You get a clear written price before any work starts, valid for ${business.quoteValidityDays} days and with no obligation.`,
    },
  ];

  return (
    <>
      <JsonLd
        data={serviceLd({ name: service.name, description: service.description, areaName: "Glasgow", path, category })}
      />
      <PageView pageType="service" />
      {service.involvesGas && <GasSafetyNotice notice={gasNotice} id="gas-safety" />}

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs
            light
            items={[
              { name: "Services", path: "/services" },
              { name: service.name, path },
            ]}
          />
          <div className="mt-6 flex flex-wrap gap-2">
            {service.emergencyAvailable ? (
              <Badge tone="emergency">
                <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
                24/7 Emergency Service
              </Badge>
            ) : (
              <Badge tone="light">{category} Services</Badge>
            )}
          </div>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{service.name}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{service.description}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
            <Clock className="h-4 w-4 text-accent-500" aria-hidden="true" />
            Response time: {service.responseTime}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={chatMessages.service(service.name)} />
          </div>
          <CoverCheck service={service} />
        </div>
      </section>

      <Section labelledBy="service-about">
        <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <SectionHeading
              id="service-about"
              eyebrow={`${category} Services`}
              title={`About our ${service.name} service`}
            />
            <div className="-mt-4 space-y-4 text-lg leading-relaxed text-ink">
              {paragraphs(service.longDescription).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {landingPage && (
              <p className="mt-6">
                <a
                  href={`/${landingPage.slug}`}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  See our {category} prices
                </a>
              </p>
            )}
          </div>
          <div>
            <h2 className="sr-only">Why choose us</h2>
            <ul className="grid gap-4">
              {trustCards.map((t) => (
                <li key={t.title}>
                  <Card className="flex gap-4">
                    <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                      <t.icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h3 className="font-bold text-ink">{t.title}</h3>
                      <p className="mt-1 text-sm text-muted">{t.text}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-2xl bg-brand-900 p-6 text-white">
              <p className="font-semibold">Speak to an engineer now</p>
              <p className="mt-1 text-sm text-slate-200">Free advice and a price over the phone.</p>
              <div className="mt-4">
                <CallButton size="md" />
              </div>
            </div>
          </div>
        </div>
      </Section>

      <Section tone="surface" labelledBy="service-covers">
        <SectionHeading
          id="service-covers"
          eyebrow="What’s included"
          title={`What our ${service.name} service covers`}
        />
        <SubcategoryCards items={service.subcategories} />
      </Section>

      <Section labelledBy="service-areas">
        <SectionHeading
          id="service-areas"
          eyebrow="Where we work"
          title={`${service.name} across Glasgow`}
          intro={`We cover ${site.coverage}. Choose your area for local details and response times.`}
        />
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
          {listedAreas.map((a) => (
            <li key={a.slug}>
              <a
                href={`/services/${service.slug}/${a.slug}`}
                className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink hover:border-brand-600 hover:text-brand-700"
              >
                <MapPin className="h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
                <span>
                  <span className="sr-only">{service.name} in </span>
                  {a.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ButtonLink href="/areas" variant="outline">
            View all {site.areaCount} areas we cover
          </ButtonLink>
        </div>
      </Section>

      <Section tone="surface" labelledBy="service-property-types">
        <SectionHeading id="service-property-types" eyebrow="Property types" title="Properties we work on" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {service.propertyTypes.map((pt) => (
            <li key={pt} className="flex gap-3 rounded-2xl border border-line bg-white p-5">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
                <CatalogueIcon name={propertyTypeInfo[pt].icon} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{propertyTypeName(pt)}</h3>
                <p className="mt-1 text-sm text-muted">{propertyTypeInfo[pt].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <RecentWork
        jobs={workForService(service.slug)}
        heading={`Recent ${service.name.toLowerCase()} work`}
        intro={`Jobs our engineers have finished, with what was wrong and what we did.`}
        moreHref={`/our-work?service=${service.slug}`}
      />

      <QuoteSection
        id="service-quote"
        heading="Tell us about the job"
        form={
          <QuoteForm
            title={`Get ${service.name} Quote`}
            defaultService={defaultService}
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={path}
          />
        }
      >
        <QuoteIntro>
          Tell us what you need and we’ll reply {site.replyText} during opening hours, with a clear price before any
          work starts.
          {service.emergencyAvailable && " For an emergency, call us now: an engineer is on call 24/7."}
        </QuoteIntro>
        <QuoteActions>
          <CallButton emergency={service.emergencyAvailable} />
          <WhatsAppButton message={chatMessages.service(service.name)} />
        </QuoteActions>
      </QuoteSection>
    </>
  );
}
