import type { Metadata } from "next";
import { RecentWork } from "@/components/jobs/recent-work";
import { workInArea } from "@/lib/jobs";
import { notFound } from "next/navigation";
import { Award, BadgePoundSterling, Clock, MapPin, Phone, ShieldCheck, Timer } from "@/components/icons";
import { areaBySlug, business, paramsOf, site, whatsappDigits } from "@/lib/data";
import { localBusinessLd, pageMetadata } from "@/lib/seo";
import { chatMessages, telHref } from "@/lib/links";
import { postcodeList } from "@/lib/text";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { QuoteForm } from "@/components/quote-form";
import { TrustStrip } from "@/components/trust-strip";
import { AreaServices } from "@/components/area/area-services";
import { LocalKnowledge } from "@/components/area/local-knowledge";
import { Badge, ButtonLink, Card, Section, SectionHeading } from "@/components/ui";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("area").map((p) => ({ slug: p.slug ?? "" }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const area = areaBySlug(slug);
  if (!area) notFound();
  const cover =
    area.emergencyArrival !== null
      ? `24/7 emergency call-outs, arriving in ${area.emergencyArrival.display} typically.`
      : "Planned work booked at a time that suits you.";
  return pageMetadata({
    title: `Plumber ${area.name} (${area.postcodes[0]})${area.emergencyArrival !== null ? " | 24/7 Emergency Cover" : ""}`,
    description: `Local plumbers, heating, gas and electrical engineers in ${area.name} (${postcodeList(area.postcodes)}). ${cover} Gas Safe registered, free quotes.`,
    keywords: [
      `plumber ${area.name}`,
      `emergency plumber ${area.name}`,
      `heating engineer ${area.name}`,
      ...area.postcodes.map((p) => `plumber ${p}`),
      ...area.keyServices.map((s) => `${s} ${area.name}`),
    ].map((k) => k.toLowerCase()),
    path: `/areas/${area.slug}`,
  });
}

export default async function AreaPage({ params }: { params: Params }) {
  const { slug } = await params;
  const area = areaBySlug(slug);
  if (!area) notFound();
  const path = `/areas/${area.slug}`;
  const emergency = area.emergencyArrival !== null;
  const details = area.details;
  const distance =
    area.distanceMiles === 0
      ? "In central Glasgow"
      : `${area.distanceMiles} mile${area.distanceMiles === 1 ? "" : "s"} from Glasgow city centre`;

  const tiles = [
    { icon: MapPin, title: area.postcodes.length > 1 ? "Postcodes" : "Postcode", value: postcodeList(area.postcodes) },
    emergency
      ? { icon: Timer, title: "Emergency arrival", value: area.emergencyArrival!.display }
      : { icon: Clock, title: "Planned work", value: "Booked to suit you" },
    { icon: ShieldCheck, title: "Registered engineers", value: "Gas Safe registered" },
  ];

  const why = [
    {
      icon: ShieldCheck,
      title: "Qualified and insured",
      text: `Gas Safe registered engineers and NICEIC-approved electricians, fully insured for work in ${area.name} homes and businesses.`,
    },
    emergency
      ? {
          icon: Timer,
          title: "Fast local response",
          text: `Emergency cover around the clock in ${area.name}, with engineers typically arriving in ${area.emergencyArrival!.display}.`,
        }
      : {
          icon: Clock,
          title: "Appointments that suit you",
          text: `We book planned work in ${area.name} at a time that suits you and keep you updated on the day.`,
        },
    {
      icon: BadgePoundSterling,
      title: "Free, clear quotes",
      text: `A fixed price before any work starts. Quotes are valid for ${business.quoteValidityDays} days.`,
    },
    {
      icon: Award,
      title: "Guaranteed work",
      text: `Trading since ${business.founded}, trusted by ${business.customersClaim} customers, with a ${business.guaranteeMonths}-month guarantee on our workmanship.`,
    },
  ];

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
      <PageView pageType="area" />

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(234,106,31,0.22),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs
            light
            items={[
              { name: "Areas", path: "/areas" },
              { name: area.name, path },
            ]}
          />
          <div className="mt-6 grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="light">
                  <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                  {distance}
                </Badge>
                {emergency && <Badge tone="emergency">24/7 Emergency</Badge>}
              </div>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Plumber {area.name}</h1>
              <p className="mt-5 max-w-2xl text-lg text-slate-200">{area.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <CallButton />
                <WhatsAppButton label="WhatsApp Quote" message={chatMessages.area(area.name)} />
              </div>
            </div>
            <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
              {tiles.map((t) => (
                <li key={t.title} className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
                  <t.icon className="h-7 w-7 shrink-0 text-accent-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="text-sm text-slate-200">{t.title}</p>
                    <p className="text-lg font-bold break-words">{t.value}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <TrustStrip />

      <AreaServices area={area} />

      {area.neighbourhoods.length > 0 && (
        <Section tone="surface" labelledBy="area-neighbourhoods">
          <SectionHeading
            id="area-neighbourhoods"
            eyebrow="Coverage"
            title={`Neighbourhoods we cover in ${area.name}`}
            intro={
              area.mainStreets.length > 0
                ? `Including homes and businesses on ${area.mainStreets.slice(0, 4).join(", ")} and the streets around them.`
                : undefined
            }
          />
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {area.neighbourhoods.map((n) => (
              <li
                key={n.slug}
                className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink"
              >
                <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {n.name}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink
              href={telHref(business.phone.e164)}
              variant="primary"
              label={`Check Coverage Area: call ${business.phone.display}`}
            >
              <Phone className="h-5 w-5" aria-hidden="true" />
              Check Coverage Area
            </ButtonLink>
          </div>
        </Section>
      )}

      <Section labelledBy="area-why">
        <SectionHeading
          id="area-why"
          title="Why Choose Us"
          intro={`Why homes and businesses in ${area.name} choose ${business.name}.`}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {why.map((w) => (
            <li key={w.title}>
              <Card className="h-full">
                <w.icon className="h-8 w-8 text-accent-600" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-bold text-ink">{w.title}</h3>
                <p className="mt-2 text-muted">{w.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <LocalKnowledge area={area} />

      <RecentWork
        jobs={workInArea(area.slug)}
        heading={`Recent work in ${area.name}`}
        intro={`Jobs our engineers have finished in ${area.name}, with what was wrong and what we did.`}
        moreHref={`/our-work?area=${area.slug}`}
      />

      <QuoteSection
        id="area-quote"
        tone={details ? "white" : "surface"}
        heading={<>A free, no-obligation quote in {area.name}</>}
        form={
          <QuoteForm
            title={`Get Free Quote - ${area.name}`}
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={path}
          />
        }
      >
        <QuoteIntro>
          Tell us what you need and where you are in {area.name}. We reply {site.replyText} during opening hours with a
          clear price, valid for {business.quoteValidityDays} days.
        </QuoteIntro>
        <div className="mt-6">
          <CallButton />
        </div>
      </QuoteSection>

      <section aria-labelledby="area-emergency" className="border-t border-emergency-100 bg-emergency-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            {emergency && <Badge tone="emergency">24/7 Emergency</Badge>}
            <h2 id="area-emergency" className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
              {emergency ? `Plumbing emergency in ${area.name}?` : `Need help in ${area.name}?`}
            </h2>
            <p className="mt-2 max-w-xl text-muted">
              {emergency
                ? `Call now, day or night. Our engineers typically arrive in ${area.emergencyArrival!.display} and make things safe first.`
                : `${area.name} is outside our emergency cover, but we’re glad to book planned work. Call or message us to arrange a visit.`}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <CallButton emergency={emergency} />
            <WhatsAppButton message={chatMessages.area(area.name)} />
          </div>
        </div>
      </section>
    </>
  );
}
