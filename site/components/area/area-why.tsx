// An area page's 'Why Choose Us': four cards written for the area (the
// second says how fast we arrive there, or how planned work is booked where
// there is no emergency cover).
import type { Area } from "@/generated/types";
import { Award, BadgePoundSterling, Clock, ShieldCheck, Timer } from "@/components/icons";
import { Card, Section, SectionHeading } from "@/components/ui";
import { business } from "@/lib/data";

export function AreaWhy({ area }: { area: Area }) {
  const arrival = area.emergencyArrival;
  const why = [
    {
      icon: ShieldCheck,
      title: "Qualified and insured",
      text: `Gas Safe registered engineers and NICEIC-approved electricians, fully insured for work in ${area.name} homes and businesses.`,
    },
    arrival !== null
      ? {
          icon: Timer,
          title: "Fast local response",
          text: `Emergency cover around the clock in ${area.name}, with engineers typically arriving in ${arrival.display}.`,
        }
      : {
          icon: Clock,
          title: "Appointments that suit you",
          text: `We book planned work in ${area.name} at a time that suits you and keep you updated on the day.`,
        },
    {
      icon: BadgePoundSterling,
      title: "Free, clear quotes",
      text: `The price in writing before any work starts, valid for ${business.quoteValidityDays} days.`,
    },
    {
      icon: Award,
      title: "Guaranteed work",
      text: `Trading since ${business.founded}, trusted by ${business.customersClaim} customers, with a ${business.guaranteeMonths}-month guarantee on our workmanship.`,
    },
  ];
  return (
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
  );
}
