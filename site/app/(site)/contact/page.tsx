import {
  Award,
  CalendarCheck,
  Clock,
  FileText,
  Flame,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  ShieldCheck,
  Truck,
  Users,
  Zap,
  type Icon,
} from "@/components/icons";
import { business, categories, categoryPages, site, whatsappDigits } from "@/lib/data";
import { andList } from "@/lib/text";
import { localBusinessLd, pageMetadata } from "@/lib/seo";
import { chatMessages, mailtoHref } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { OpenNow } from "@/components/open-now";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { QuoteForm } from "@/components/quote-form";
import { ButtonLink, Card, Section, SectionHeading } from "@/components/ui";

/** The trades whose pages price a call-out (the category pages), by name. */
const pricedTrades = categoryPages.map((p) =>
  (categories.find((c) => c.slug === p.category)?.name ?? p.slug).toLowerCase(),
);

const path = "/contact";

export const metadata = pageMetadata({
  title: "Contact Us: Call, WhatsApp or Email Our Glasgow Team",
  description: `Contact ${business.name} on ${business.phone.display}, by WhatsApp or email. Opening hours, the areas we cover and a free quote form. Emergencies answered 24/7.`,
  keywords: [
    "contact plumber glasgow",
    "glasgow plumber phone number",
    "emergency plumber glasgow",
    "free plumbing quote glasgow",
  ],
  path,
});

const office = business.registeredOffice;

/** Eight reasons, each written from a fact in the business record. */
const reasons: { icon: Icon; title: string; text: string }[] = [
  {
    icon: Flame,
    title: "Gas Safe registered",
    text: `Every gas job is carried out by a Gas Safe registered engineer (registration ${business.gasSafeNumber}). Ask to see their ID card.`,
  },
  {
    icon: Zap,
    title: "NICEIC registered electricians",
    text: `Our electrical work is NICEIC registered (${business.niceicNumber}) and certified on completion.`,
  },
  {
    icon: ShieldCheck,
    title: "Fully insured",
    text: "We are fully insured for every job we take on, in homes and businesses alike.",
  },
  {
    icon: Award,
    title: `${business.guaranteeMonths}-month guarantee`,
    text: `Our workmanship is guaranteed for ${business.guaranteeMonths} months. If something we did isn’t right, we come back and fix it.`,
  },
  {
    icon: FileText,
    title: "Free, fixed quotes",
    text: `Quotes are free and carry no obligation. The price we give you is valid for ${business.quoteValidityDays} days.`,
  },
  {
    icon: Truck,
    title: "Call-out charges",
    text: `Repairs and emergencies carry a call-out charge that includes the first hour, inc. VAT. The ${andList(pricedTrades)} pages show it; for other work, ask and we tell you the charge before we book the visit.`,
  },
  {
    icon: CalendarCheck,
    title: "Booked around you",
    text: "We agree a time that suits you, and if an earlier job holds us up we ring you rather than leave you waiting.",
  },
  {
    icon: Users,
    title: `Trading since ${business.founded}`,
    text: `${site.yearsTrading} years of looking after Glasgow homes, landlords and businesses.`,
  },
];

export default function ContactPage() {
  return (
    <>
      <JsonLd data={localBusinessLd({ description: business.tagline })} />
      <PageView pageType="contact" />
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
          <Breadcrumbs items={[{ name: "Contact", path }]} light />
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Contact us</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            Call, message or email our Glasgow team. For a burst pipe, a gas smell or no heating, call us straight away:
            we answer emergencies 24 hours a day, 7 days a week.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={chatMessages.generic()} />
          </div>
        </div>
      </section>

      <Section labelledBy="contact-ways">
        <SectionHeading
          id="contact-ways"
          eyebrow="Get in touch"
          title="Three ways to reach us"
          intro="Whichever you choose, a member of our own team replies: we don’t pass your details to anyone else."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <Card className="flex h-full flex-col">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-accent-600 text-white">
                <Phone className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-bold">Call us</h3>
              <p className="mt-2 text-muted">The quickest way to book a visit or report an emergency.</p>
              <p className="mt-3 flex-1 text-2xl font-extrabold text-ink">{business.phone.display}</p>
              <div className="mt-5">
                <CallButton size="md" label="Call now" showNumber={false} />
              </div>
            </Card>
          </li>
          <li>
            <Card className="flex h-full flex-col">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-whatsapp-600 text-white">
                <MessageCircle className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-bold">WhatsApp</h3>
              <p className="mt-2 text-muted">
                Send us a message, with photos of the problem if you can. It helps us quote.
              </p>
              <p className="mt-3 flex-1 text-2xl font-extrabold text-ink">{business.whatsapp.display}</p>
              <div className="mt-5">
                <WhatsAppButton size="md" label="Chat on WhatsApp" message={chatMessages.generic()} />
              </div>
            </Card>
          </li>
          <li>
            <Card className="flex h-full flex-col">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-700 text-white">
                <Mail className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-bold">Email</h3>
              <p className="mt-2 text-muted">For non-urgent questions, documents and landlord enquiries.</p>
              <p className="mt-3 flex-1 text-lg font-bold break-words text-ink">{business.email}</p>
              <div className="mt-5">
                <ButtonLink href={mailtoHref(business.email)} variant="outline" size="md">
                  <Mail className="h-5 w-5" aria-hidden="true" /> Send an email
                </ButtonLink>
              </div>
            </Card>
          </li>
        </ul>
      </Section>

      <Section tone="surface" labelledBy="contact-hours">
        <h2 id="contact-hours" className="sr-only">
          Opening hours and service area
        </h2>
        <div className="grid gap-6 lg:grid-cols-3">
          <Card>
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Clock className="h-6 w-6 text-brand-700" aria-hidden="true" /> Opening hours
            </h3>
            <p className="mt-3 text-sm font-semibold text-ink" aria-live="polite">
              <OpenNow />
            </p>
            <dl className="mt-3 divide-y divide-line">
              {business.hours.map((h) => (
                <div key={h.days} className="flex flex-wrap justify-between gap-2 py-2.5">
                  <dt className="font-medium text-ink">{h.days}</dt>
                  <dd className={h.hours === "24/7" ? "font-bold text-emergency-700" : "text-muted"}>{h.hours}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <MapPin className="h-6 w-6 text-brand-700" aria-hidden="true" /> Service area
            </h3>
            <p className="mt-4 text-muted">
              We cover {site.coverage}: {site.areaCount} areas, from the West End to Paisley, East Kilbride and beyond.
            </p>
            <p className="mt-4">
              <a
                href="/areas"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                See all the areas we cover
              </a>
            </p>
          </Card>
          <Card className="border-accent-500/40 bg-brand-50">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Truck className="h-6 w-6 text-accent-700" aria-hidden="true" /> Free quotes
            </h3>
            <p className="mt-4 text-ink">
              Quotes are free and carry no obligation, valid for {business.quoteValidityDays} days. Repairs and
              emergencies carry a call-out charge that includes the first hour; our trade pages show it, and every price
              includes VAT. You only pay for work you agree to.
            </p>
            <address className="mt-5 text-sm not-italic text-muted">
              {business.legalName}, registered in {business.registeredIn} No. {business.companyNumber}.
              <br />
              Registered office: {office.street}, {office.locality} {office.postcode}
            </address>
          </Card>
        </div>
      </Section>

      <QuoteSection
        id="contact-quote"
        heading="Ask for a free quote"
        form={
          <QuoteForm
            title="Request Your Free Quote"
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={path}
          />
        }
      >
        <QuoteIntro>
          Tell us what you need and where you are. We reply {site.replyText} during opening hours with a fixed price or
          a time to visit. For an emergency, please call us on {business.phone.display} instead.
        </QuoteIntro>
      </QuoteSection>

      <Section tone="surface" labelledBy="contact-why">
        <SectionHeading id="contact-why" eyebrow="Why choose us" title={`Eight reasons to choose ${business.name}`} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-700">
                <r.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{r.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
