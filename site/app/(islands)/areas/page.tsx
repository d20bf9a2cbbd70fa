import { Clock, MapPin, Users } from "@/components/icons";
import { areaSummaries, business, site } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages } from "@/lib/links";
import { formatPopulation, postcodeList } from "@/lib/text";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton } from "@/components/contact-buttons";
import { HeroContact } from "@/components/hero-contact";
import { PageScript } from "@/components/page-script";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { Section, SectionHeading } from "@/components/ui";

const PATH = "/areas";

export const metadata = pageMetadata(wordsFor(PATH));

const distanceText = (miles: number) =>
  miles === 0 ? "In the city centre" : `${miles} mile${miles === 1 ? "" : "s"} from the city centre`;

export default function AreasPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "areas" }} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs light items={[{ name: "Areas", path: PATH }]} />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">Areas we cover</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            Our engineers cover {site.placesCovered} neighbourhoods and towns in {site.areaCount} areas:{" "}
            {site.plannedCoverage}. Choose your area to see local cover, or call us and we’ll tell you straight away.
          </p>
          <HeroContact chat={chatMessages.generic()} />
        </div>
      </section>

      <Section labelledBy="areas-list">
        <SectionHeading
          id="areas-list"
          eyebrow="Local engineers"
          title="Find your area"
          intro="Every area page lists the postcodes, neighbourhoods and services we cover there."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areaSummaries.map((a) => (
            <li
              key={a.slug}
              className="relative flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold text-ink">
                  <a
                    href={`/areas/${a.slug}`}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 hover:underline"
                  >
                    {a.name}
                  </a>
                </h3>
                {a.emergencyAvailable && (
                  <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-emergency-600/10 px-2.5 py-1 text-xs font-semibold text-emergency-700">
                    <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                    24/7 Emergency
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm font-semibold text-brand-700">{postcodeList(a.postcodes)}</p>
              <p className="mt-3 line-clamp-2 text-sm text-muted">{a.description}</p>
              <ul className="mt-auto flex pt-4 flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                <li className="flex items-center gap-1.5">
                  <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  {distanceText(a.distanceMiles)}
                </li>
                {a.population !== null && (
                  <li className="flex items-center gap-1.5">
                    <Users className="h-4 w-4 text-brand-700" aria-hidden="true" />
                    Population {formatPopulation(a.population)}
                  </li>
                )}
                {!a.emergencyAvailable && <li>Planned work only</li>}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <QuoteSection
        id="areas-quote"
        tone="surface"
        heading="Can’t see your area?"
        form={<QuoteFormIsland title="Get a Free Quote in Your Area" pagePath={PATH} />}
      >
        <QuoteIntro>
          We cover {site.plannedCoverage}. Check your postcode above, or send us your postcode and what you need, and
          we’ll confirm cover and give you a free quote, valid for {business.quoteValidityDays} days.
        </QuoteIntro>
        <div className="mt-6">
          <CallButton />
        </div>
      </QuoteSection>
    </>
  );
}
