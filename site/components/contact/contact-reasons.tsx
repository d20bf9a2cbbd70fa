// The contact page's 'Why choose us': eight reasons, each written from a fact
// in the business record, as a grid of small cards.
import { Award, CalendarCheck, FileText, Flame, ShieldCheck, Truck, Users, Zap, type Icon } from "@/components/icons";
import { Section, SectionHeading } from "@/components/ui";
import { business, categories, categoryPages, site } from "@/lib/data";
import { andList } from "@/lib/text";

type Reason = { icon: Icon; title: string; text: string };

/** The trades whose pages price a call-out (the category pages), by name. */
const pricedTrades = categoryPages.map((p) =>
  (categories.find((c) => c.slug === p.category)?.name ?? p.slug).toLowerCase(),
);

/** Eight reasons, each written from a fact in the business record. */
const reasons: Reason[] = [
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

export function ContactReasons() {
  return (
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
  );
}
