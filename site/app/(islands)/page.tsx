import { Clock, ShieldCheck, Star, Zap } from "@/components/icons";
import { business, homeCards, reviews, site } from "@/lib/data";
import { pageMetadata, localBusinessLd } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages } from "@/lib/links";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { HeroContact } from "@/components/hero-contact";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { TrustStrip } from "@/components/trust-strip";
import { Badge, Card, Section, SectionHeading } from "@/components/ui";

export const metadata = pageMetadata(wordsFor("/"));

const statIcons = [Star, Clock, Zap, ShieldCheck];

export default function Home() {
  return (
    <>
      <JsonLd data={localBusinessLd({ description: business.tagline })} />
      <PageScript name="PageView" props={{ pageType: "home" }} />
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            {/* Only a rating of real reviews is claimed as customers' (issue 31.8). */}
            {reviews.claimedRating !== null && (
              <p
                className="flex items-center gap-1 text-star"
                aria-label={`Rated ${reviews.claimedRating} out of 5 by our customers`}
              >
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="h-5 w-5 fill-current" aria-hidden="true" />
                ))}
                <span className="ml-2 text-sm font-semibold text-slate-100">
                  Rated {reviews.claimedRating}/5 by Glasgow homeowners
                </span>
              </p>
            )}
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Glasgow’s trusted plumbers, heating and gas engineers
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-200">
              From a burst pipe at 2am to a new boiler or bathroom, our Gas Safe registered engineers cover{" "}
              {site.emergencyCoverage}. Free written quotes and a {business.guaranteeMonths}
              -month guarantee on our work.
            </p>
            <HeroContact chat={chatMessages.generic()} />
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {site.homeStats.map((s, i) => {
              const Icon = statIcons[i % statIcons.length];
              return (
                <li key={s.label} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                  <Icon className="h-6 w-6 text-accent-500" aria-hidden="true" />
                  <p className="mt-3 text-3xl font-extrabold">{s.value}</p>
                  <p className="text-sm text-slate-200">{s.label}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <TrustStrip />
      <Section labelledBy="home-services">
        <SectionHeading
          id="home-services"
          eyebrow="What we do"
          title="Plumbing and heating help, when you need it"
          intro={`${site.serviceCount} services across ${site.areaCount} areas, from emergency call-outs to planned installations.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeCards.map((c) => (
            <li key={c.title}>
              <Card className="flex h-full flex-col">
                <div className="flex items-start justify-between">
                  <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <CatalogueIcon name={c.icon} />
                  </span>
                  {c.aroundTheClock && <Badge tone="emergency">24/7</Badge>}
                </div>
                <h3 className="mt-4 text-xl font-bold">
                  <a href={`/services/${c.service}`} className="hover:text-brand-700 hover:underline">
                    {c.title}
                  </a>
                </h3>
                <p className="mt-2 flex-1 text-muted">{c.description}</p>
                <div className="mt-5 flex flex-wrap gap-2">
                  <CallButton size="sm" label="Call" showNumber={false} />
                  <WhatsAppButton size="sm" message={chatMessages.service(c.title)} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <QuoteSection
        id="home-quote"
        tone="surface"
        heading="A clear price, with no obligation"
        form={<QuoteFormIsland title="Request Your Free Quote" pagePath="/" />}
      >
        <QuoteIntro>
          We cover {site.plannedCoverage}. Tell us what you need. {site.promises.replyLine} {site.promises.quote}
        </QuoteIntro>
        <ul className="mt-6 space-y-3 text-ink">
          <li className="flex gap-2">
            <ShieldCheck className="h-5 w-5 text-whatsapp-600" aria-hidden="true" /> Gas Safe registered, fully insured
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="h-5 w-5 text-whatsapp-600" aria-hidden="true" /> Free quotes, no obligation; every
            price inc. VAT
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="h-5 w-5 text-whatsapp-600" aria-hidden="true" /> Quotes valid for{" "}
            {business.quoteValidityDays} days
          </li>
        </ul>
      </QuoteSection>
    </>
  );
}
