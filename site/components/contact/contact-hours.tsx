// The contact page's practical facts, as three cards: opening hours (with
// the live 'open now' line, an island), the area we cover, and how quotes and call-out
// charges work, with the registered office.
import { Clock, MapPin, Truck } from "@/components/icons";
import { Island } from "@/components/island";
import { Card, Section } from "@/components/ui";
import { business, site } from "@/lib/data";

export function ContactHours() {
  const office = business.registeredOffice;
  return (
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
            <Island name="OpenNow" props={{}} inline />
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
            We cover {site.plannedCoverage}: {site.areaCount} areas, from the West End to Paisley, East Kilbride and
            beyond.
          </p>
          <p className="mt-4">
            <a href="/areas" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
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
  );
}
