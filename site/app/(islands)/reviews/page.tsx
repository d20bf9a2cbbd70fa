import { BadgeCheck, ExternalLink, MapPin, Star, Wrench } from "@/components/icons";
import type { Rating } from "@/generated/types";
import { business, reviews, site } from "@/lib/data";
import { localBusinessLd, pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { ButtonLink, Section, SectionHeading } from "@/components/ui";
import { PageScript } from "@/components/page-script";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { PageHero } from "@/components/page-hero";

const path = "/reviews";

// While the reviews include samples, nothing here presents them as
// customers' words: not the title, the description or the headings (issue 31.8).
const samples = reviews.hasSamples;

export const metadata = pageMetadata(wordsFor(path));

/** '2025-01-14' → 'January 2025' (a month and year never go stale). */
function monthYear(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

function Stars({ rating }: { rating: Rating }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="flex items-center gap-0.5 text-star">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={`h-5 w-5 ${i <= rating ? "fill-current" : "text-slate-300"}`} aria-hidden="true" />
      ))}
    </span>
  );
}

export default function ReviewsPage() {
  return (
    <>
      <JsonLd data={localBusinessLd({ description: business.tagline })} />
      <PageScript name="PageView" props={{ pageType: "reviews" }} />
      <PageHero snug>
        <Breadcrumbs items={[{ name: "Reviews", path }]} light />
        <div className="mt-8 grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="flex items-center gap-1 text-star">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="h-5 w-5 fill-current" aria-hidden="true" />
              ))}
              <span className="ml-2 text-sm font-semibold text-slate-100">
                {samples ? "Example reviews" : "Reviews from Glasgow homes and businesses"}
              </span>
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Customer reviews</h1>
            <p className="mt-5 max-w-xl text-lg text-slate-200">
              {samples
                ? "Burst pipes, new boilers, rewires and bathrooms: customers’ reviews of our work will appear here. Until then, the reviews below are examples."
                : "Burst pipes, new boilers, rewires and bathrooms: here is what customers across Glasgow say about the work our engineers have done for them."}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CallButton />
              <WhatsAppButton message={chatMessages.generic()} />
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-4" aria-label="Our customers in numbers">
            {site.reviewStats.map((s) => (
              <li key={s.label} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                <p className="text-3xl font-extrabold">{s.value}</p>
                <p className="text-sm text-slate-200">{s.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </PageHero>

      <Section labelledBy="reviews-list">
        <SectionHeading
          id="reviews-list"
          eyebrow="Reviews"
          title={samples ? "Example reviews" : "What our customers say"}
          intro={
            samples
              ? "The reviews below are samples that show how reviews appear on this site; they are not reviews of real jobs."
              : "Each review comes from a customer whose job we carried out: reviews marked verified link to the review platform, and the others were sent to us with permission to publish them."
          }
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {reviews.reviews.map((r) => (
            <li key={r.id}>
              <article
                className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
                aria-labelledby={`review-${r.id}`}
                data-review={r.id}
                data-sample={r.sample ? "" : undefined}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars rating={r.rating} />
                  <time dateTime={r.date} className="text-sm text-muted">
                    {monthYear(r.date)}
                  </time>
                </div>
                <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                  <p>“{r.text}”</p>
                </blockquote>
                <footer className="mt-5 border-t border-line pt-4">
                  <h3 id={`review-${r.id}`} className="text-lg font-bold text-ink">
                    {r.name}
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="h-4 w-4" aria-hidden="true" />
                      {r.location}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Wrench className="h-4 w-4" aria-hidden="true" />
                      {r.service}
                    </span>
                  </p>
                  {r.sample && <p className="mt-2 text-sm font-semibold text-muted">Example, not a real review</p>}
                  {r.verified && r.source.kind === "platform" && (
                    <p className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-whatsapp-700">
                      <BadgeCheck className="h-4 w-4" aria-hidden="true" />{" "}
                      <a href={r.source.url} className="underline underline-offset-4">
                        Verified on {r.source.platform}
                      </a>
                    </p>
                  )}
                </footer>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface" labelledBy="reviews-leave">
        <div className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm sm:p-10">
          <h2 id="reviews-leave" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Had work done by us? Leave a review
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">
            Your feedback helps other Glasgow households choose a tradesperson with confidence, and tells us what we do
            well and what we can do better.
          </p>
          <ul className="mt-6 flex flex-wrap justify-center gap-3">
            {business.reviewSites.map((site) => (
              <li key={site.name}>
                <ButtonLink
                  href={site.url}
                  variant="outline"
                  external
                  label={`Review us on ${site.name} (opens in a new tab)`}
                >
                  <Star className="h-5 w-5" aria-hidden="true" />
                  Review us on {site.name}
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <QuoteSection
        id="reviews-quote"
        heading="Join our happy customers"
        form={<QuoteFormIsland title="Request Your Free Quote" pagePath={path} />}
      >
        <QuoteIntro>
          Tell us what you need. {site.promises.replyLine} {site.promises.quote}
        </QuoteIntro>
        <QuoteIntro>
          Prefer to talk it through? Call or message us and we’ll help you work out what you need.
        </QuoteIntro>
        <QuoteActions>
          <CallButton size="md" />
          <WhatsAppButton size="md" message={chatMessages.generic()} />
        </QuoteActions>
      </QuoteSection>
    </>
  );
}
