import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CircleCheck, Siren } from "@/components/icons";
import type { ServiceView } from "@/generated/types";
import {
  business,
  categories,
  categoryName,
  categoryPages,
  paramsOf,
  services,
  whatsappDigits,
  site,
} from "@/lib/data";
import { absolute, localBusinessLd, pageMetadata } from "@/lib/seo";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { GetQuoteButton } from "@/components/get-quote-button";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteForm } from "@/components/quote-form";
import { TrustStrip } from "@/components/trust-strip";
import { Badge, Card, Section, SectionHeading } from "@/components/ui";

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("category").flatMap((p) => (p.slug ? [{ category: p.slug }] : []));
}

type Params = { params: Promise<{ category: string }> };

const pageBySlug = (slug: string) => categoryPages.find((p) => p.slug === slug);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { category: slug } = await params;
  const page = pageBySlug(slug);
  if (!page) notFound();
  return pageMetadata({
    title: `${page.title}: Prices & Free Quotes`,
    description: page.metaDescription,
    keywords: page.keywords,
    path: `/${page.slug}`,
  });
}

export default async function CategoryPage({ params }: Params) {
  const { category: slug } = await params;
  const page = pageBySlug(slug);
  if (!page) notFound();

  const path = `/${page.slug}`;
  const name = categoryName(page.category);
  const related = (categories.find((c) => c.slug === page.category)?.services ?? [])
    .map((s) => services.find((x) => x.slug === s))
    .filter((s): s is ServiceView => Boolean(s));

  return (
    <>
      <JsonLd
        data={localBusinessLd({
          url: absolute(path),
          description: page.metaDescription,
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: `${name} Services`,
            itemListElement: page.items.map((item) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: item.name, description: item.description },
              priceSpecification: {
                "@type": "PriceSpecification",
                minPrice: item.price.pence / 100,
                priceCurrency: "GBP",
                ...(item.price.unit === "per-hour"
                  ? { unitCode: "HUR" }
                  : item.price.unit === "per-square-metre"
                    ? { unitCode: "MTK" }
                    : {}),
              },
            })),
          },
        })}
      />
      <PageView pageType="category" />
      {categories.find((c) => c.slug === page.category)?.involvesGas && (
        <GasSafetyNotice notice={gasNotice} id="gas-safety" />
      )}

      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs light items={[{ name, path }]} />
          <div className="mt-6">
            <Badge tone="light">{page.badge}</Badge>
          </div>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{page.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={page.chatMessage} />
          </div>
        </div>
      </section>
      <TrustStrip />

      <Section labelledBy="category-prices">
        <SectionHeading
          id="category-prices"
          eyebrow="Clear pricing"
          title={`${name} services and prices`}
          intro={`Starting prices for our most requested ${name.toLowerCase()} work. Every job gets a free written quote before we start, valid for ${business.quoteValidityDays} days.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((item) => (
            <li key={item.name}>
              <Card className={`flex h-full flex-col ${item.urgent ? "border-t-4 border-t-emergency-600" : ""}`}>
                <div className="flex items-start justify-between gap-3">
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <CatalogueIcon name={item.icon} />
                  </span>
                  {item.urgent && (
                    <Badge tone="emergency">
                      <Siren className="h-3.5 w-3.5" aria-hidden="true" />
                      Urgent
                    </Badge>
                  )}
                </div>
                <h3 className="mt-4 text-xl font-bold text-ink">{item.name}</h3>
                <p className="mt-2 flex-1 text-muted">{item.description}</p>
                <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-4">
                  <p className="text-ink">
                    <span className="block text-sm text-muted">From</span>
                    <span className="text-2xl font-extrabold">{item.price.display}</span>
                  </p>
                  <GetQuoteButton service={page.quoteService} itemName={item.name} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          Starting prices are a guide. Your written quote is based on the job itself, and the price only changes if you
          ask for extra work.
        </p>
      </Section>

      <Section tone="surface" labelledBy="category-why">
        <SectionHeading
          id="category-why"
          title="Why Choose Us"
          intro={`What Glasgow homes and businesses can count on when they choose us for ${name.toLowerCase()} work.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.whyChoose.map((w) => (
            <li key={w.title} className="flex gap-3">
              <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-whatsapp-600" aria-hidden="true" />
              <div>
                <h3 className="font-bold text-ink">{w.title}</h3>
                <p className="mt-1 text-muted">{w.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {related.length > 0 && (
          <div className="mt-12 rounded-2xl border border-line bg-white p-6">
            <h3 className="font-bold text-ink">More about our {name.toLowerCase()} services</h3>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {related.map((s) => (
                <li key={s.slug}>
                  <a
                    href={`/services/${s.slug}`}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      <section aria-labelledby="category-emergency" className="border-t-8 border-emergency-600 bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-200">
              <Siren className="h-5 w-5 text-accent-500" aria-hidden="true" />
              Emergency? We’re on call 24/7
            </p>
            <h2 id="category-emergency" className="mt-2 text-3xl font-bold tracking-tight">
              {page.emergencyHeading}
            </h2>
            <p className="mt-3 text-lg text-slate-200">{page.emergencyText}</p>
          </div>
          <div className="shrink-0">
            <CallButton emergency />
          </div>
        </div>
      </section>

      <QuoteSection
        id="category-quote"
        heading="Tell us about the job"
        form={
          <QuoteForm
            title={`Request Your Free ${name} Quote`}
            defaultService={page.quoteService ?? ""}
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={path}
          />
        }
      >
        <QuoteIntro>
          Tell us about the job and we’ll reply {site.replyText} during opening hours with a clear, fixed price. No
          obligation.
        </QuoteIntro>
        <QuoteActions>
          <CallButton />
          <WhatsAppButton message={page.chatMessage} />
        </QuoteActions>
      </QuoteSection>
    </>
  );
}
